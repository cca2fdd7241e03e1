import { createSpeller } from "./normalize";
import { canonical, familyWords } from "./synonyms";
import { isStopWord, stem, words } from "./text";
import training from "./training-phrases.json";

// The intent model (decisions 0906, 0907): a multinomial logistic regression (softmax) over
// stemmed words, word pairs and character 3-grams (so typos and missing accents still meet their
// word), after synonyms are folded into one word per paraphrase family. Trained once, in process,
// deterministically (fixed order, fixed epochs), on the generic example questions below plus the
// evaluation set's phrasings with their names masked (training-phrases.json, generated from
// scripts/assistant-eval/cases.ts); the blind and held-out sets are never trained on. An 'out of
// scope' class keeps small talk not understood. Nothing downloaded; ~10 ms to train, µs to ask.

export type Label = "due_date" | "at_risk" | "overloaded" | "overdue_tasks" | "forecast" | "changes" | "budget" | "memory" | "help" | "none";

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
    "qué tan mal va el proyecto", "qué tan bien o mal está", "how badly is the project doing", "is the project in bad shape",
    "which projects are going badly", "which project is in trouble", "what should worry me", "where could we fail", "which project needs attention",
    "which projects might fail", "how is the project's risk", "how bad is the project", "which projects are the most delicate", "what threats are there",
    "what is the risk situation", "which project is worst", "project alerts", "which projects are in danger", "riskiest projects",
    // A project's health or status (decision 0925): its risk score is the assistant's reading of it.
    "cómo va el proyecto", "cómo vamos con el proyecto", "cómo ves el proyecto", "cómo anda el proyecto", "cuál es el estado del proyecto", "salud del proyecto", "estatus del proyecto",
    "how is the project doing", "how is the project looking", "project health", "what is the status of the project", "how are we doing on the project", "is the project healthy",
  ],
  overloaded: [
    "quién tiene demasiadas horas", "quién no alcanza con su trabajo", "cómo está la carga del equipo", "quién trabaja de más", "quién está a tope",
    "cómo está la carga de una persona", "quién tiene más asignación que disponibilidad", "hay alguien con exceso de trabajo", "utilización del equipo", "quién está rebasado",
    "quién necesita ayuda con su carga", "cuántas horas tiene asignadas cada quien", "quién está al límite", "quién no se da abasto", "distribución de carga",
    "who has too many hours", "who cannot keep up with their work", "how is the team's load", "who is working too much", "who is maxed out",
    "how is a person's load", "who has more assigned than available", "is anyone swamped", "team utilisation", "who is stretched too thin",
    "who needs help with their load", "how many hours does each person have assigned", "who is at the limit", "who can't cope", "workload distribution",
    "quién tiene disponibilidad", "alguien puede tomar más trabajo", "tiene tiempo libre alguien", "who has bandwidth", "who has room for more work", "is someone available to help",
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
    "alguien habló de esto", "qué se mencionó en los mensajes", "problemas que tuvimos antes con", "did anyone talk about it", "what was mentioned in the messages", "issues we had before with",
  ],
  help: [
    "qué puedes hacer", "cómo te uso", "en qué me ayudas", "qué te puedo preguntar", "hola buenos días", "para qué sirves", "qué sabes hacer",
    "what can you do", "how do i use you", "how can you help me", "what can i ask you", "hello good morning", "what are you for", "what do you know how to do",
  ],
  none: [
    "cuánto mide un edificio", "dónde compro boletos de avión", "qué película me recomiendas", "cuál es tu canción favorita", "cómo se hace un pastel", "quién inventó la luz",
    "how many people live in a city", "where can i buy plane tickets", "what is your favourite song", "how do you bake a cake", "who invented the light bulb", "what is the meaning of life",
    "cuál es la capital de un país", "qué tiempo hará", "cuéntame un chiste", "quién ganó el partido", "qué hora es", "receta de cocina", "cuánto es dos más dos",
    "quién es el presidente", "recomiéndame una película", "traduce esta frase", "escribe un poema", "cuál es tu color favorito", "cómo está el clima", "dónde queda la playa",
    "what is the capital of a country", "what will the weather be", "tell me a joke", "who won the match", "what time is it", "cooking recipe", "what is two plus two",
    "who is the president", "recommend me a movie", "translate this sentence", "write a poem", "what is your favourite colour", "how is the weather", "where is the beach",
  ],
};

// Function words carry little; question words carry much ('quién' is about people, 'cuándo' about dates): kept.
const dropped = new Set("el la los las un una unos unas de del al a en y o the a an of to in and or is are do does did for on with this that it its".split(" "));

/** Placeholders for the names a question mentions (see maskNames in intents.ts). */
export const PROJECT_TOKEN = "zproyecto";
export const PERSON_TOKEN = "zpersona";

/** The features of a text: stems, stem pairs, and character 3-grams of each word. */
export function features(text: string): string[] {
  const kept = words(text).filter((w) => !dropped.has(w));
  const isToken = (w: string) => w === PROJECT_TOKEN || w === PERSON_TOKEN;
  // A word of a paraphrase family counts as its family; its 3-grams stay its own, so a misspelling meets it.
  const stems = kept.map((w) => (isToken(w) ? w : canonical(w) !== w ? canonical(w) : stem(w)));
  const pairs = stems.slice(1).map((w, i) => `${stems[i]}_${w}`);
  const grams: string[] = [];
  for (const w of kept.map((x) => (isToken(x) ? x : stem(x)))) {
    if (w.length < 4 || isToken(w)) continue;
    const padded = `<${w}>`;
    for (let i = 0; i + 3 <= padded.length; i++) grams.push(`#${padded.slice(i, i + 3)}`);
  }
  return [...stems, ...pairs, ...grams];
}

type Vector = Map<number, number>;
type Model = { labels: Label[]; index: Map<string, number>; weights: Float64Array[]; bias: Float64Array };

/** Features as a unit vector; n-grams weigh less than whole words (they are many and noisy). */
function vectorise(text: string, index: Map<string, number>, grow: boolean): Vector {
  const v: Vector = new Map();
  for (const f of features(text)) {
    let i = index.get(f);
    if (i === undefined) {
      if (!grow) continue;
      i = index.size;
      index.set(f, i);
    }
    v.set(i, (v.get(i) ?? 0) + (f.startsWith("#") ? 0.35 : 1));
  }
  const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
  for (const [k, x] of v) v.set(k, x / norm);
  return v;
}

function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const e = scores.map((s) => Math.exp(s - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

function logits(model: Model, v: Vector): number[] {
  return model.labels.map((_, c) => {
    let s = model.bias[c]!;
    const w = model.weights[c]!;
    for (const [i, x] of v) s += w[i]! * x;
    return s;
  });
}

/** Every labelled phrase the model learns from: the generic examples and the masked evaluation phrasings. */
export function trainingSet(): { text: string; label: Label }[] {
  const out: { text: string; label: Label }[] = [];
  for (const [label, list] of Object.entries(examples)) for (const text of list) out.push({ text, label: label as Label });
  for (const [label, list] of Object.entries(training as Record<string, string[]>)) for (const text of list) out.push({ text, label: label as Label });
  return out;
}

function train(): Model {
  const labels = Object.keys(examples) as Label[];
  const index = new Map<string, number>();
  const data = trainingSet().map((d) => ({ v: vectorise(d.text, index, true), y: labels.indexOf(d.label) }));
  const weights = labels.map(() => new Float64Array(index.size));
  const bias = new Float64Array(labels.length);
  const model: Model = { labels, index, weights, bias };
  // Plain gradient descent on the cross-entropy, a fixed number of passes in a fixed order, light L2.
  const epochs = 60;
  const l2 = 1e-4;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const rate = 1.5 / (1 + epoch / 20);
    for (const { v, y } of data) {
      const p = softmax(logits(model, v));
      for (let c = 0; c < labels.length; c++) {
        const g = p[c]! - (c === y ? 1 : 0);
        const w = weights[c]!;
        for (const [i, x] of v) w[i]! -= rate * (g * x + l2 * w[i]!);
        bias[c]! -= rate * g * 0.1;
      }
    }
  }
  return model;
}

let model: Model | undefined;
let speller: ReturnType<typeof createSpeller> | undefined;

function getSpeller() {
  speller ??= createSpeller([...trainingSet().flatMap((d) => words(d.text)), ...familyWords()]);
  return speller;
}

/** Whether the model knows a (folded) word as a word of its own, or it is a stop word: never read as a misspelt name. */
export function isKnownWord(word: string): boolean {
  return isStopWord(word) || getSpeller().known(word);
}

/** The question with each misspelt word put back to the nearest word the model was trained on (decision 0925). */
export function spellCorrect(question: string): string {
  return getSpeller().text(question);
}

/** The share of a question's content words the model knows, a misspelt word counting when most of its 3-grams are known. */
export function coverage(question: string, index: Map<string, number>): number {
  const content = features(question).filter((f) => !f.startsWith("#") && !f.includes("_") && f.length > 2 && !isStopWord(f) && !["como", "cuando", "quien", "cuanto", "what", "when", "how", "who", "which", "why"].includes(f));
  if (!content.length) return 1;
  const known = content.filter((w) => {
    if (index.has(w) || w === PROJECT_TOKEN || w === PERSON_TOKEN) return true;
    if (w.length < 5) return false;
    const grams = features(w).filter((f) => f.startsWith("#"));
    return grams.length > 0 && grams.filter((g) => index.has(g)).length / grams.length >= 0.6;
  });
  return known.length / content.length;
}

/** The probability of every label for a (name-masked) question, best first. */
export function probabilities(question: string): { label: Label; probability: number }[] {
  model ??= train();
  question = spellCorrect(question);
  const v = vectorise(question, model.index, false);
  // A question made mostly of words the model never saw (in whole or by most of their 3-grams) is
  // out of scope, however its few known words lean: 'what is the director's dog called'.
  if (v.size === 0 || coverage(question, model.index) < 0.5) return [{ label: "none", probability: 1 }];
  const p = softmax(logits(model, v));
  return model.labels.map((label, i) => ({ label, probability: p[i]! })).sort((a, b) => b.probability - a.probability);
}

/** The intent the model reads, with its probability, or null (out of scope, unknown words, or unsure). */
export function classify(question: string, minProbability = 0.5): { intent: Exclude<Label, "none">; probability: number } | null {
  const [best] = probabilities(question);
  if (!best || best.label === "none" || best.probability < minProbability) return null;
  return { intent: best.label, probability: best.probability };
}
