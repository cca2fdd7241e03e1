import { stem, words } from "./text";
import type { Intent } from "./intents";

// A fallback for questions the weighted patterns do not read (decision 0906): a multinomial naive
// Bayes over stemmed words and word pairs, trained on example questions per intent in Spanish and
// English (and an 'out of scope' class, so small talk is still not understood). It is pure, built
// once, deterministic, and answers only when it is confident. The examples are generic phrasings,
// written apart from the evaluation sets.

type Label = Intent | "none";

const examples: Record<Label, string[]> = {
  due_date: [
    "cuándo vence el proyecto", "cuál es la fecha de entrega", "para qué fecha está comprometido", "cuándo hay que terminarlo", "cuándo se cierra el proyecto",
    "qué fechas de entrega tenemos", "qué hay que entregar pronto", "fecha compromiso del proyecto", "cuál es el plazo", "qué plazos vienen", "qué se vence en enero",
    "hasta cuándo tenemos para entregar", "cuándo es el cierre", "qué compromisos vencen este mes", "día de entrega del proyecto",
    "when is the project due", "what is the due date", "what date did we commit to", "when does it close", "when do we have to hand it in", "what deadlines are coming",
    "what must be handed in soon", "committed date of the project", "what is the time limit", "what is due in january", "how long do we have to deliver",
    "closing date of the project", "which commitments expire this month", "delivery day of the project", "when does the project end",
  ],
  at_risk: [
    "qué proyectos van mal", "cuál proyecto está en problemas", "qué me debe preocupar", "dónde hay peligro de fallar", "qué proyecto necesita atención",
    "cuáles proyectos podrían fallar", "cómo está el riesgo del proyecto", "qué tan grave está el proyecto", "cuáles son los proyectos más delicados", "qué amenazas hay",
    "cuál es la situación de riesgo", "qué proyecto está peor", "alertas de los proyectos", "qué proyectos están comprometidos", "riesgo del proyecto",
    "which projects are going badly", "which project is in trouble", "what should worry me", "where could we fail", "which project needs attention",
    "which projects might fail", "how is the project's risk", "how bad is the project", "which projects are the most delicate", "what threats are there",
    "what is the risk situation", "which project is worst", "project alerts", "which projects are in danger", "riskiest projects",
  ],
  overloaded: [
    "quién tiene demasiadas horas", "quién no alcanza con su trabajo", "cómo está la carga del equipo", "quién trabaja de más", "quién está a tope",
    "cómo está la carga de una persona", "quién tiene más asignación que disponibilidad", "hay alguien con exceso de trabajo", "utilización del equipo", "quién está rebasado",
    "quién necesita ayuda con su carga", "cuántas horas tiene asignadas cada quien", "quién está al límite", "quién no se da abasto", "distribución de carga",
    "who has too many hours", "who cannot keep up with their work", "how is the team's load", "who is working too much", "who is maxed out",
    "how is a person's load", "who has more assigned than available", "is anyone swamped", "team utilisation", "who is stretched too thin",
    "who needs help with their load", "how many hours does each person have assigned", "who is at the limit", "who can't cope", "workload distribution",
  ],
  overdue_tasks: [
    "qué tareas no se terminaron a tiempo", "qué está fuera de fecha", "qué pendientes se pasaron", "qué quedó sin entregar", "tareas retrasadas de una persona",
    "qué tiene vencido alguien", "qué trabajo está tarde", "lista de lo vencido", "cuántas tareas están fuera de plazo", "qué no se cumplió en su fecha",
    "qué entregas se atrasaron", "qué actividades ya pasaron su fecha", "qué debe alguien que ya venció", "pendientes atrasados del equipo", "tareas sin cumplir",
    "which tasks were not finished on time", "what is past its date", "which to-dos slipped", "what was left undelivered", "delayed tasks of a person",
    "what does someone have overdue", "what work is late", "list of what is overdue", "how many tasks are past their deadline", "what missed its date",
    "which deliveries are late", "which activities are past their date", "what does someone owe that is overdue", "the team's late tasks", "unfulfilled tasks",
  ],
  forecast: [
    "cuándo estimas que terminemos", "cuál es la fecha probable de término", "vamos a llegar a la fecha", "qué probabilidad hay de cumplir", "a este paso cuándo acabamos",
    "cuándo se terminaría", "cuál es la proyección de fin", "en cuánto tiempo terminamos", "cuánto falta para terminar", "llegaremos a tiempo",
    "cuál es la estimación de cierre", "qué tan probable es cumplir la fecha", "cuál es el pronóstico", "fecha esperada de término", "cuándo quedará listo",
    "when do you estimate we finish", "what is the likely end date", "will we reach the date", "what are the odds of meeting it", "at this pace when do we finish",
    "when would it be finished", "what is the projected finish", "how long until we finish", "how much is left to finish", "will we make it on time",
    "what is the closing estimate", "how likely is it to meet the date", "what is the forecast", "expected completion date", "when will it be ready",
  ],
  changes: [
    "qué ha cambiado en el proyecto", "qué tareas se completaron", "qué se terminó esta semana", "qué hay de nuevo", "qué se hizo esta semana",
    "qué movimiento hubo", "qué tareas se crearon", "qué se actualizó", "qué pasó últimamente", "qué se avanzó",
    "qué tareas cambiaron de estado", "actividad reciente del proyecto", "qué se cerró esta semana", "bitácora de la semana", "qué hicimos estos días",
    "what has changed in the project", "which tasks were completed", "what was finished this week", "what is new", "what was done this week",
    "what movement was there", "which tasks were created", "what was updated", "what happened lately", "what progressed",
    "which tasks changed status", "recent project activity", "what was closed this week", "log of the week", "what did we do these days",
  ],
  budget: [
    "cuánto hemos gastado", "qué proyectos gastaron más de lo planeado", "cuánto presupuesto queda", "cómo vamos de costos", "cuál es el gasto del proyecto",
    "qué proyecto se excedió", "cuánto cuesta el proyecto", "cuánto dinero llevamos", "cuál es el presupuesto asignado", "comparativo de gasto",
    "estamos dentro del presupuesto", "qué tanto se ha ejercido", "cuánto se ha invertido", "quedó dinero", "sobrecosto de los proyectos",
    "how much have we spent", "which projects spent more than planned", "how much budget is left", "how are costs going", "what is the project's spend",
    "which project went over", "how much does the project cost", "how much money so far", "what is the allocated budget", "spending comparison",
    "are we within budget", "how much has been used", "how much has been invested", "is there money left", "cost overruns of the projects",
  ],
  memory: [
    "qué nos enseñó el proyecto anterior", "qué aprendimos la vez pasada", "tenemos experiencia previa con esto", "qué problemas tuvimos antes", "qué se decidió sobre el tema",
    "qué se aprobó en el cambio", "qué dijeron en el canal", "busca en los registros", "qué pasó en proyectos parecidos", "qué recomendaciones dejaron",
    "qué salió mal la última vez", "qué lecciones hay", "qué se comentó sobre el proveedor", "qué se acordó", "hay antecedentes",
    "what did the previous project teach us", "what did we learn last time", "do we have previous experience with this", "what problems did we have before", "what was decided on the topic",
    "what was approved in the change", "what was said in the channel", "search the records", "what happened in similar projects", "what recommendations were left",
    "what went wrong last time", "what lessons are there", "what was commented about the vendor", "what was agreed", "is there any precedent",
  ],
  help: [
    "qué puedes hacer", "cómo te uso", "en qué me ayudas", "qué te puedo preguntar", "hola buenos días", "para qué sirves", "qué sabes hacer",
    "what can you do", "how do i use you", "how can you help me", "what can i ask you", "hello good morning", "what are you for", "what do you know how to do",
  ],
  none: [
    "cuál es la capital de un país", "qué tiempo hará", "cuéntame un chiste", "quién ganó el partido", "qué hora es", "receta de cocina", "cuánto es dos más dos",
    "quién es el presidente", "recomiéndame una película", "traduce esta frase", "escribe un poema", "cuál es tu color favorito", "cómo está el clima", "dónde queda la playa",
    "what is the capital of a country", "what will the weather be", "tell me a joke", "who won the match", "what time is it", "cooking recipe", "what is two plus two",
    "who is the president", "recommend me a movie", "translate this sentence", "write a poem", "what is your favourite colour", "how is the weather", "where is the beach",
  ],
};

// Question words carry the meaning here ('quién' is about people, 'cuándo' about dates): kept.
const dropped = new Set("el la los las un una unos unas de del al a en y o que the a an of to in and or is are do does did for on with this that it its we our us me my i you".split(" "));

function features(text: string): string[] {
  const stems = words(text).filter((w) => !dropped.has(w)).map(stem);
  const pairs = stems.slice(1).map((w, i) => `${stems[i]}_${w}`);
  return [...stems, ...pairs];
}

type Model = { labels: Label[]; prior: Map<Label, number>; likelihood: Map<Label, Map<string, number>>; unseen: Map<Label, number>; vocabulary: Set<string> };

function train(): Model {
  const labels = Object.keys(examples) as Label[];
  const vocabulary = new Set<string>();
  const counts = new Map<Label, Map<string, number>>();
  for (const label of labels) {
    const own = new Map<string, number>();
    for (const example of examples[label]) for (const f of features(example)) {
      own.set(f, (own.get(f) ?? 0) + 1);
      vocabulary.add(f);
    }
    counts.set(label, own);
  }
  const total = labels.reduce((s, l) => s + examples[l].length, 0);
  const prior = new Map(labels.map((l) => [l, Math.log(examples[l].length / total)]));
  const likelihood = new Map<Label, Map<string, number>>();
  const unseen = new Map<Label, number>();
  for (const label of labels) {
    const own = counts.get(label)!;
    const size = [...own.values()].reduce((s, n) => s + n, 0) + vocabulary.size;
    likelihood.set(label, new Map([...own].map(([f, n]) => [f, Math.log((n + 1) / size)])));
    unseen.set(label, Math.log(1 / size));
  }
  return { labels, prior, likelihood, unseen, vocabulary };
}

let model: Model | undefined;

/** The intent the examples suggest, with its probability, or null (out of scope, unknown words, or unsure). */
export function classify(question: string, minProbability = 0.6): { intent: Intent; probability: number } | null {
  model ??= train();
  const known = features(question).filter((f) => model!.vocabulary.has(f));
  if (known.length === 0) return null;
  const scores = model.labels.map((label) => {
    const own = model!.likelihood.get(label)!;
    const unseen = model!.unseen.get(label)!;
    return { label, score: model!.prior.get(label)! + known.reduce((s, f) => s + (own.get(f) ?? unseen), 0) };
  });
  const max = Math.max(...scores.map((s) => s.score));
  const sum = scores.reduce((s, x) => s + Math.exp(x.score - max), 0);
  const best = scores.reduce((a, b) => (b.score > a.score ? b : a));
  const probability = 1 / sum;
  if (best.label === "none" || probability < minProbability) return null;
  return { intent: best.label, probability };
}
