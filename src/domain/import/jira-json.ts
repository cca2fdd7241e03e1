// Jira's REST answer (GET /rest/api/2|3/search, `{ issues: [{ key, id, fields }] }`, decision 1221)
// read as the rows its CSV export would give, under the CSV's column names, so one mapping and one
// reader serve both: people by e-mail (else display name), descriptions and comments in Atlassian
// Document Format as plain text, comments and work logs in the CSV's cell shapes.

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : undefined);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

export function isJiraSearch(data: unknown): boolean {
  const issues = obj(data)?.issues;
  return Array.isArray(issues) && issues.length > 0 && issues.every((i) => !!obj(i) && typeof obj(i)!.key === "string" && !!obj(obj(i)!.fields));
}

/** Plain text from a string or an Atlassian Document Format node (REST API v3). */
export function adfText(node: unknown): string {
  if (typeof node === "string") return node;
  const n = obj(node);
  if (!n) return "";
  if (n.type === "text") return str(n.text);
  if (n.type === "hardBreak") return "\n";
  if (n.type === "mention") return str(obj(n.attrs)?.text);
  const inner = arr(n.content).map(adfText);
  const block = ["paragraph", "heading", "listItem", "blockquote", "codeBlock"].includes(str(n.type));
  return block ? `${inner.join("")}\n` : inner.join("");
}

const clean = (text: string) => text.replace(/\n{3,}/g, "\n\n").trim();
const person = (p: unknown) => str(obj(p)?.emailAddress) || str(obj(p)?.displayName) || str(obj(p)?.name);
const named = (v: unknown) => str(obj(v)?.name) || str(obj(v)?.value);

const fixed = ["Summary", "Issue key", "Issue id", "Issue Type", "Status", "Priority", "Assignee", "Reporter", "Created", "Due Date", "Labels", "Description", "Parent", "Original Estimate", "Sprint", "Custom field (Story Points)", "Custom field (Epic Link)", "Inward issue link (Blocks)", "Outward issue link (Blocks)", "Watchers"] as const;

export function flattenJira(data: unknown): { columns: string[]; rows: Record<string, unknown>[] } {
  const root = obj(data)!;
  // With `expand=names` the answer names each custom field: story points and the epic link are found by name.
  const names = obj(root.names) ?? {};
  const fieldNamed = (...wanted: string[]) => Object.keys(names).find((k) => wanted.includes(str(names[k]).toLowerCase()));
  const pointsField = fieldNamed("story points", "story point estimate");
  const epicField = fieldNamed("epic link");
  let comments = 0;
  let worklogs = 0;
  const rows = arr(root.issues).map((raw) => {
    const issue = obj(raw)!;
    const f = obj(issue.fields)!;
    const links = arr(f.issuelinks).map(obj).filter((l) => l && /^blocks$/i.test(named(l.type)));
    // A sprint field holds objects with a name and a state; the last is where the issue is now.
    const sprint = Object.values(f).flatMap((v) => (Array.isArray(v) && v.length && v.every((s) => obj(s) && "state" in obj(s)! && "name" in obj(s)!) ? [named(v.at(-1))] : []))[0] ?? "";
    const watchers = arr(obj(f.watches)?.watchers ?? f.watchers).map(person).filter(Boolean);
    const row: Record<string, unknown> = {
      Summary: str(f.summary),
      "Issue key": str(issue.key),
      "Issue id": str(issue.id),
      "Issue Type": named(f.issuetype),
      Status: named(f.status),
      Priority: named(f.priority),
      Assignee: person(f.assignee),
      Reporter: person(f.reporter),
      Created: str(f.created),
      "Due Date": str(f.duedate),
      Labels: arr(f.labels).map(str).filter(Boolean).join(", "),
      Description: clean(adfText(f.description)),
      Parent: str(obj(f.parent)?.key),
      "Original Estimate": str(f.timeoriginalestimate),
      Sprint: sprint,
      "Custom field (Story Points)": pointsField ? str(f[pointsField]) : "",
      "Custom field (Epic Link)": epicField ? str(f[epicField]) : "",
      "Inward issue link (Blocks)": links.flatMap((l) => (obj(l!.inwardIssue) ? [str(obj(l!.inwardIssue)!.key)] : [])).join(", "),
      "Outward issue link (Blocks)": links.flatMap((l) => (obj(l!.outwardIssue) ? [str(obj(l!.outwardIssue)!.key)] : [])).join(", "),
      Watchers: watchers.join(", "),
    };
    arr(obj(f.comment)?.comments).forEach((c, i) => {
      const comment = obj(c);
      if (!comment) return;
      row[i ? `Comment (${i + 1})` : "Comment"] = `${str(comment.created)};${person(comment.author)};${clean(adfText(comment.body))}`;
      comments = Math.max(comments, i + 1);
    });
    arr(obj(f.worklog)?.worklogs).forEach((w, i) => {
      const log = obj(w);
      if (!log) return;
      row[i ? `Log Work (${i + 1})` : "Log Work"] = `${clean(adfText(log.comment)).replace(/\n/g, " ")};${str(log.started)};${person(log.author)};${str(log.timeSpentSeconds)}`;
      worklogs = Math.max(worklogs, i + 1);
    });
    return row;
  });
  const repeated = (base: string, n: number) => Array.from({ length: n }, (_, i) => (i ? `${base} (${i + 1})` : base));
  const columns = [...fixed, ...repeated("Comment", comments), ...repeated("Log Work", worklogs)];
  return { columns, rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? ""]))) };
}
