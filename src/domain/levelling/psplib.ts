// Reads PSPLIB's single-mode `.sm` files (Kolisch & Sprecher 1996): jobs with one mode, their
// successors, durations and demands on renewable resources, and the resources' availabilities.
// Activities are numbered from 0 here (PSPLIB numbers them from 1, the supersource first and the
// supersink last).

import { validateProblem, type Problem } from "./problem";

export function parsePsplibSm(text: string): Problem {
  const lines = text.split(/\r?\n/);
  const jobs = headerNumber(lines, /^jobs\s*\(incl\. supersource\/sink\s*\)\s*:\s*(\d+)/i);
  const renewable = headerNumber(lines, /^\s*-\s*renewable\s*:\s*(\d+)/i);
  const nonrenewable = optionalHeaderNumber(lines, /^\s*-\s*nonrenewable\s*:\s*(\d+)/i) ?? 0;
  const doubly = optionalHeaderNumber(lines, /^\s*-\s*doubly constrained\s*:\s*(\d+)/i) ?? 0;

  const successors: number[][] = Array.from({ length: jobs }, () => []);
  const precedence = sectionRows(lines, /^PRECEDENCE RELATIONS:/i);
  if (precedence.length !== jobs) throw new Error(`Expected ${jobs} precedence rows, found ${precedence.length}`);
  for (const row of precedence) {
    const [job, modes, count, ...next] = row;
    if (modes !== 1) throw new Error(`Job ${job} has ${modes} modes; only single-mode files are read`);
    if (next.length !== count) throw new Error(`Job ${job} lists ${next.length} successors, not ${count}`);
    successors[job! - 1] = next.map((j) => j - 1);
  }

  const durations = new Array<number>(jobs).fill(0);
  const demands: number[][] = Array.from({ length: jobs }, () => new Array<number>(renewable).fill(0));
  const requests = sectionRows(lines, /^REQUESTS\/DURATIONS:/i);
  if (requests.length !== jobs) throw new Error(`Expected ${jobs} request rows, found ${requests.length}`);
  for (const row of requests) {
    const [job, , duration, ...use] = row;
    if (use.length < renewable + nonrenewable + doubly) throw new Error(`Job ${job} lacks resource requests`);
    durations[job! - 1] = duration!;
    demands[job! - 1] = use.slice(0, renewable);
  }

  const availability = sectionRows(lines, /^RESOURCEAVAILABILITIES:/i);
  const capacities = availability[0]?.slice(0, renewable);
  if (!capacities || capacities.length !== renewable) throw new Error("Missing resource availabilities");

  const problem: Problem = { durations, successors, demands, capacities };
  validateProblem(problem);
  return problem;
}

function optionalHeaderNumber(lines: string[], pattern: RegExp): number | undefined {
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match) return Number(match[1]);
  }
  return undefined;
}

function headerNumber(lines: string[], pattern: RegExp): number {
  const value = optionalHeaderNumber(lines, pattern);
  if (value === undefined) throw new Error(`Not a PSPLIB .sm file (no line matches ${pattern.source})`);
  return value;
}

/** The rows of numbers of a section, up to the next line of asterisks (header lines skipped). */
function sectionRows(lines: string[], title: RegExp): number[][] {
  const start = lines.findIndex((line) => title.test(line.trim()));
  if (start < 0) throw new Error(`Not a PSPLIB .sm file (no section ${title.source})`);
  const rows: number[][] = [];
  for (let k = start + 1; k < lines.length; k++) {
    const line = lines[k]!.trim();
    if (line.startsWith("*")) break;
    if (!/^\d/.test(line)) continue;
    rows.push(line.split(/\s+/).map(Number));
  }
  return rows;
}
