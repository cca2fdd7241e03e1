import { and, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { geneticsRuns, projectGenomes } from "../../../db/schema/genetics";
import { projectTasks, projects, sprints, taskEvents } from "../../../db/schema/projects";
import { calibrate, type HistoryPoint } from "../../../domain/genetics/calibrate";
import type { EvolutionResultDto, GeneticsRun, ProjectGenome, SetTraits } from "../../../domain/genetics/contract";
import { clampGenome, type Objective, type Problem } from "../../../domain/genetics/evolve";
import { readGenome, type GenomeEvent, type GenomeFacts, type GenomeTask } from "../../../domain/genetics/genome";
import { coefficientOfVariation, mean, quantile } from "../../../domain/genetics/stats";
import { familyOf, geneKeys, type GeneKey, type Genome, type TraitValues } from "../../../domain/genetics/traits";
import { dayToDate, toDay } from "../../../domain/intelligence/dates";
import { seedFromString } from "../../../domain/intelligence/random";
import type { Actor } from "../../actor";
import { conflict, HttpError, notFound } from "../../errors";
import { findProject, type ProjectRef, type ProjectRow } from "../../shared/projects";
import { evolveInWorker, type RunningEvolution } from "./run-in-worker";

// Project genetics (issue 20, decision 1001): the genome read from a project's records, the traits
// a manager sets, the evolution run in a worker thread and the adoption of its suggestion.

const TIME_ZONE = "America/Mexico_City";
const CALIBRATION_WEEKS = 26;
const DAY_MS = 86_400_000;
const IN_PROGRESS = "En progreso";

type ProjectData = { facts: GenomeFacts; history: HistoryPoint[]; open: { ageDays: number; inProgress: boolean }[] };

/** Everything the genome and the simulation need about some projects, in four queries. */
async function loadProjectData(db: Db, rows: ProjectRow[], now: Date): Promise<Map<string, ProjectData>> {
  const ids = rows.map((r) => r.id);
  const out = new Map<string, ProjectData>();
  if (!ids.length) return out;
  const since = new Date(now.getTime() - 2 * CALIBRATION_WEEKS * 7 * DAY_MS);
  const [tasks, sprintRows, events, setRows] = await Promise.all([
    db
      .select({ id: projectTasks.id, projectId: projectTasks.projectId, createdAt: projectTasks.createdAt, completedAt: projectTasks.completedAt, status: projectTasks.status, type: projectTasks.type, sprintId: projectTasks.sprintId, assignee: projectTasks.assigneeResourceId, storyPoints: projectTasks.storyPoints, estimateHours: projectTasks.estimateHours })
      .from(projectTasks)
      .where(inArray(projectTasks.projectId, ids)),
    db.select({ id: sprints.id, projectId: sprints.projectId, startDate: sprints.startDate, endDate: sprints.endDate, status: sprints.status }).from(sprints).where(inArray(sprints.projectId, ids)),
    db
      .select({ taskId: taskEvents.taskId, projectId: taskEvents.projectId, from: taskEvents.fromStatus, to: taskEvents.toStatus, at: taskEvents.occurredAt })
      .from(taskEvents)
      .where(and(inArray(taskEvents.projectId, ids), gte(taskEvents.occurredAt, since))),
    db.select().from(projectGenomes).where(inArray(projectGenomes.projectId, ids)),
  ]);
  const asOf = toDay(now, TIME_ZONE) as number;
  for (const row of rows) {
    const set = (setRows.find((s) => s.projectId === row.id)?.traits ?? {}) as Partial<TraitValues>;
    const own = tasks.filter((t) => t.projectId === row.id);
    const genomeTasks: GenomeTask[] = own.map((t) => ({
      created: toDay(t.createdAt, TIME_ZONE) as number,
      completed: t.completedAt ? (toDay(t.completedAt, TIME_ZONE) as number) : null,
      status: t.status,
      type: t.type,
      sprintId: t.sprintId,
      assignee: t.assignee,
      storyPoints: t.storyPoints,
      estimateHours: t.estimateHours,
    }));
    const genomeEvents: GenomeEvent[] = events.filter((e) => e.projectId === row.id).map((e) => ({ taskId: e.taskId, from: e.from, to: e.to, day: toDay(e.at, TIME_ZONE) as number }));
    const projectSprints = sprintRows
      .filter((s) => s.projectId === row.id && s.status !== "cancelled")
      .map((s) => ({ id: s.id, start: toDay(s.startDate) as number, end: toDay(s.endDate) as number }));
    out.set(row.id, {
      facts: { asOf, tasks: genomeTasks, sprints: projectSprints, events: genomeEvents, boardWipLimits: row.boardWipLimits ?? {}, set },
      history: genomeTasks.map((t) => ({ created: t.created, completed: t.completed })),
      open: own.filter((t) => !t.completedAt).map((t) => ({ ageDays: Math.max(0, asOf - (toDay(t.createdAt, TIME_ZONE) as number)), inProgress: t.status === IN_PROGRESS })),
    });
  }
  return out;
}

function faredOf(data: ProjectData, onTime: number | null): ProjectGenome["fared"] {
  const asOf = data.facts.asOf;
  const start = asOf - 12 * 7 + 1;
  const weekly = Array.from({ length: 12 }, (_, w) => ({ weekStart: dayToDate(start + w * 7), count: 0 }));
  const cycles: number[] = [];
  for (const t of data.history) {
    if (t.completed === null || t.completed < start || t.completed > asOf) continue;
    weekly[Math.floor((t.completed - start) / 7)]!.count++;
    cycles.push(t.completed - t.created);
  }
  const counts = weekly.map((w) => w.count);
  const any = cycles.length > 0;
  return {
    weekly,
    meanWeeklyThroughput: any ? round1(mean(counts)) : null,
    cycleTimeP50Days: any ? round1(quantile(cycles, 0.5)) : null,
    cycleTimeP85Days: any ? round1(quantile(cycles, 0.85)) : null,
    throughputVariation: any ? round2(coefficientOfVariation(counts)) : null,
    onTimeProbability: onTime,
    completed: cycles.length,
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

function calibrationOf(data: ProjectData, values: TraitValues) {
  const to = data.facts.asOf + 1;
  return calibrate({
    items: data.history,
    from: to - CALIBRATION_WEEKS * 7,
    to,
    genome: genomeOf(values),
    teamSize: values.teamSize,
    plannedShare: values.plannedShare,
    reworkShare: values.reworkShare,
    seed: seedFromString(`${data.facts.asOf}`),
  });
}

function genomeOf(values: TraitValues): Genome {
  return { sprintLengthDays: values.sprintLengthDays, wipLimit: values.wipLimit, releaseCadenceDays: values.releaseCadenceDays, interruptions: values.interruptions };
}

function toProjectGenome(row: ProjectRow, data: ProjectData): ProjectGenome {
  const read = readGenome(data.facts);
  const insights = row.predictiveInsights as { forecast?: { status?: string; probabilityOnTime?: number | null } } | null;
  const onTime = insights?.forecast?.status === "ok" ? (insights.forecast.probabilityOnTime ?? null) : null;
  const fared = faredOf(data, onTime);
  const window = data.history.filter((h) => h.completed !== null && h.completed > data.facts.asOf - CALIBRATION_WEEKS * 7).length;
  const reasons = window < 8 ? ["too_few_completed"] : [];
  return { projectId: row.id, name: row.name, dueDate: row.dueDate, family: familyOf(genomeOf(read.values)), traits: read.traits, fared, canRun: reasons.length === 0, calibrationReasons: reasons };
}

export async function portfolioGenomes(db: Db, actor: Actor) {
  const rows = await db.select().from(projects).where(eq(projects.workspaceId, actor.workspaceId)).orderBy(projects.name);
  const data = await loadProjectData(db, rows, new Date());
  return { items: rows.map((row) => toProjectGenome(row, data.get(row.id) as ProjectData)) };
}

export async function projectGenome(db: Db, actor: Actor, ref: ProjectRef): Promise<ProjectGenome> {
  const row = await findProject(db, actor, ref);
  const data = await loadProjectData(db, [row], new Date());
  return toProjectGenome(row, data.get(row.id) as ProjectData);
}

export async function setTraits(db: Db, actor: Actor, ref: ProjectRef, body: SetTraits): Promise<ProjectGenome> {
  const row = await findProject(db, actor, ref);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(projectGenomes).where(eq(projectGenomes.projectId, row.id)).for("update");
    const traits: Record<string, number | string> = { ...(existing?.traits ?? {}) };
    for (const [key, value] of Object.entries(body)) {
      if (value === null) delete traits[key];
      else if (value !== undefined) traits[key] = value;
    }
    await tx
      .insert(projectGenomes)
      .values({ projectId: row.id, workspaceId: row.workspaceId, traits, updatedBy: actor.userId })
      .onConflictDoUpdate({ target: projectGenomes.projectId, set: { traits, updatedBy: actor.userId, updatedAt: new Date() } });
  });
  return projectGenome(db, actor, row.id);
}

// ---- evolution runs ------------------------------------------------------------------------

const live = new Map<string, RunningEvolution>();
/** Each live run's whole ending: the worker's answer and the row's last write. */
const completions = new Map<string, Promise<void>>();

type RunRow = typeof geneticsRuns.$inferSelect;

function toApiRun(r: RunRow): GeneticsRun {
  // A run that says "running" with no worker in this process was cut short by a restart.
  const orphan = r.status === "running" && !live.has(r.id);
  return {
    id: r.id,
    projectId: r.projectId,
    objective: r.objective as Objective,
    seed: r.seed,
    population: r.population,
    generations: r.generations,
    runsPerGenome: r.runsPerGenome,
    status: orphan ? "failed" : (r.status as GeneticsRun["status"]),
    generation: r.generation,
    history: r.history,
    startGenome: r.startGenome as Genome,
    result: (r.result as EvolutionResultDto | null) ?? null,
    error: orphan ? "interrupted" : r.error,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    adoptedGenes: (r.adoptedGenes as GeneKey[] | null) ?? null,
    adoptedAt: r.adoptedAt?.toISOString() ?? null,
    adoptedBy: r.adoptedBy,
    outcome: null,
  };
}

/**
 * What happened after an adoption, measured as the simulation scores a genome: the weekly
 * throughput since that day, and the cycle time (creation → completion) of the tasks completed
 * since, with the tasks still open counted at their age (so work left waiting is not hidden).
 */
async function outcomeSince(db: Db, projectId: string, since: Date, now: Date): Promise<NonNullable<GeneticsRun["outcome"]>> {
  const rows = await db.select({ createdAt: projectTasks.createdAt, completedAt: projectTasks.completedAt }).from(projectTasks).where(eq(projectTasks.projectId, projectId));
  const done = rows.filter((r) => r.completedAt && r.completedAt >= since);
  const open = rows.filter((r) => !r.completedAt);
  const cycles = [...done.map((r) => (r.completedAt!.getTime() - r.createdAt.getTime()) / DAY_MS), ...open.map((r) => (now.getTime() - r.createdAt.getTime()) / DAY_MS)];
  const days = Math.floor((now.getTime() - since.getTime()) / DAY_MS);
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return {
    since: since.toISOString(),
    days,
    completed: done.length,
    open: open.length,
    observed: {
      // A throughput needs a whole week to mean anything.
      meanWeeklyThroughput: days >= 7 ? round1(done.length / (days / 7)) : null,
      medianCycleDays: cycles.length ? round1(quantile(cycles, 0.5)) : null,
      p85CycleDays: cycles.length ? round1(quantile(cycles, 0.85)) : null,
    },
  };
}

export async function listRuns(db: Db, actor: Actor, ref: ProjectRef) {
  const row = await findProject(db, actor, ref);
  const rows = await db.select().from(geneticsRuns).where(eq(geneticsRuns.projectId, row.id)).orderBy(desc(geneticsRuns.createdAt)).limit(20);
  return { items: rows.map(toApiRun) };
}

async function findRun(db: Db, projectId: string, runId: string): Promise<RunRow> {
  if (!/^[0-9a-f-]{36}$/i.test(runId)) throw notFound();
  const [run] = await db.select().from(geneticsRuns).where(and(eq(geneticsRuns.id, runId), eq(geneticsRuns.projectId, projectId)));
  if (!run) throw notFound();
  return run;
}

export async function getRun(db: Db, actor: Actor, ref: ProjectRef, runId: string) {
  const row = await findProject(db, actor, ref);
  const run = await findRun(db, row.id, runId);
  const api = toApiRun(run);
  return run.adoptedAt ? { ...api, outcome: await outcomeSince(db, row.id, run.adoptedAt, new Date()) } : api;
}

export type StartEvolution = { objective: Objective; seed?: number | undefined; population: number; generations: number; runs: number };

export async function startRun(db: Db, actor: Actor, ref: ProjectRef, body: StartEvolution, onSettled?: (runId: string) => void): Promise<GeneticsRun> {
  const row = await findProject(db, actor, ref);
  const data = (await loadProjectData(db, [row], new Date())).get(row.id) as ProjectData;
  const read = readGenome(data.facts);
  const calibration = calibrationOf(data, read.values);
  if (!calibration) throw new HttpError(422, "not_enough_history", "genetics.not_enough_history");
  const asOf = data.facts.asOf;
  const dueDay = row.dueDate ? (toDay(row.dueDate) as number) : null;
  const dueInDays = dueDay !== null && dueDay > asOf ? dueDay - asOf : null;
  if (body.objective === "due_date" && (dueInDays === null || data.open.length === 0)) throw new HttpError(422, "no_due_date", "genetics.no_due_date");
  const horizonDays = Math.min(182, Math.max(56, dueInDays !== null ? dueInDays + 28 : 84));
  const current = clampGenome(genomeOf(read.values));
  const problem: Problem = { environment: calibration.environment, initial: data.open, horizonDays, dueInDays, objective: body.objective, current };
  const seed = body.seed ?? seedFromString(`${row.id}:${asOf}`) % 2_147_483_647;
  const [run] = await db
    .insert(geneticsRuns)
    .values({ workspaceId: row.workspaceId, projectId: row.id, createdBy: actor.userId, objective: body.objective, seed, population: body.population, generations: body.generations, runsPerGenome: body.runs, startGenome: current })
    .returning();
  const created = run as RunRow;
  const history: { generation: number; best: number; mean: number }[] = [];
  let writing = Promise.resolve();
  const running = evolveInWorker({ problem, options: { seed, population: body.population, generations: body.generations, runs: body.runs } }, (stats) => {
    history.push({ generation: stats.generation, best: stats.best, mean: stats.mean });
    const snapshot = [...history];
    writing = writing.then(() => db.update(geneticsRuns).set({ generation: stats.generation + 1, history: snapshot }).where(eq(geneticsRuns.id, created.id)).then(() => undefined)).catch(() => undefined);
  });
  live.set(created.id, running);
  const completion = running.done
    .then(async ({ result, elapsedMs }) => {
      await writing;
      const dto: EvolutionResultDto = {
        ...result,
        horizonDays,
        dueInDays,
        elapsedMs: Math.round(elapsedMs),
        calibration: { completed: calibration.observed.completed, weeks: calibration.observed.weeks, misfit: round2(calibration.misfit), observed: pick3(calibration.observed), simulated: pick3(calibration.simulated) },
      };
      await db.update(geneticsRuns).set({ status: result.stopped ? "stopped" : "done", result: dto, generation: result.generationsRun, finishedAt: new Date() }).where(eq(geneticsRuns.id, created.id));
    })
    .catch(async (error: Error) => {
      await writing;
      await db.update(geneticsRuns).set({ status: "failed", error: error.message.slice(0, 500), finishedAt: new Date() }).where(eq(geneticsRuns.id, created.id)).catch(() => undefined);
    })
    .finally(() => {
      live.delete(created.id);
      completions.delete(created.id);
      onSettled?.(created.id);
    });
  completions.set(created.id, completion);
  return toApiRun(created);
}

const pick3 = (x: { meanWeeklyThroughput: number; medianLeadDays: number; p85LeadDays: number }) => ({ meanWeeklyThroughput: round2(x.meanWeeklyThroughput), medianLeadDays: round1(x.medianLeadDays), p85LeadDays: round1(x.p85LeadDays) });

export async function stopRun(db: Db, actor: Actor, ref: ProjectRef, runId: string) {
  const row = await findProject(db, actor, ref);
  const run = await findRun(db, row.id, runId);
  const running = live.get(run.id);
  if (run.status !== "running" || !running) throw conflict("genetics.not_running");
  running.stop();
  return toApiRun(run);
}

/** Waits for a run's worker to finish (tests, shutdown). */
export async function settled(runId: string): Promise<void> {
  await completions.get(runId);
}

export async function adoptRun(db: Db, actor: Actor, ref: ProjectRef, runId: string, genes: GeneKey[]) {
  const row = await findProject(db, actor, ref);
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(geneticsRuns).where(and(eq(geneticsRuns.id, runId), eq(geneticsRuns.projectId, row.id))).for("update");
    if (!run || !/^[0-9a-f-]{36}$/i.test(runId)) throw notFound();
    const result = run.result as EvolutionResultDto | null;
    if (!result || (run.status !== "done" && run.status !== "stopped")) throw conflict("genetics.not_finished");
    if (run.adoptedAt) throw conflict("genetics.already_adopted");
    const chosen = [...new Set(genes)].filter((g) => geneKeys.includes(g));
    const [existing] = await tx.select().from(projectGenomes).where(eq(projectGenomes.projectId, row.id)).for("update");
    const traits: Record<string, number | string> = { ...(existing?.traits ?? {}) };
    for (const gene of chosen) traits[gene] = result.best.genome[gene];
    await tx
      .insert(projectGenomes)
      .values({ projectId: row.id, workspaceId: row.workspaceId, traits, updatedBy: actor.userId })
      .onConflictDoUpdate({ target: projectGenomes.projectId, set: { traits, updatedBy: actor.userId, updatedAt: new Date() } });
    // The WIP limit goes onto the board's "in progress" column, where the board enforces it.
    if (chosen.includes("wipLimit")) {
      await tx.update(projects).set({ boardWipLimits: { ...(row.boardWipLimits ?? {}), [IN_PROGRESS]: result.best.genome.wipLimit } }).where(eq(projects.id, row.id));
    }
    const [updated] = await tx.update(geneticsRuns).set({ adoptedGenes: chosen, adoptedAt: new Date(), adoptedBy: actor.userId }).where(eq(geneticsRuns.id, run.id)).returning();
    return toApiRun(updated as RunRow);
  });
}
