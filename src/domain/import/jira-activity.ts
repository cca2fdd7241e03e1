import { parseDateCell } from "./values";

// Jira's activity on an issue (decision 1221): comments and work logs, as its CSV export writes
// them in repeated "Comment" and "Log Work" columns, and as its REST API answers them (flattened
// into the same cells by jira-json.ts).
//   Comment:  "15/Dec/26 10:30 AM;ana.lopez;Texto del comentario; puede llevar punto y coma"
//   Log Work: "Revisé el XML;15/Dec/26 10:30 AM;ana.lopez;5400" (comment;started;author;seconds)
// The CSV carries no time zone: a time without one is read in Mexico City's (UTC−6, no DST).

export type JiraComment = { at: string; author: string; body: string };
export type JiraWorklog = { date: string; minutes: number; author: string; note: string };

const MX_OFFSET = "-06:00";

/** An instant (ISO) from Jira's "15/Dec/26 10:30 AM", "15/dic/26 10:30 a. m." or an ISO date-time; undefined when unreadable. */
export function parseJiraDateTime(raw: string): string | undefined {
  const text = raw.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (iso) {
    const zone = iso[5] ? (iso[5] === "Z" ? "Z" : iso[5].replace(/^([+-]\d{2})(\d{2})$/, "$1:$2")) : MX_OFFSET;
    const at = new Date(`${iso[1]}T${iso[2]}:${iso[3]}:${iso[4] ?? "00"}${zone}`);
    return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
  }
  const date = parseDateCell(text, "dmy");
  if (!date) return undefined;
  const time = /(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap])?\.?\s?(m\.?)?\s*$/i.exec(text);
  let hours = time ? Number(time[1]) : 12;
  const minutes = time ? Number(time[2]) : 0;
  const half = time?.[3]?.toLowerCase();
  if (half === "p" && hours < 12) hours += 12;
  if (half === "a" && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return undefined;
  const at = new Date(`${date}T${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:00${MX_OFFSET}`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** One "Comment" cell; null when it is not date;author;body. */
export function parseJiraComment(cell: string): JiraComment | null {
  const first = cell.indexOf(";");
  const second = first < 0 ? -1 : cell.indexOf(";", first + 1);
  if (second < 0) return null;
  const at = parseJiraDateTime(cell.slice(0, first));
  const author = cell.slice(first + 1, second).trim();
  const body = cell.slice(second + 1).trim();
  if (!at || !author || !body) return null;
  return { at, author, body: body.slice(0, 10_000) };
}

/**
 * One "Log Work" cell; null when it is not comment;started;author;seconds or the time is not a
 * whole number of minutes between 1 and a day (Rumbo's time entries are per day).
 */
export function parseJiraWorklog(cell: string): JiraWorklog | null {
  const parts = cell.split(";");
  if (parts.length < 4) return null;
  const seconds = Number(parts.at(-1)!.trim());
  const author = parts.at(-2)!.trim();
  const started = parts.at(-3)!;
  const note = parts.slice(0, -3).join(";").trim();
  const at = parseJiraDateTime(started);
  if (!at || !author || !Number.isFinite(seconds)) return null;
  const minutes = Math.round(seconds / 60);
  if (minutes < 1 || minutes > 1440) return null;
  // The day the work was done, in the zone the time was read in.
  const date = parseDateCell(started.trim(), "dmy") ?? at.slice(0, 10);
  return { date, minutes, author, note: note.slice(0, 2000) };
}
