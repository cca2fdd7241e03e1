import { isTypoOf } from "./fuzzy";
import type { Named } from "./intents";
import { fold, isStopWord, words } from "./text";

// Custom fields in the assistant (issue 23, decision 0926): '¿Qué tareas tienen Cliente = Pemex?',
// 'tasks where Área is Finanzas', and a task's own values when a question names the task. Pure:
// the workspace's field definitions and task titles come in, a reading goes out.

export type FieldDef = { id: string; name: string; type: string; options: readonly { id: string; label: string }[]; /** The text values the workspace's tasks have (decision 0930): 'tareas de Liverpool' without the field's name. */ values?: readonly string[] };
export type FieldQuery = {
  field: FieldDef;
  /** The value as the question wrote it (a choice as its label). */
  value: string;
  /** A choice's option id, when the field is a single or multiple choice. */
  optionId?: string;
  /** The question without the field's name and value, for reading the rest (a project it names). */
  rest: string;
  /** 'sin Cliente', 'Cliente vacío', 'with no Área': the tasks without a value (decision 0930). */
  empty?: boolean;
  /** A comparison written as words ('mayor a', 'más de', 'over', 'below'): number (and date) fields. */
  op?: "gt" | "lt";
};

const emptyBefore = /\b(sin|without|with no|no|missing|falta|les falta|sin asignar|no tienen|no tiene|do not have|don t have|does not have|doesn t have|have no|has no|lacking)\s*$/;
const emptyAfter = /^\s*(vacio|vacia|vacios|vacias|empty|blank|sin valor|sin llenar|sin definir|not set|unset|missing)\b/;
const greater = /^\s*(?:is |es |are |son |sea |de )?(?:>|mayor a|mayor que|mayores a|mas de|mas que|arriba de|por encima de|superior a|over|above|more than|greater than|at least|after|despues del?)\s+/;
const lesser = /^\s*(?:is |es |are |son |sea |de )?(?:<|menor a|menor que|menores a|menos de|menos que|debajo de|por debajo de|inferior a|under|below|less than|at most|before|antes del?)\s+/;

const norm = (text: string) => ` ${words(text).join(" ")} `;
// A question about tasks: a field's value alone ('tareas de Liverpool', 'tasks for Banorte') is a filter only then.
const aboutTasks = /\b(tareas?|tasks?|pendientes?|actividades|actividad|to ?dos?|trabajos?|work items?|entregables?|items?)\b/;
const CHOICE = new Set(["single_choice", "multi_choice"]);
// 'Cliente = Pemex', 'Cliente: Pemex', 'Cliente es Pemex', 'Área is Finanzas', 'Cliente igual a Pemex'.
const operator = /^\s*(?:==?|:|es igual a|igual a|es|sea|is equal to|equals|equal to|is|de|of)\s+/;

/** Where a field's name is in the (normalised) question: its exact words, or a single-word name with a typo. */
function findName(q: string, name: string): { start: number; end: number } | null {
  const n = words(name).join(" ");
  if (!n) return null;
  const at = q.indexOf(` ${n} `);
  if (at >= 0) return { start: at, end: at + n.length + 2 };
  if (n.includes(" ") || n.length < 4) return null;
  let offset = 0;
  for (const w of q.trim().split(" ")) {
    const start = q.indexOf(` ${w} `, offset);
    offset = start + w.length + 1;
    if (w.length >= 4 && isTypoOf(w, n)) return { start, end: start + w.length + 2 };
  }
  return null;
}

/** A question that asks for the tasks with a field's value, or null. A choice is met by its label anywhere; other types need an operator ('=', ':', 'es', 'is'). */
export function readFieldQuery(question: string, fields: readonly FieldDef[]): FieldQuery | null {
  const q = norm(question);
  // '=' and ':' are not words: keep them as operators.
  const withOps = ` ${fold(question).replace(/([=:])/g, " $1 ").replace(/[^a-z0-9ñ=:\s]/g, " ").replace(/\s+/g, " ").trim()} `;
  const sorted = [...fields].sort((a, b) => b.name.length - a.name.length);
  for (const field of sorted) {
    const spot = findName(q, field.name);
    if (!spot) continue;
    const without = `${q.slice(0, spot.start)} ${q.slice(spot.end)}`;
    if (emptyBefore.test(q.slice(0, spot.start)) || emptyAfter.test(q.slice(spot.end - 1))) return { field, value: "", empty: true, rest: without.trim() };
    if (field.type === "number" || field.type === "date") {
      const after = fold(question).replace(/[^a-z0-9ñ<>.,\-\s]/g, " ").replace(/\s+/g, " ");
      const at = findName(` ${after} `, field.name);
      const tail = at ? ` ${after} `.slice(at.end - 1) : "";
      const cmp = greater.exec(tail) ?? lesser.exec(tail);
      const value = cmp ? /^[\d.,-]+/.exec(tail.slice(cmp[0].length))?.[0]?.replace(/,/g, "") : undefined;
      if (cmp && value) return { field, value, op: greater.test(tail) ? "gt" : "lt", rest: without.trim() };
    }
    if (CHOICE.has(field.type)) {
      const options = [...field.options].sort((a, b) => b.label.length - a.label.length);
      const option =
        options.find((o) => words(o.label).length && without.includes(` ${words(o.label).join(" ")} `)) ??
        options.find((o) => words(o.label).length === 1 && words(o.label)[0]!.length >= 5 && without.trim().split(" ").some((w) => isTypoOf(w, words(o.label)[0]!)));
      if (option) return { field, value: option.label, optionId: option.id, rest: without.replace(` ${words(option.label).join(" ")} `, " ").trim() };
      continue;
    }
    const nameSpot = findName(withOps, field.name);
    if (!nameSpot) continue;
    const after = withOps.slice(nameSpot.end - 1);
    const op = operator.exec(after);
    if (!op) continue;
    // The value runs to the end, or to a connector that starts another part of the question.
    const value = after
      .slice(op[0].length)
      .replace(/\s+(?:en el proyecto|en|del proyecto|in project|in the|in|on|y|and|que|which|that)\s.*$/, "")
      .replace(/[=:]/g, " ")
      .trim();
    if (!value || words(value).every(isStopWord)) continue;
    return { field, value: original(question, value), rest: `${withOps.slice(0, nameSpot.start)} ${after.slice(op[0].length + value.length)}`.replace(/[=:]/g, " ").trim() };
  }
  // No field named (decision 0930): a value of one, when the question is about tasks. A choice's
  // label or a text value the workspace's tasks have, whole words, 3+ letters, the longest first.
  if (!aboutTasks.test(q)) return null;
  const candidates = fields.flatMap((field) =>
    CHOICE.has(field.type)
      ? field.options.map((o) => ({ field, value: o.label, optionId: o.id as string | undefined }))
      : field.type === "text" ? (field.values ?? []).map((v) => ({ field, value: v, optionId: undefined as string | undefined })) : [],
  );
  candidates.sort((a, b) => b.value.length - a.value.length);
  for (const c of candidates) {
    const v = words(c.value).join(" ");
    if (v.length < 2 || words(c.value).every(isStopWord) || !q.includes(` ${v} `)) continue;
    // A short label ('TI') only as written, so an ordinary word ('para ti') is not read as it.
    if (v.length <= 3 && !new RegExp(`(^|[^\\p{L}])${c.value.trim()}([^\\p{L}]|$)`, "u").test(question)) continue;
    let rest = q.replace(` ${v} `, " ");
    const spot = findName(rest, c.field.name);
    if (spot) rest = `${rest.slice(0, spot.start)} ${rest.slice(spot.end)}`;
    return { field: c.field, value: c.value, ...(c.optionId ? { optionId: c.optionId } : {}), rest: rest.trim() };
  }
  return null;
}

/** The words of `folded` as the question wrote them ('coca cola' → 'Coca-Cola'), or `folded` itself. */
function original(question: string, folded: string): string {
  const want = words(folded);
  const found = [...question.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ word: fold(m[0]), start: m.index, end: m.index + m[0].length }));
  for (let i = 0; i + want.length <= found.length; i++) {
    if (want.every((w, k) => found[i + k]!.word === w)) return question.slice(found[i]!.start, found[i + want.length - 1]!.end);
  }
  return folded;
}

/** Whether a task's value (as people read it: choice labels, a person's name, a number or a day) is the one asked for. */
export function valueMatches(query: FieldQuery, value: { optionIds?: readonly string[]; text: string }): boolean {
  if (query.op) {
    const [have, want] = [value.text, query.value].map((x) => (/^\d{4}-\d{2}-\d{2}$/.test(x) ? Date.parse(x) : Number(x)));
    return Number.isFinite(have) && Number.isFinite(want) && (query.op === "gt" ? have! > want! : have! < want!);
  }
  if (query.optionId) return value.optionIds?.includes(query.optionId) ?? false;
  const want = words(query.value).join(" ");
  const have = words(value.text).join(" ");
  if (!want || !have) return false;
  if (want === have || ` ${have} `.includes(` ${want} `)) return true;
  // A text value with a typo in the question ('Pemez'): one word, close enough.
  return !want.includes(" ") && !have.includes(" ") && isTypoOf(want, have);
}

/** The task a question names by its whole title (or between quotes), the longest title first. */
export function findTask<T extends Named>(question: string, tasks: readonly T[]): T | undefined {
  const q = norm(question);
  let best: T | undefined;
  for (const task of tasks) {
    const title = words(task.name).join(" ");
    // A one-word title is too easily an ordinary word: only a title of two words or 8+ letters.
    if (!title || (!title.includes(" ") && title.length < 8)) continue;
    if (q.includes(` ${title} `) && (!best || title.length > words(best.name).join(" ").length)) best = task;
  }
  return best;
}
