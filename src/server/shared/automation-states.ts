import { and, eq, gte, lt, lte, ne, notInArray, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectMilestones, projectTasks, projects, sprints } from "../../db/schema/projects";
import type { Trigger } from "../../domain/automation/contract";
import type { AutomationEvent } from "../../domain/automation/engine";
import { mondayOf } from "../../domain/capacity/dates";
import { addDays, todayIn } from "../../domain/planning/calendar";
import { computeLoad, loadInputs } from "./workspace-load";

// What the clock's triggers see as true right now (decision 0801): overdue tasks, milestones due or
// missed, risk above a threshold, P85 past the due date, a person's load above N % of capacity,
// sprints started or ended. The rules' sweep and the outgoing webhooks' sweep (decision 0806) both
// read it here.

/** A rule, or a webhook subscription's event with its default parameters. */
export type StateSubject = { workspaceId: string; projectId: string | null; trigger: Trigger };

/** The subjects a state trigger sees as true right now, in the workspace (and the rule's project). */
export async function activeStates(db: Db, rule: StateSubject, now: Date, tz: string): Promise<Map<string, AutomationEvent>> {
  const out = new Map<string, AutomationEvent>();
  const today = todayIn(tz, now);
  const at = now.toISOString();
  const base = { workspaceId: rule.workspaceId, at, depth: 0 };
  const inProject = rule.projectId ? eq(projects.id, rule.projectId) : undefined;
  const trigger = rule.trigger;
  const add = (subject: string, event: Omit<AutomationEvent, "key" | "at" | "workspaceId" | "depth">) => out.set(subject, { ...base, ...event, key: `${trigger.type}:${subject}:${at.slice(0, 16)}` });
  switch (trigger.type) {
    case "task.overdue": {
      const rows = await db
        .select({ id: projectTasks.id, projectId: projectTasks.projectId, title: projectTasks.title, end: projectTasks.endDate })
        .from(projectTasks)
        .innerJoin(projects, eq(projects.id, projectTasks.projectId))
        .where(and(eq(projects.workspaceId, rule.workspaceId), inProject, ne(projectTasks.status, "Completada"), lt(projectTasks.endDate, today)));
      for (const r of rows) add(`task:${r.id}:${r.end}`, { type: "task.overdue", projectId: r.projectId, taskId: r.id, summary: `${r.title} (${r.end})` });
      break;
    }
    case "milestone.due":
    case "milestone.missed": {
      const range = trigger.type === "milestone.due" ? and(gte(projectMilestones.dueDate, today), lte(projectMilestones.dueDate, addDays(today, trigger.days))) : lt(projectMilestones.dueDate, today);
      const rows = await db
        .select({ id: projectMilestones.id, projectId: projectMilestones.projectId, name: projectMilestones.name, due: projectMilestones.dueDate })
        .from(projectMilestones)
        .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
        .where(and(eq(projects.workspaceId, rule.workspaceId), inProject, eq(projectMilestones.completed, false), range));
      for (const r of rows) add(`milestone:${r.id}:${r.due}`, { type: trigger.type, projectId: r.projectId, milestoneId: r.id, summary: `${r.name} (${r.due})` });
      break;
    }
    case "project.risk":
    case "project.forecast_late": {
      const rows = await db
        .select({ id: projects.id, name: projects.name, risk: projects.riskScore, due: projects.dueDate, insights: projects.predictiveInsights })
        .from(projects)
        .where(and(eq(projects.workspaceId, rule.workspaceId), inProject, notInArray(projects.status, ["Completado", "Cancelado"])));
      for (const r of rows) {
        if (trigger.type === "project.risk") {
          if (r.risk >= trigger.threshold) add(`project:${r.id}`, { type: "project.risk", projectId: r.id, value: r.risk, summary: `${r.name}: ${r.risk}` });
        } else {
          const forecast = (r.insights as { forecast?: { status?: string; p85?: { date?: string } } } | null)?.forecast;
          const p85 = forecast?.status === "ok" ? forecast.p85?.date : undefined;
          if (p85 && r.due && p85 > r.due) add(`project:${r.id}:${r.due}`, { type: "project.forecast_late", projectId: r.id, summary: `${r.name}: P85 ${p85} > ${r.due}` });
        }
      }
      break;
    }
    case "person.overload": {
      // This week's load in real working hours, as the capacity center shows it (shared/workspace-load.ts).
      const monday = mondayOf(today);
      const load = computeLoad(await loadInputs(db, rule, [monday]), [monday]);
      for (const person of load.people) {
        const week = person.weeks[0];
        if (!week || week.utilisation === null) continue;
        if (rule.projectId && !week.projectIds.includes(rule.projectId)) continue;
        if (week.utilisation > trigger.percent) add(`resource:${person.id}:${monday}`, { type: "person.overload", resourceId: person.id, value: week.utilisation, summary: `${person.name}: ${week.utilisation}%` });
      }
      break;
    }
    case "sprint.started":
    case "sprint.ended": {
      const when =
        trigger.type === "sprint.started"
          ? and(lte(sprints.startDate, today), gte(sprints.endDate, today), ne(sprints.status, "cancelled"))
          : and(or(lt(sprints.endDate, today), eq(sprints.status, "completed")), gte(sprints.endDate, addDays(today, -7)));
      const rows = await db.select({ id: sprints.id, projectId: sprints.projectId, name: sprints.name }).from(sprints).innerJoin(projects, eq(projects.id, sprints.projectId)).where(and(eq(projects.workspaceId, rule.workspaceId), inProject, when));
      for (const r of rows) add(`sprint:${r.id}`, { type: trigger.type, projectId: r.projectId, sprintId: r.id, summary: r.name });
      break;
    }
    default:
      break;
  }
  return out;
}
