import { isKnownWord, PERSON_TOKEN, PROJECT_TOKEN, probabilities, spellCorrect } from "./classifier";
import { parseDateExpression, type DateRange } from "./dates";
import { nameVariants, wordMatch } from "./fuzzy";
import { expandShorthand } from "./normalize";
import { findTask, readFieldQuery, type FieldDef, type FieldQuery } from "./custom-fields";
import { declineReason, type Decline } from "./scope";
import { detectLanguage, fold, isStopWord, words, type Lang } from "./text";

// Deterministic intent recognition (decision 0902): weighted patterns over the folded question, in
// Spanish and English, and the entities the answers need (a project, a person, a date range),
// matched against the workspace's own names. No model, nothing downloaded: the same question gets
// the same reading every time, and one it cannot read is said to be not understood.

// field_filter and task_details (decision 0926) are read from the workspace's own custom fields and task titles, not by the model.
export const intents = ["due_date", "at_risk", "overloaded", "overdue_tasks", "forecast", "changes", "budget", "memory", "help", "field_filter", "task_details"] as const;
export type Intent = (typeof intents)[number];

/** Asking who has room rather than who has too much: 'who has spare capacity', '¿quién tiene horas libres?'. */
const spare = /\b(libre|libres|disponible|disponibles|disponibilidad|holgura|desocupad[oa]s?|spare|free|available|availability|bandwidth|room for|room to|tiempo para|horas para|capacidad para|capacity (to|for)|quien (puede|podria) (apoyar|ayudar|tomar)|(chance|tiempo|espacio|lugar|chanza) (de|para) (apoyar|ayudar|tomar|echar)|who (can|could) (help|take|pitch))\b/;

const patterns: Record<Intent, [RegExp, number][]> = {
  due_date: [
    [/\b(vence|vencen|vencimiento|vencimientos|vencera|venceran|fecha (de )?(entrega|fin|final|limite|cierre|termino)|fecha final|entrega|entregas|entregar|entregamos|entregaremos|para cuando|due|deadline|deadlines|due dates?|end date|ship|ships|deliver|delivered|delivery date)\b/, 3],
    [/\bcuando (termina|acaba|cierra)\b|\bwhen (is|does) .* (due|end)\b|\b(proximos|upcoming)\b/, 2],
    // 'What falls in January?', '¿Qué cae el viernes?': something lands on a date.
    [/\b(que|what|anything|algo) (\w+ )?(cae|caen|caera|lands?|landing|falls?|falling|toca|tocan|coming up|se viene|se vienen|viene|vienen)\b/, 3],
  ],
  at_risk: [[/\b(riesgo|riesgos|riesgoso|riesgosa|riesgosos|riesgosas|risk|risks|risky|peligro|en rojo|in the red|critico|criticos|critica|criticas|critical|at risk|amenaza|amenazas|threat|threats|in trouble|en problemas|danger|health|healthy|salud)\b/, 3], [/\bpor que\b|\bwhy\b/, 1], [/\b(como (va|van|vamos con|ves a|ves|anda|andamos con|esta|estan) zproyecto|how (is|are|s) (the )?zproyecto( project)? (doing|looking|going)|how (is|are) we doing on zproyecto)\b/, 2],
    // A project's health asked in other words (decision 0930): 'cómo lo ves', 'qué tal pinta', 'is it in trouble', 'should I worry'.
    [/\b(como|que tal) (lo |la |los |las |te )?(ves|ven|pinta|pintan|luce|se ve|late)\b|\b(looking|look) (good|bad|ok|okay)\b|\bzproyecto (looking|look)\b|\blooking\b.*\bzproyecto\b|\b(in|en) (trouble|problemas|aprietos)\b|\b(worr(y|ied|ying)|preocup\w*|sano|sana|sanos|on track|off track|en orden|bien encaminad\w*)\b/, 3],
  ],
  overloaded: [[/\b(sobrecargad[oa]s?|sobrecarga|overload(ed)?|saturad[oa]s?|sobreasignad[oa]s?|sobreasignacion|over ?allocat(ed|ion)|over capacity|above capacity|encima de su capacidad|capacidad|capacity|carga de trabajo|workload|too much work|demasiado trabajo|ocupad[oa]s?|busy|burn ?out|agotad[oa]s?)\b/, 3], [/\bquien(es)?\b|\bwho\b/, 1],
    // Spare capacity is the same plan read the other way (decision 0930).
    [spare, 3],
  ],
  overdue_tasks: [
    [/\b(vencidas?|vencidos|vencieron|se vencio|ya vencio|atrasad[oa]s?|retrasad[oa]s?|overdue|past due|slipped|se (nos|le|les|me) paso|se paso de fecha|behind schedule)\b/, 4],
    [/\b(late|behind)\b/, 3],
    [/\btareas?\b|\btasks?\b|\bpendientes?\b/, 1],
  ],
  forecast: [[/\b(terminaremos|terminamos|acabaremos|terminara|terminaria|acabara|acabaria|finish|finished|complete[ds]?|completion|pronostico|forecast|p50|p85|ritmo|pace|velocidad|velocity|at this rate|at the current rate|estimad[oa]|a tiempo|on time|make it|llegaremos|cuando (estara|estaremos) list[oa]|si seguimos (asi|igual|a este paso)|if we keep (going|this up|at it)|as things stand)\b/, 3], [/\bcuando\b|\bwhen\b|\bprobabilidad\b|\bprobability\b/, 1]],
  changes: [[/\b(cambio|cambios|cambiaron|cambio en|changed|changes|change|novedades|novedad|que paso|paso en|happened|actividad|activity|avances|avance|progreso|progress|movimientos|se movio|moved|updates?|actualizaciones|nuevo|nueva|nuevos|new|news)\b/, 3]],
  budget: [[/\b(presupuesto|presupuestos|budget|budgets|gasto|gastos|gastado|gastamos|spent|spend|spending|costo|costos|cost|costs|dinero|money|financier[oa]s?|financial|finanzas del proyecto)\b/, 3], [/\bcompara|compare|versus|vs\b/, 1]],
  memory: [
    [/\b(aprendimos|aprendizaje|aprendizajes|lecciones|leccion|learned|lessons|lesson|learn|experiencia|experiencias|experience|memoria|recuerdas|remember|historial|history|antecedentes|precedentes|decisiones|decidimos|decisions|decided|decide|cancelo|cancelado|cancelada|cancelled|canceled)\b/, 4],
    [/\b(sabemos|know about|what do we know|que se dijo|se dijo|said|busca|buscar|search|find)\b/, 3],
    [/\b(tuvimos|pasados|anteriores|previous|past|otros proyectos|mencion\w*|mentioned)\b/, 2],
  ],
  field_filter: [],
  task_details: [],
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
  /** Why the question is declined (decision 0925): deleting, private data, not about the workspace. */
  decline?: Decline;
  /** A custom field's value the question filters tasks by (decision 0926). */
  field?: FieldQuery;
  /** A task the question names by its title (decision 0926). */
  task?: Named;
  /** Asking who has spare capacity rather than who is overloaded (decision 0930). */
  spare?: boolean;
};

function tokens(text: string) {
  return words(text);
}

/**
 * The named thing whose name (or a distinctive word of it) the question mentions, the strongest
 * first (decision 0925): the whole name, else its distinctive words (4+ letters, 3+ for people's
 * names, not stop words), each met as itself, in the other language ('data' for 'Datos') or with a
 * typo ('atlaz', 'Jorje'), weighted by length: 'Atlas' for 'Portal Atlas', 'Ana' for 'Ana Torres'.
 */
export function findNamed<T extends Named>(question: string, candidates: readonly T[], minWord = 4): T | undefined {
  const qWords = tokens(question);
  const q = ` ${qWords.join(" ")} `;
  let best: { item: T; weight: number } | undefined;
  for (const item of candidates) {
    const name = tokens(item.name).join(" ");
    if (!name) continue;
    const parts = tokens(item.name).filter((w) => (w.length >= minWord || (w.length >= 3 && nameVariants(w).length > 1)) && !isStopWord(w));
    const weight = q.includes(` ${name} `) ? 100 + name.length : parts.reduce((s, w) => s + w.length * wordMatch(w, qWords, isKnownWord), 0);
    if (weight > 0 && (!best || weight > best.weight)) best = { item, weight };
  }
  return best?.item;
}

/** Whether a (folded) word of the question is a mention of the named thing: one of its words, translated or misspelt. */
function mentions(word: string, item: Named, minWord: number): boolean {
  return tokens(item.name).some((w) => (w.length >= minWord || (w.length >= 3 && nameVariants(w).length > 1)) && !isStopWord(w) && wordMatch(w, [word], isKnownWord) > 0);
}

/** The text without one phrase (a task's title, a field's value), matched on folded words. */
export function withoutPhrase(text: string, phrase: string): string {
  const target = words(phrase);
  if (!target.length) return text;
  const raw = text.split(/\s+/);
  const folded = raw.map((r) => tokens(r).join(" "));
  for (let i = 0; i + target.length <= raw.length; i++) {
    if (target.every((w, k) => folded[i + k] === w)) return [...raw.slice(0, i), ...raw.slice(i + target.length)].join(" ");
  }
  return text;
}

/** The text without the names it mentions, so a name's accent does not make English Spanish. */
export function withoutNames(text: string, named: (Named | undefined)[]): string {
  const present = named.filter((n): n is Named => !!n);
  if (!present.length) return text;
  // Accented letters of a name's own words count as the name ('Orión'), so are dropped with it.
  return text
    .split(/\s+/)
    .filter((raw) => {
      const w = tokens(raw);
      return !(w.length && present.some((item) => mentions(w[0]!, item, 3)));
    })
    .join(" ");
}

/** The text with the names it mentions replaced by placeholders: the model learns 'a project', not 'Atlas'. */
export function maskNames(text: string, project: Named | undefined, person: Named | undefined): string {
  let out = ` ${words(text).join(" ")} `;
  const mask = (item: Named | undefined, token: string, minWord: number) => {
    if (!item) return;
    const name = words(item.name).join(" ");
    if (out.includes(` ${name} `)) out = out.replace(` ${name} `, ` ${token} `);
    else out = ` ${out.trim().split(" ").map((w) => (w !== PROJECT_TOKEN && w !== PERSON_TOKEN && mentions(w, item, minWord) ? token : w)).join(" ")} `;
  };
  mask(project, PROJECT_TOKEN, 4);
  mask(person, PERSON_TOKEN, 3);
  return out.replace(/\b(z(?:proyecto|persona))( \1)+\b/g, "$1").trim();
}

// How the patterns' evidence and the model's probabilities are combined (decision 0907): the
// model decides, a matching keyword pattern nudges it; below MIN_CONFIDENCE the question is not
// answered as read: either not understood, or, when two intents are close, a clarifying question.
const PATTERN_WEIGHT = 0.06;
const greeting = /^(hola|hello|hi|hey|buenas|buenos dias|buen dia|good (morning|afternoon|evening)|que tal|que onda|saludos|greetings|yo)( (tardes|noches|dias|there|team|equipo|a todos|everyone|asistente|assistant))?$/;
const MIN_CONFIDENCE = 0.45;
const CLARIFY_FLOOR = 0.25;

export function readQuestion(question: string, today: string, names: { projects: readonly Named[]; people: readonly Named[]; fields?: readonly FieldDef[]; tasks?: readonly Named[] }): Reading {
  const scores = Object.fromEntries(intents.map((i) => [i, 0])) as Record<Intent, number>;
  // A custom field's name and value are not mentions of a project or a person ('Cliente = Pemex').
  const field = names.fields?.length ? readFieldQuery(question, names.fields) : null;
  // A task named by its whole title is resolved first (decision 0930): its words are not a project's ('Migrar base de datos' is not 'Centro de Datos').
  const task = !field && names.tasks?.length ? findTask(question, names.tasks) : undefined;
  const named = field ? field.rest : task ? withoutPhrase(question, task.name) : question;
  const project = findNamed(named, names.projects);
  const person = findNamed(named, names.people.filter((p) => !project || fold(p.name) !== fold(project.name)), 3);
  // The question as the model and the patterns read it (decision 0925): names masked, chat
  // shorthand written out, misspelt words put back to the nearest known word.
  const written = expandShorthand(maskNames(question, project, person));
  const normal = spellCorrect(written);
  const t = ` ${normal} `;
  for (const intent of intents) for (const [pattern, weight] of patterns[intent]) if (pattern.test(t)) scores[intent] += weight;
  // A person with 'tareas' leans to their overdue tasks; 'cuándo' with a project and no 'vence' leans to the forecast.
  // The language is read without the names mentioned: 'When is Orión due?' is English.
  // A task's title and a field's value are names too: 'Who owns Migrar base de datos?' is English.
  const bare = withoutNames(field ? withoutPhrase(question, field.value) : task ? withoutPhrase(question, task.name) : question, [project, person]);
  const lang = detectLanguage(bare, spellCorrect(expandShorthand(bare)));
  if (person && scores.overdue_tasks > 0) scores.overdue_tasks += 1;
  if (scores.forecast > 0 && scores.due_date > 0 && /\b(ritmo|pace|at this rate|terminaremos|acabaremos|pronostico|forecast|si seguimos|if we keep)\b/.test(t)) scores.forecast += 2;
  if (scores.memory > 0 && scores.at_risk > 0) scores.memory += 1;
  const range = parseDateExpression(question, today);
  const base = { lang, scores, project, person, range, query: question, ...(spare.test(t) ? { spare: true } : {}) };
  const decline = declineReason(question, !!(project || person));
  if (decline) return { ...base, intent: null, confidence: 1, decline };
  if (field) return { ...base, intent: "field_filter", confidence: 1, field };
  if (task) return { ...base, intent: "task_details", confidence: 1, task };
  // A greeting alone ('buenas tardes', 'hey there') is answered with what the assistant can do.
  if (greeting.test(written)) return { ...base, intent: "help", confidence: 1 };
  const model = probabilities(normal);
  const combined = model
    .map(({ label, probability }) => ({ label, score: probability + (label === "none" ? 0 : PATTERN_WEIGHT * Math.min(scores[label], 6)) }))
    .sort((a, b) => b.score - a.score);
  const total = combined.reduce((s, c) => s + c.score, 0) || 1;
  const [first, second] = combined;
  const confidence = first!.score / total;
  // When the model is unsure, or finds too few known words, one intent's strong keywords decide
  // (decision 0930): 'is orion in trouble?', '¿hay algo atrasado en la integración con el banco?'.
  const strong = intents.filter((i) => scores[i] >= 3).sort((a, b) => scores[b] - scores[a]);
  const keyword = strong[0] && (strong.length === 1 || scores[strong[0]] > scores[strong[1]!]) ? strong[0] : undefined;
  const unsure = first!.label === "none" ? !!(keyword && (scores[keyword] >= 4 || project || person || range)) : confidence < MIN_CONFIDENCE;
  if (keyword && unsure) return { ...base, intent: keyword, confidence };
  if (first!.label === "none") return { ...base, intent: null, confidence };
  if (confidence >= MIN_CONFIDENCE) return { ...base, intent: first!.label, confidence };
  const runnerUp = second && second.label !== "none" && second.score / total >= CLARIFY_FLOOR ? second.label : undefined;
  return { ...base, intent: null, confidence, ...(runnerUp && confidence >= CLARIFY_FLOOR ? { clarify: [first!.label, runnerUp] as [Intent, Intent] } : {}) };
}
