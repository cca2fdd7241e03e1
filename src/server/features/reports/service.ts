import { and, asc, desc, eq, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { weeklyReports } from "../../../db/schema/reports";
import { projectMilestones, projectTasks, projects } from "../../../db/schema/projects";
import { isoWeek, todayIn, addDays } from "../../../domain/planning/calendar";
import type { Actor } from "../../actor";
import { notFound } from "../../errors";
import { findProject } from "../../shared/projects";
import { recomputeInsights } from "../../shared/intelligence";
import type { Insights } from "../../shared/insights-compute";
import type { PortfolioReportContent, ProjectReportContent, ReportContent } from "../../../domain/reports/contract";

// Weekly reports: a snapshot of a project (or of the whole portfolio) for one ISO week, kept so
// past weeks read as they were. Generated every Monday by a job, and on demand.

const TIME_ZONE = "America/Mexico_City";

export function weekKey(now: Date): string {
  const w = isoWeek(todayIn(TIME_ZONE, now));
  return `${w.year}-W${String(w.week).padStart(2, "0")}`;
}

async function previousRiskScore(db: Db, workspaceId: string, projectId: string, week: string): Promise<number | null> {
  const [prev] = await db
    .select({ content: weeklyReports.content })
    .from(weeklyReports)
    .where(and(eq(weeklyReports.workspaceId, workspaceId), eq(weeklyReports.projectId, projectId), lt(weeklyReports.week, week)))
    .orderBy(desc(weeklyReports.week))
    .limit(1);
  return ((prev?.content as ProjectReportContent | undefined)?.risk.score as number | null | undefined) ?? null;
}

export async function buildProjectReport(db: Db, projectId: string, week: string, now: Date): Promise<ProjectReportContent | null> {
  const insights: Insights | null = await recomputeInsights(db, projectId, now);
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || !insights) return null;
  const today = todayIn(TIME_ZONE, now);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const [tasks, milestones] = await Promise.all([
    db.select({ title: projectTasks.title, status: projectTasks.status, endDate: projectTasks.endDate, completedAt: projectTasks.completedAt }).from(projectTasks).where(eq(projectTasks.projectId, projectId)),
    db.select().from(projectMilestones).where(eq(projectMilestones.projectId, projectId)).orderBy(asc(projectMilestones.dueDate)),
  ]);
  const previous = await previousRiskScore(db, project.workspaceId, projectId, week);
  const score = insights.risk.status === "ok" ? insights.risk.score : null;
  const f = insights.forecast;
  const ev = insights.earnedValue;
  return {
    kind: "project",
    project: { id: project.id, name: project.name, status: project.status, phase: project.phase, progress: project.progress, dueDate: project.dueDate, currency: project.currency },
    forecast: {
      status: f.status,
      p50: f.status === "ok" ? f.p50.date : null,
      p85: f.status === "ok" ? f.p85.date : null,
      p95: f.status === "ok" ? f.p95.date : null,
      probabilityOnTime: f.status === "ok" ? f.probabilityOnTime : null,
    },
    risk: {
      score,
      level: insights.risk.status === "ok" ? insights.risk.level : null,
      previousScore: previous,
      change: score !== null && previous !== null ? score - previous : null,
      topFactors: insights.risk.factors
        .filter((x) => x.status === "available" && x.contribution > 0)
        .sort((a, b) => b.contribution - a.contribution)
        .slice(0, 3)
        .map((x) => ({ key: x.key, contribution: x.contribution })),
    },
    milestones: {
      upcoming: milestones.filter((m) => !m.completed && m.dueDate && m.dueDate >= today && m.dueDate <= addDays(today, 14)).map((m) => ({ name: m.name, dueDate: m.dueDate! })),
      slipped: milestones.filter((m) => !m.completed && m.dueDate && m.dueDate < today).map((m) => ({ name: m.name, dueDate: m.dueDate! })),
      completedThisWeek: milestones.filter((m) => m.completedAt && m.completedAt >= weekAgo).length,
    },
    tasks: {
      total: tasks.length,
      completed: tasks.filter((t) => t.status === "Completada").length,
      completedThisWeek: tasks.filter((t) => t.completedAt && t.completedAt >= weekAgo).length,
      overdue: tasks.filter((t) => t.status !== "Completada" && t.endDate && t.endDate < today).slice(0, 20).map((t) => ({ title: t.title, endDate: t.endDate! })),
    },
    budget: project.budgetCents > 0 ? { budgetCents: project.budgetCents, spentCents: ev?.ac ?? 0, cpi: ev?.cpi ?? null, spi: ev?.spi ?? null, eacCents: ev?.eac ?? null } : null,
  };
}

async function store(db: Db, workspaceId: string, projectId: string | null, week: string, content: ReportContent, by: string) {
  const [row] = await db
    .insert(weeklyReports)
    .values({ workspaceId, projectId, week, content: content as unknown as Record<string, unknown>, generatedBy: by })
    .onConflictDoUpdate({
      target: [weeklyReports.workspaceId, weeklyReports.projectId, weeklyReports.week],
      set: { content: content as unknown as Record<string, unknown>, generatedBy: by, generatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** One project's report for this week (replacing an earlier one of the same week). */
export async function generateProjectReport(db: Db, workspaceId: string, projectId: string, now: Date, by: string) {
  const week = weekKey(now);
  const content = await buildProjectReport(db, projectId, week, now);
  if (!content) throw notFound();
  return store(db, workspaceId, projectId, week, content, by);
}

/** The portfolio's report: every open project's headline figures. */
export async function generatePortfolioReport(db: Db, workspaceId: string, now: Date, by: string) {
  const week = weekKey(now);
  const today = todayIn(TIME_ZONE, now);
  const rows = await db.select().from(projects).where(and(eq(projects.workspaceId, workspaceId), ne(projects.status, "Cancelado"))).orderBy(desc(projects.riskScore));
  const overdue = await db
    .select({ projectId: projectTasks.projectId, endDate: projectTasks.endDate, status: projectTasks.status })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(eq(projects.workspaceId, workspaceId), ne(projectTasks.status, "Completada"), lt(projectTasks.endDate, today)));
  const content: PortfolioReportContent = {
    kind: "portfolio",
    projects: rows.map((p) => {
      const insights = p.predictiveInsights as Insights | null;
      return {
        id: p.id,
        name: p.name,
        status: p.status,
        progress: p.progress,
        riskScore: insights?.risk.status === "ok" ? p.riskScore : null,
        p85: insights?.forecast.status === "ok" ? insights.forecast.p85.date : null,
        dueDate: p.dueDate,
        overdue: overdue.filter((o) => o.projectId === p.id).length,
      };
    }),
    totals: { projects: rows.length, atRisk: rows.filter((p) => p.riskScore >= 50).length, overdueTasks: overdue.length },
  };
  return store(db, workspaceId, null, week, content, by);
}

/** The Monday job: every open project of every workspace, then each workspace's portfolio. */
export async function generateAllWeeklyReports(db: Db, now: Date) {
  const open = await db.select({ id: projects.id, workspaceId: projects.workspaceId }).from(projects).where(and(ne(projects.status, "Cancelado"), ne(projects.status, "Completado")));
  for (const p of open) await generateProjectReport(db, p.workspaceId, p.id, now, "job");
  for (const workspaceId of new Set(open.map((p) => p.workspaceId))) await generatePortfolioReport(db, workspaceId, now, "job");
  return open.length;
}

export function toApiReport(r: typeof weeklyReports.$inferSelect) {
  // The content is written by this service, a project's or the portfolio's, each naming its kind.
  const content = r.content as { kind: "project" | "portfolio" } & Record<string, unknown>;
  return { id: r.id, projectId: r.projectId, week: r.week, generatedAt: r.generatedAt.toISOString(), generatedBy: r.generatedBy, sentTo: r.sentTo, content };
}

export async function listReports(db: Db, actor: Actor, projectId: string | undefined) {
  if (projectId) await findProject(db, actor, projectId);
  const rows = await db
    .select()
    .from(weeklyReports)
    .where(and(eq(weeklyReports.workspaceId, actor.workspaceId), projectId ? eq(weeklyReports.projectId, projectId) : isNull(weeklyReports.projectId)))
    .orderBy(desc(weeklyReports.week))
    .limit(104);
  return rows.map((r) => ({ id: r.id, projectId: r.projectId, week: r.week, generatedAt: r.generatedAt.toISOString(), generatedBy: r.generatedBy, sentTo: r.sentTo }));
}

export async function findReport(db: Db, actor: Actor, reportId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(reportId)) throw notFound();
  const [row] = await db.select().from(weeklyReports).where(and(eq(weeklyReports.id, reportId), eq(weeklyReports.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}
