import { parseDateExpression, type DateRange } from "./dates";
import { findTask } from "./custom-fields";
import { findNamed, withoutNames, withoutPhrase, type Named } from "./intents";
import { detectLanguage, fold, isStopWord, words, type Lang } from "./text";

// Actions the assistant can take after the user confirms a preview (decision 0903): create a
// task, move a task's due date, assign a task, add a risk, draft the weekly update. Reading a
// request is pure and deterministic, like the questions (0902); doing it goes through the normal
// API with the caller's own permissions (server/features/assistant/actions.ts).

export type ActionKind = "create_task" | "move_due" | "assign" | "add_risk" | "draft_update";

// Imperative verbs (es tú/usted forms, en) that make a sentence a request rather than a question.
const verbs = {
  create: "crea|crear|creame|cree|agrega|agregar|agregame|agregue|anade|anadir|anademe|anada|registra|registrar|registre|apunta|anota|anotar|nueva|nuevo|add|create|new|log|register|open|make",
  move: "mueve|mover|muevan|pon|ponle|ponga|ponerle|fija|fijale|cambia|cambiar|cambie|pasa|pasar|pospon|posponer|posponga|recorre|recorrer|adelanta|adelantar|retrasa|retrasar|aplaza|aplazar|reprograma|reprogramar|extiende|extender|move|change|push|postpone|reschedule|set|shift|delay|bring forward|extend",
  assign: "asigna|asignar|asignale|asigne|asignarle|asignasela|reasigna|reasignar|reasignale|dale|pasale|pasasela|pasaselo|encarga|encargale|encargar|assign|reassign|give|hand",
  draft: "redacta|redactar|redactame|escribe|escribir|escribeme|prepara|preparar|preparame|genera|generar|arma|armar|haz|hazme|draft|write|prepare|compose|generate",
};
const re = (list: string) => new RegExp(`(^|\\s)(${list})(\\s|$)`);

const questionWords = /^\s*(que|cual|cuales|cuando|quien|quienes|como|cuanto|cuantos|cuantas|donde|por que|hay|what|which|when|who|whom|how|where|why|is|are|does|do|did|has|have)\b/;
const politeAsk = /^\s*(puedes|podrias|podria|puede|me ayudas a|quiero|quisiera|necesito|can you|could you|would you|please|por favor|i want to|i need to|i'd like to|let's)\s+/;

/** The kind of action a sentence asks for, or null when it is a question. */
export function detectAction(question: string): ActionKind | null {
  let t = ` ${fold(question).replace(/[^a-z0-9ñ'\s]/g, " ").replace(/\s+/g, " ")} `;
  // 'Can you create…' asks for an action; 'What changed…' is a question.
  t = ` ${t.trim().replace(politeAsk, "")} `;
  // 'Que Sofía se encargue de…' / 'let Jorge handle…': an assignment in the subjunctive.
  if (/^\s*(que|let|have)\s+(\S+\s+){1,3}(se encargue|se haga cargo|lleve|handle|take over|take care of|own)\s/.test(t)) return "assign";
  if (questionWords.test(t)) return null;
  const update = /\b(actualizacion|actualizaciones|reporte|informe|resumen|avance|avances|update|report|summary)\b/.test(t) && /\b(semanal|semana|weekly|week|progreso|avance|progress|status)\b/.test(t);
  if (update && (re(verbs.draft).test(t) || /^\s*(weekly update|actualizacion semanal)\b/.test(t))) return "draft_update";
  if (re(verbs.create).test(t) && /\b(riesgo|risk)\b/.test(t)) return "add_risk";
  if (re(verbs.create).test(t) && /\b(tarea|task|pendiente|to do|todo)\b/.test(t)) return "create_task";
  // 'Give me the riskiest projects' is a question: giving is an assignment only when it is given to someone.
  if (re(verbs.assign).test(t) && (!/(^|\s)(dale|give|hand)(\s|$)/.test(t) || /\s(a|to)\s+\S/.test(t.replace(/^\s*(dale|give|hand)\s+(me|nos|us)\b/, "")))) {
    if (!/^\s*(dale|give|hand)\s+(me|us)\b/.test(t)) return "assign";
  }
  if (re(verbs.move).test(t)) {
    const dueWord = /\b(fecha|vencimiento|entrega|due|deadline)\b/.test(t);
    const toDate = /\b(al|a la|para el|para|hasta el|hasta|to|until|till|by)\s+\S/.test(t) && parseDateExpression(question, "2000-01-03") !== null;
    if (dueWord || toDate) return "move_due";
  }
  return null;
}

/** Text between quotes: "…", “…”, «…», '…' (an apostrophe inside a word is not a quote). */
export function quoted(question: string): string | undefined {
  const m = /"([^"]{2,})"|“([^”]{2,})”|«([^»]{2,})»|(?:^|[\s(:])'([^']{2,})'(?=[\s.,;:!?)]|$)|‘([^’]{2,})’/.exec(question);
  const text = m?.slice(1).find((g) => g !== undefined);
  return text?.trim() || undefined;
}

// Where a free-text title ends: a connector that starts the next part of the request.
const titleStops = /\s+(?:en el proyecto|en el|en|del proyecto|al proyecto|para el|para|antes del?|con fecha|que venza|que vence|asignad[ao]s?|a cargo de|con probabilidad|con impacto|probabilidad|impacto|in project|in the|in|for|to project|due|by|assigned|with probability|with impact|probability|impact|on)\s+.*$/i;

/** A title written after 'tarea'/'task' (or 'riesgo'/'risk') when none is quoted. */
function freeTitle(question: string, noun: RegExp): string | undefined {
  const m = noun.exec(question);
  if (!m) return undefined;
  let rest = question.slice(m.index + m[0].length);
  const colon = /^\s*[:\-–]\s*/.exec(rest);
  rest = rest.replace(/^\s*(?:llamad[ao]|titulad[ao]|que diga|de nombre|con el titulo|con el título|called|named|titled|to|para|de|:|-)\s+/i, "");
  // A title after a colon ('crea una tarea en Orión: revisar contrato, para mañana') runs to a
  // comma that starts the date or the assignee (decision 0930), not to the first 'en'/'to'.
  if (colon) {
    rest = question.slice(m.index + m[0].length).slice(colon[0].length);
    const comma = /\s*[,;]\s*(.*)$/.exec(rest);
    if (comma && (parseDateExpression(comma[1]!, "2000-01-03") || /\b(asign|assign|a cargo|responsable|owner|para \p{Lu})/iu.test(comma[1]!))) rest = rest.slice(0, comma.index);
    const title = rest.replace(/\s+(?:para el|para|due|by|antes del?|asignad[ao]s?|assigned to|a cargo de)\s+.*$/i, (tail) => (parseDateExpression(tail, "2000-01-03") || /asign|assign|cargo/i.test(tail) ? "" : tail)).replace(/[.?!¿¡]+$/g, "").trim();
    return title.length >= 2 ? title : undefined;
  }
  const title = rest.replace(titleStops, "").replace(/[.?!¿¡,;:]+$/g, "").trim();
  return title.length >= 2 ? title : undefined;
}

const levels: [RegExp, number][] = [
  [/\b(muy alt[oa]|critic[oa]|very high|critical|severe|sever[oa])\b/, 5],
  [/\b(alt[oa]|high|grande|major)\b/, 4],
  [/\b(medi[oa]|moderad[oa]|medium|moderate)\b/, 3],
  [/\b(muy baj[oa]|very low|minim[oa]|minimal)\b/, 1],
  [/\b(baj[oa]|low|menor|minor)\b/, 2],
];
function level(text: string | undefined): number | undefined {
  if (!text) return undefined;
  for (const [pattern, value] of levels) if (pattern.test(text)) return value;
  return undefined;
}

/** The first pattern (in order) whose captured word is a level. */
function levelOf(text: string, patterns: RegExp[]): number | undefined {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    const value = level(m?.[1]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Probability and impact (1–5) from 'probabilidad alta', 'impacto crítico', 'high impact', 'de alto impacto'. */
export function riskLevels(question: string): { probability: number; impact: number } {
  const t = fold(question);
  const probability = levelOf(t, [/\bprobabilidad\s+(?:es\s+|muy\s+)?(\w+)/, /\b((?:muy |very )?\w+)\s+probabilidad\b/, /\b((?:very )?\w+)\s+(?:probability|likelihood)\b/, /\b(?:probability|likelihood)\s+(?:is\s+)?(\w+)/]);
  const impact = levelOf(t, [/\bimpacto\s+(?:es\s+)?((?:muy )?\w+)/, /\b((?:muy )?\w+)\s+impacto\b/, /\b((?:very )?\w+)\s+impact\b/, /\bimpact\s+(?:is\s+)?(\w+)/]);
  // 'un riesgo alto' / 'a high risk' without saying which: both.
  const both = probability === undefined && impact === undefined ? levelOf(t, [/\b(?:riesgo|risk)\s+(?:es\s+)?((?:muy )?\w+)/, /\b((?:very )?\w+)\s+risk\b/]) : undefined;
  return { probability: probability ?? both ?? 3, impact: impact ?? both ?? 3 };
}

const connectors = /(?:\s+(?:en|in|to|for|para|del?|al|a|el|la|the|proyecto|project|asignad[ao]|assigned))+\s*$/i;

/** A free title ends where the project or person it names begins: 'Call the bank to Integración Bancaria'. */
function cutAtNames(title: string, named: (Named | undefined)[]): string | undefined {
  const folded = fold(title);
  let end = title.length;
  for (const item of named) {
    if (!item) continue;
    for (const word of words(item.name).filter((w) => w.length >= 3)) {
      const at = new RegExp(`(^|[^a-z0-9ñ])${word}([^a-z0-9ñ]|$)`).exec(folded);
      if (at && at.index > 0) end = Math.min(end, at.index + at[1]!.length);
    }
  }
  const cut = title.slice(0, end).replace(connectors, "").trim();
  return cut.length >= 2 ? cut : title;
}

const nameJoiners = new Set(["de", "del", "la", "las", "los", "el", "y", "e", "of", "and", "the"]);
const mentionConnectors = new Set(["en", "in", "to", "on", "el", "la", "the", "proyecto", "project", "de", "del", "al", "for", "into"]);

/** The text without its first mention of a project and the connectors before it ('en el proyecto Orión:' → ':'). */
function withoutMention(text: string, project: Named): string {
  const raw = text.split(/\s+/);
  const hits = raw.map((r) => words(r).length > 0 && words(r).every((w) => isStopWord(w) || findNamed(w, [project]) !== undefined) && words(r).some((w) => findNamed(w, [project]) !== undefined));
  // A stop word between two mention words is part of the name ('Red de Sensores').
  for (let i = 1; i + 1 < raw.length; i++) if (!hits[i] && hits[i - 1] && hits[i + 1] && words(raw[i]!).every((w) => nameJoiners.has(w))) hits[i] = true;
  // The run of mention words after a connector ('to Integración Bancaria'), not a word of the title ('Call the bank').
  const starts = hits.map((h, i) => (h && !hits[i - 1] ? i : -1)).filter((i) => i >= 0);
  const runEnd = (i: number) => {
    let e = i;
    while (e + 1 < raw.length && hits[e + 1]) e++;
    return e;
  };
  // The longest run (the whole name), then one after a connector, then the first.
  const ranked = [...starts].sort((a, b) => runEnd(b) - b - (runEnd(a) - a) || Number(b > 0 && mentionConnectors.has(fold(raw[b - 1]!))) - Number(a > 0 && mentionConnectors.has(fold(raw[a - 1]!))) || a - b);
  const start = ranked[0];
  if (start === undefined) return text;
  const end = runEnd(start);
  let from = start;
  while (from > 0 && mentionConnectors.has(fold(raw[from - 1]!))) from--;
  const tail = /[:;,.\-–]+$/.exec(raw[end]!)?.[0] ?? "";
  return [...raw.slice(0, from), ...(tail ? [tail] : []), ...raw.slice(end + 1)].join(" ");
}

export type ActionReading = {
  kind: ActionKind;
  /** A project the request names (the screen's project stands in otherwise). */
  project?: Named;
  person?: Named;
  /** A task of the project the request names (move, assign). */
  task?: Named;
  /** Whether the task was named by its whole title (or quoted), not by a word of it. */
  taskExact?: boolean;
  title?: string;
  range: DateRange | null;
  /** The request's language, read without its quoted title and names ('Move "Diseño"…' is English). */
  lang: Lang;
  probability: number;
  impact: number;
};

/**
 * What an action request asks for. `tasks` are the candidate tasks (of the named or screen's
 * project) for moves and assignments; a quoted title wins over a word of a title.
 */
export function readAction(question: string, today: string, names: { projects: readonly Named[]; people: readonly Named[]; tasks?: readonly Named[] }, kind = detectAction(question)): ActionReading | null {
  if (!kind) return null;
  const q = quoted(question);
  // A task named by its whole title is resolved first (decision 0930): its words are not a project's.
  const whole = !q && names.tasks && (kind === "move_due" || kind === "assign") ? findTask(question, names.tasks) : undefined;
  // A quoted title is not a project or person mention.
  const rest = q ? question.replace(q, " ") : whole ? withoutPhrase(question, whole.name) : question;
  const project = findNamed(rest, names.projects);
  const withoutProject = project ? words(rest).filter((w) => !words(project.name).includes(w)).join(" ") : rest;
  const person = findNamed(withoutProject, names.people, 3);
  const range = parseDateExpression(rest, today);
  let task: Named | undefined;
  if (names.tasks && (kind === "move_due" || kind === "assign")) {
    const exact = q ? names.tasks.find((t) => fold(t.name) === fold(q)) ?? findNamed(q, names.tasks, 3) : undefined;
    task = exact ?? whole ?? findNamed(person ? withoutProject.replace(new RegExp(words(person.name).join("|"), "g"), " ") : withoutProject, names.tasks, 4);
  }
  let title: string | undefined;
  // The project's mention ('en Orión', 'to the bank integration') is not part of a free title.
  const unnamed = project ? withoutMention(question, project) : question;
  if (kind === "create_task") title = q ?? freeTitle(unnamed, /\b(?:tarea|task|pendiente|to-?do)\b/i);
  if (kind === "add_risk") title = q ?? freeTitle(unnamed, /\b(?:riesgo|risk)\b(?:\s+(?:de que|that|of)(?=\s))?/i);
  if (title && !q) title = cutAtNames(title, [project, person]);
  const { probability, impact } = riskLevels(rest);
  const lang = detectLanguage(withoutNames(rest, [project, person, task]));
  return { kind, project, person, task, ...(task && (whole || (q && task === names.tasks?.find((t) => fold(t.name) === fold(q)))) ? { taskExact: true } : {}), title, range, lang, probability, impact };
}
