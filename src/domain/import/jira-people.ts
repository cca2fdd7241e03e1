import { fold } from "./fold";

// Jira Cloud's CSV names the authors of comments and work logs (and sometimes the reporter and
// watchers) by Atlassian account id, e.g. "557058:0f2c9e1a-…" or "5b10ac8d82e05b22cc7d4ef5". The
// same file pairs people's names with their ids in other columns ("Assignee" / "Assignee Id",
// "Reporter" / "Reporter Id", "Creator" / "Creator Id", repeated "Watchers" / "Watchers Id"):
// those pairs make an id → name map, and the name then finds the member as any other (decision 1233).

/** The id column of a person column, in Jira's English ("Assignee Id") or Spanish ("Id. de Responsable") header. */
function idColumnsOf(columns: string[]): [nameColumn: string, idColumn: string][] {
  const base = (c: string) => c.replace(/ \(\d+\)$/, "");
  const repeat = (c: string) => /\((\d+)\)$/.exec(c)?.[1] ?? "1";
  const pairs: [string, string][] = [];
  for (const idColumn of columns) {
    const folded = fold(base(idColumn));
    const person = folded.endsWith(" id") ? folded.slice(0, -3) : /^id (?:de |del )?(.+)$/.exec(folded)?.[1];
    if (!person) continue;
    // The n-th repeat of "Watchers Id" pairs with the n-th "Watchers".
    const nameColumn = columns.find((c) => c !== idColumn && fold(base(c)) === person && repeat(c) === repeat(idColumn));
    if (nameColumn) pairs.push([nameColumn, idColumn]);
  }
  return pairs;
}

/** Every account id the file names beside a person's name: id → name. Empty when the file has no such pairs. */
export function jiraAccountNames(columns: string[], rows: Record<string, unknown>[]): Map<string, string> {
  const names = new Map<string, string>();
  const pairs = idColumnsOf(columns);
  if (pairs.length === 0) return names;
  for (const row of rows) {
    for (const [nameColumn, idColumn] of pairs) {
      const id = String(row[idColumn] ?? "").trim();
      const name = String(row[nameColumn] ?? "").trim();
      // Numbers are issue ids ("Issue id", "Parent id"), never people.
      if (id && name && id !== name && !/^\d+$/.test(id) && !names.has(id)) names.set(id, name);
    }
  }
  return names;
}
