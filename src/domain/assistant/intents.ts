import { PERSON_TOKEN, PROJECT_TOKEN, probabilities } from "./classifier";
import { parseDateExpression, type DateRange } from "./dates";
import { detectLanguage, fold, isStopWord, words, type Lang } from "./text";

// Deterministic intent recognition (decision 0902): weighted patterns over the folded question, in
// Spanish and English, and the entities the answers need (a project, a person, a date range),
// matched against the workspace's own names. No model, nothing downloaded: the same question gets
// the same reading every time, and one it cannot read is said to be not understood.

export const intents = ["due_date", "at_risk", "overloaded", "overdue_tasks", "forecast", "changes", "budget", "memory", "help"] as const;
export type Intent = (typeof intents)[number];

const patterns: Record<Intent, [RegExp, number][]> = {
  due_date: [
    [/\b(vence|vencen|vencimiento|vencimientos|vencera|venceran|fecha (de )?(entrega|fin|final|limite|cierre|termino)|fecha final|entrega|entregas|entregar|entregamos|entregaremos|para cuando|due|deadline|deadlines|due dates?|end date|ship|ships|deliver|delivered|delivery date)\b/, 3],
    [/\bcuando (termina|acaba|cierra)\b|\bwhen (is|does) .* (due|end)\b|\b(proximos|upcoming)\b/, 2],
  ],
  at_risk: [[/\b(riesgo|riesgos|riesgoso|riesgosa|riesgosos|riesgosas|risk|risks|risky|peligro|en rojo|in the red|critico|criticos|critica|criticas|critical|at risk|amenaza|amenazas|threat|threats|in trouble|en problemas|danger)\b/, 3], [/\bpor que\b|\bwhy\b/, 1]],
  overloaded: [[/\b(sobrecargad[oa]s?|sobrecarga|overload(ed)?|saturad[oa]s?|sobreasignad[oa]s?|sobreasignacion|over ?allocat(ed|ion)|over capacity|above capacity|encima de su capacidad|capacidad|capacity|carga de trabajo|workload|too much work|demasiado trabajo|ocupad[oa]s?|busy|burn ?out|agotad[oa]s?)\b/, 3], [/\bquien(es)?\b|\bwho\b/, 1]],
  overdue_tasks: [
    [/\b(vencidas?|vencidos|vencieron|se vencio|ya vencio|atrasad[oa]s?|retrasad[oa]s?|overdue|past due|slipped|se (nos|le|les|me) paso|se paso de fecha|behind schedule)\b/, 4],
    [/\b(late|behind)\b/, 3],
    [/\btareas?\b|\btasks?\b|\bpendientes?\b/, 1],
  ],
  forecast: [[/\b(terminaremos|terminamos|acabaremos|terminara|terminaria|acabara|acabaria|finish|finished|complete[ds]?|completion|pronostico|forecast|p50|p85|ritmo|pace|velocidad|velocity|at this rate|at the current rate|estimad[oa]|a tiempo|on time|make it|llegaremos|cuando (estara|estaremos) list[oa])\b/, 3], [/\bcuando\b|\bwhen\b|\bprobabilidad\b|\bprobability\b/, 1]],
  changes: [[/\b(cambio|cambios|cambiaron|cambio en|changed|changes|change|novedades|novedad|que paso|paso en|happened|actividad|activity|avances|avance|progreso|progress|movimientos|se movio|moved|updates?|actualizaciones|nuevo|nueva|nuevos|new|news)\b/, 3]],
  budget: [[/\b(presupuesto|presupuestos|budget|budgets|gasto|gastos|gastado|gastamos|spent|spend|spending|costo|costos|cost|costs|dinero|money|financier[oa]s?|financial|finanzas del proyecto)\b/, 3], [/\bcompara|compare|versus|vs\b/, 1]],
  memory: [
    [/\b(aprendimos|aprendizaje|aprendizajes|lecciones|leccion|learned|lessons|lesson|learn|experiencia|experiencias|experience|memoria|recuerdas|remember|historial|history|antecedentes|precedentes|decisiones|decidimos|decisions|decided|decide|cancelo|cancelado|cancelada|cancelled|canceled)\b/, 4],
    [/\b(sabemos|know about|what do we know|que se dijo|se dijo|said|busca|buscar|search|find)\b/, 3],
    [/\b(tuvimos|pasados|anteriores|previous|past|otros proyectos|mencion\w*|mentioned)\b/, 2],
  ],
  help: [[/\b(ayuda|help|que puedes|what can you|que sabes|como funciona|how do you work|que preguntas)\b/, 4], [/^\s*(hola|hello|hi|hey|buenas|buenos dias)\b/, 3]],
};

export type Named = { id: string; name: string };
export type Reading = {
  lang: Lang;
  intent: Intent | null;
  /** Every intent's score, for tests and the evaluation. */
  scores: Record<Intent, number>;
  project?: Named;
  person?: Named;
  range: DateRange | null;
  /** The question's own words (for retrieval). */
  query: string;
  /** The model's confidence in `intent` (0–1). */
  confidence: number;
  /** When unsure between two intents: both, to ask which one was meant instead of guessing. */
  clarify?: [Intent, Intent];
};

function tokens(text: string) {
  return words(text);
}

/** The named thing whose name (or a distinctive word of it) the question mentions, longest first. */
export function findNamed<T extends Named>(question: string, candidates: readonly T[], minWord = 4): T | undefined {
  const q = ` ${tokens(question).join(" ")} `;
  let best: { item: T; weight: number } | undefined;
  for (const item of candidates) {
    const name = tokens(item.name).join(" ");
    if (!name) continue;
    let weight = 0;
    if (q.includes(` ${name} `)) weight = 100 + name.length;
    else {
      // A distinctive word of the name (4+ letters, 3+ for people's names, not a stop word): 'Atlas' for 'Portal Atlas', 'Ana' for 'Ana Torres'.
      const parts = tokens(item.name).filter((w) => w.length >= minWord && !isStopWord(w));
      const hit = parts.filter((w) => q.includes(` ${w} `));
      if (hit.length) weight = hit.reduce((s, w) => s + w.length, 0);
    }
    if (weight > 0 && (!best || weight > best.weight)) best = { item, weight };
  }
  return best?.item;
}

function escape(word: string) {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text without the names it mentions, so a name's accent does not make English Spanish. */
export function withoutNames(text: string, named: (Named | undefined)[]): string {
  let out = text;
  for (const item of named) {
    if (!item) continue;
    for (const word of item.name.split(/\s+/).filter((w) => w.length >= 3)) out = out.replace(new RegExp(escape(word), "gi"), " ");
  }
  return out;
}

/** The text with the names it mentions replaced by placeholders: the model learns 'a project', not 'Atlas'. */
export function maskNames(text: string, project: Named | undefined, person: Named | undefined): string {
  let out = ` ${words(text).join(" ")} `;
  const mask = (item: Named | undefined, token: string, minWord: number) => {
    if (!item) return;
    const name = words(item.name).join(" ");
    if (out.includes(` ${name} `)) out = out.replace(` ${name} `, ` ${token} `);
    else for (const w of words(item.name).filter((x) => x.length >= minWord && !isStopWord(x))) out = out.replace(` ${w} `, ` ${token} `);
  };
  mask(project, PROJECT_TOKEN, 4);
  mask(person, PERSON_TOKEN, 3);
  return out.replace(/\b(z(?:proyecto|persona))( \1)+\b/g, "$1").trim();
}

// How the patterns' evidence and the model's probabilities are combined (decision 0907): the
// model decides, a matching keyword pattern nudges it; below MIN_CONFIDENCE the question is not
// answered as read: either not understood, or, when two intents are close, a clarifying question.
const PATTERN_WEIGHT = 0.06;
const MIN_CONFIDENCE = 0.45;
const CLARIFY_FLOOR = 0.25;

export function readQuestion(question: string, today: string, names: { projects: readonly Named[]; people: readonly Named[] }): Reading {
  const t = ` ${fold(question).replace(/[^a-z0-9ñ\s]/g, " ").replace(/\s+/g, " ")} `;
  const scores = Object.fromEntries(intents.map((i) => [i, 0])) as Record<Intent, number>;
  for (const intent of intents) for (const [pattern, weight] of patterns[intent]) if (pattern.test(t)) scores[intent] += weight;
  const project = findNamed(question, names.projects);
  const person = findNamed(question, names.people.filter((p) => !project || fold(p.name) !== fold(project.name)), 3);
  // A person with 'tareas' leans to their overdue tasks; 'cuándo' with a project and no 'vence' leans to the forecast.
  // The language is read without the names mentioned: 'When is Orión due?' is English.
  const lang = detectLanguage(withoutNames(question, [project, person]));
  if (person && scores.overdue_tasks > 0) scores.overdue_tasks += 1;
  if (scores.forecast > 0 && scores.due_date > 0 && /\b(ritmo|pace|at this rate|terminaremos|acabaremos|pronostico|forecast)\b/.test(t)) scores.forecast += 2;
  if (scores.memory > 0 && scores.at_risk > 0) scores.memory += 1;
  const range = parseDateExpression(question, today);
  const model = probabilities(maskNames(question, project, person));
  const combined = model
    .map(({ label, probability }) => ({ label, score: probability + (label === "none" ? 0 : PATTERN_WEIGHT * Math.min(scores[label], 6)) }))
    .sort((a, b) => b.score - a.score);
  const total = combined.reduce((s, c) => s + c.score, 0) || 1;
  const [first, second] = combined;
  const confidence = first!.score / total;
  const base = { lang, scores, project, person, range, query: question };
  if (first!.label === "none") return { ...base, intent: null, confidence };
  if (confidence >= MIN_CONFIDENCE) return { ...base, intent: first!.label, confidence };
  const runnerUp = second && second.label !== "none" && second.score / total >= CLARIFY_FLOOR ? second.label : undefined;
  return { ...base, intent: null, confidence, ...(runnerUp && confidence >= CLARIFY_FLOOR ? { clarify: [first!.label, runnerUp] as [Intent, Intent] } : {}) };
}
