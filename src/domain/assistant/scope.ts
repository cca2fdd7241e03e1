import { fold } from "./text";

// What the assistant declines, and says so (decision 0925), rather than answering the nearest
// intent: deleting records (it only acts through confirmed previews of create, move, assign, add
// a risk, draft an update), people's pay or private data (not in the workspace's records), and
// topics that are not about the workspace at all (weather, sports, travel, entertainment, food).

export type Decline = "destructive" | "personal" | "off_topic";

const destructive = /^(?:(?:puedes|podrias|por favor|favor de|quiero|necesito|can you|could you|please|i want to)\s+)?(borra|borrar|borrame|borren|elimina|eliminar|eliminame|eliminen|suprime|quita|quitar|delete|remove|erase|wipe|destroy|purge|drop)\b/;
const personal = /\b(sueldo|sueldos|salario|salarios|cuanto gana|cuanto ganan|cuanto le pagan|aguinaldo|salary|salaries|wage|wages|paycheck|how much does \w+ (make|earn)|how much is \w+ paid|contrasena|contrasenas|password|passwords|direccion de su casa|home address|celular de|cell phone|phone number|telefono de)\b/;
const offTopic = /\b(clima|llover|lluvia|lloviendo|temperatura|pronostico del tiempo|weather|rain|raining|forecast for the weekend|partido|futbol|goles|clasico|liga mx|america vs|chivas|soccer|football|nba|nfl|world cup|mundial|vuelo|vuelos|flight|flights|hotel|hoteles|boletos|tickets|vacaciones de|pelicula|peliculas|serie de netflix|netflix|movie|movies|cancion|song|poema|poem|haiku|chiste|joke|receta|recipe|restaurante|restaurant|pizza|tacos)\b/;

/** Why a question is declined, or null when it is the assistant's to answer. */
export function declineReason(question: string, namesSomething: boolean): Decline | null {
  const t = fold(question).replace(/[^a-z0-9ñ\s]/g, " ").replace(/\s+/g, " ").trim();
  if (destructive.test(t)) return "destructive";
  if (personal.test(t)) return "personal";
  // A workspace's project or person named keeps the question in scope ('the Weather app's deadline').
  if (!namesSomething && offTopic.test(t)) return "off_topic";
  return null;
}
