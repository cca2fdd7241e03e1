import { writeFileSync } from "node:fs";
import { findNamed, maskNames } from "../src/domain/assistant/intents";
import { words } from "../src/domain/assistant/text";
import { blind3 } from "./assistant-eval/blind3";
import { cases } from "./assistant-eval/cases";
import { projectSeed } from "./assistant-eval/workspace";

// Writes src/domain/assistant/training-phrases.json (decision 0907, 0930): the evaluation set's
// phrasings (cases.ts, and blind3 once it was scored: issue 19) with the workspace's names masked,
// folded, by the model's label. The held-out, blind, blind2 and held-out 2 sets are never written
// here. `npx tsx scripts/assistant-training-phrases.ts`.

const labels = new Set(["due_date", "at_risk", "overloaded", "overdue_tasks", "forecast", "changes", "budget", "memory", "help"]);
const projects = Object.entries(projectSeed).map(([id, p]) => ({ id, name: p.name }));
const people = ["Ana Torres", "Luis Pérez", "María González", "Jorge Ramírez", "Sofía Herrera"].map((name) => ({ id: name, name }));

const out: Record<string, string[]> = {};
for (const c of [...cases, ...blind3]) {
  const label = c.intent === null ? "none" : labels.has(c.intent) ? c.intent : undefined;
  if (!label) continue;
  const project = findNamed(c.question, projects);
  const person = findNamed(c.question, people.filter((p) => !project || p.name !== project.name), 3);
  const text = words(maskNames(c.question, project, person)).join(" ");
  const list = (out[label] ??= []);
  if (text && !list.includes(text)) list.push(text);
}
writeFileSync(new URL("../src/domain/assistant/training-phrases.json", import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
console.log(Object.entries(out).map(([k, v]) => `${k} ${v.length}`).join(", "));
