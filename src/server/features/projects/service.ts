import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { preparedRows, preparedStatement, type Db, type PreparedStatement } from "../../../db/client";
import type { ProjectPage } from "../../../domain/projects/contract";
import {
  projectMilestones,
  projectStakeholders,
  projectTasks,
  projects,
  resourceAllocations,
  resources,
  taskEvents,
} from "../../../db/schema/projects";
import { users } from "../../../db/schema/accounts";
import type { CreateProject, UpdateProject } from "../../../domain/projects/schemas";
import { methodologyTemplate } from "../../../domain/projects/methodology-templates";
import { addDays } from "../../../domain/planning/calendar";
import { canDelete, canEdit, type Actor } from "../../actor";
import { forbidden, notFound } from "../../errors";
import { findProject, recomputeProgress, toApiProject, type ProjectRef } from "../../shared/projects";

export const projectSortKeys = ["created_at", "name", "due_date", "progress", "risk_score", "priority"] as const;
export type ProjectListQuery = {
  q?: string;
  status?: string[];
  priority?: string[];
  phase?: string[];
  ownerId?: string;
  sort?: (typeof projectSortKeys)[number];
  order?: "asc" | "desc";
  page?: number;
  pageSize?: number;
};

const sortColumns = {
  created_at: projects.createdAt,
  name: projects.name,
  due_date: projects.dueDate,
  progress: projects.progress,
  risk_score: projects.riskScore,
  priority: sql`case ${projects.priority} when 'Alta' then 3 when 'Media' then 2 else 1 end`,
} as const;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Timestamps as JavaScript's toISOString() writes them; money in units, as the other answers.
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The list's statement for one order: its text is constant (every filter is a value, null when not
 * asked), so it is prepared once per connection (decision 1720). Values: $1 workspace, $2 the
 * token's projects (null: all), $3 the search pattern, $4 statuses, $5 priorities, $6 phases,
 * $7 owner, $8 today, $9 page size, $10 offset, $11 page.
 */
function listStatement(sort: (typeof projectSortKeys)[number], direction: "asc" | "desc"): PreparedStatement {
  const sortColumn = sortColumns[sort];
  const orderBy = direction === "asc" ? sql`${sortColumn} asc, ${projects.createdAt} desc` : sql`${sortColumn} desc, ${projects.createdAt} desc`;
  const $ = (n: number, type: string) => sql.raw(`$${n}::${type}`);
  const where = sql`${projects.workspaceId} = ${$(1, "text")}
      and (${$(2, "uuid[]")} is null or ${projects.id} = any(${$(2, "uuid[]")}))
      and (${$(3, "text")} is null or ${projects.name} ilike ${$(3, "text")} or ${projects.description} ilike ${$(3, "text")})
      and (${$(4, "text[]")} is null or ${projects.status} = any(${$(4, "text[]")}))
      and (${$(5, "text[]")} is null or ${projects.priority} = any(${$(5, "text[]")}))
      and (${$(6, "text[]")} is null or ${projects.phase} = any(${$(6, "text[]")}))
      and (${$(7, "text")} is null or ${projects.ownerId} = ${$(7, "text")})`;
  return preparedStatement(
    `rumbo_project_list_${sort}_${direction}`,
    sql`
    with page as (
      select ${projects.id} as id, ${projects.workspaceId} as workspace_id, ${projects.ownerId} as owner_id, ${projects.name} as name,
             ${projects.description} as description, ${projects.status} as status, ${projects.priority} as priority, ${projects.phase} as phase,
             ${projects.methodology} as methodology, ${projects.progress} as progress, ${projects.riskScore} as risk_score,
             ${projects.startDate} as start_date, ${projects.dueDate} as due_date, ${projects.budgetCents} as budget_cents,
             ${projects.benefitCents} as benefit_cents, ${projects.currency} as currency, ${projects.formalClosure} as formal_closure,
             ${projects.isSample} as is_sample, ${projects.createdAt} as created_at, ${projects.updatedAt} as updated_at,
             row_number() over (order by ${orderBy}) as ord
        from ${projects}
       where ${where}
       order by ${orderBy}
       limit ${$(9, "int")} offset ${$(10, "int")})
    select json_build_object(
      'items', coalesce((
        select json_agg(json_build_object(
                 'id', p.id, 'workspaceId', p.workspace_id, 'ownerId', p.owner_id, 'name', p.name, 'description', p.description,
                 'status', p.status, 'priority', p.priority, 'phase', p.phase, 'methodology', p.methodology,
                 'progress', p.progress, 'riskScore', p.risk_score, 'startDate', p.start_date, 'dueDate', p.due_date,
                 'currency', p.currency, 'formalClosure', p.formal_closure, 'isSample', p.is_sample,
                 'createdAt', ${iso(sql`p.created_at`)}, 'updatedAt', ${iso(sql`p.updated_at`)},
                 'budget', p.budget_cents::float8 / 100, 'benefit', p.benefit_cents::float8 / 100,
                 'owner', case when p.owner_id is null then null
                               else json_build_object('id', p.owner_id, 'name', coalesce(u.name, ''), 'email', coalesce(u.email, '')) end,
                 'tasks', json_build_object('total', t.total, 'completed', t.completed, 'overdue', t.overdue)
               ) order by p.ord)
          from page p
          left join ${users} u on u.id = p.owner_id
          cross join lateral (
            select count(*) as total,
                   count(*) filter (where ${projectTasks.status} = 'Completada') as completed,
                   count(*) filter (where ${projectTasks.status} <> 'Completada' and ${projectTasks.endDate} < ${$(8, "date")}) as overdue
              from ${projectTasks}
             where ${projectTasks.projectId} = p.id) t
      ), '[]'::json),
      'total', (select count(*) from ${projects} where ${where}),
      'page', ${$(11, "int")},
      'pageSize', ${$(9, "int")}
    )::text as body`,
  );
}

const listStatements = new Map(projectSortKeys.flatMap((sort) => (["asc", "desc"] as const).map((direction) => [`${sort} ${direction}`, listStatement(sort, direction)] as const)));

/**
 * The workspace's projects, newest first unless asked otherwise, with their owner and task counts:
 * ONE statement whatever the number of projects (the page, the total and the page's task counts),
 * and PostgreSQL writes the JSON answer itself, so the server neither reshapes rows nor serialises
 * them (issue 17, decision 1701). The shape is `projectPageSchema`'s.
 */
export async function listProjectsJson(db: Db, actor: Actor, query: ProjectListQuery): Promise<string> {
  const page = Math.max(1, query.page ?? 1);
  const pageSize = Math.min(200, Math.max(1, query.pageSize ?? 50));
  const sort = query.sort ?? "created_at";
  const direction = query.order ?? (sort !== "created_at" ? "asc" : "desc");
  const values = [
    actor.workspaceId,
    // A token limited to some projects lists only those (decision 0417).
    actor.projectIds ? [...actor.projectIds] : null,
    query.q ? `%${escapeLike(query.q)}%` : null,
    query.status?.length ? query.status : null,
    query.priority?.length ? query.priority : null,
    query.phase?.length ? query.phase : null,
    query.ownerId ?? null,
    new Date().toISOString().slice(0, 10),
    pageSize,
    (page - 1) * pageSize,
    page,
  ];
  const [row] = await preparedRows<{ body: string }>(db, listStatements.get(`${sort} ${direction}`)!, values);
  return row!.body;
}

/** The same page as an object, for callers inside the server. */
export async function listProjects(db: Db, actor: Actor, query: ProjectListQuery): Promise<ProjectPage> {
  return JSON.parse(await listProjectsJson(db, actor, query)) as ProjectPage;
}

export async function createProject(db: Db, actor: Actor, input: CreateProject, options: { isSample?: boolean } = {}) {
  if (!canEdit(actor)) throw forbidden();
  return db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        workspaceId: actor.workspaceId,
        ownerId: actor.userId,
        name: input.name,
        description: input.description,
        status: input.status,
        priority: input.priority,
        phase: input.phase,
        methodology: input.methodology,
        startDate: input.startDate,
        dueDate: input.dueDate,
        budgetCents: Math.round(input.budget * 100),
        benefitCents: Math.round(input.benefit * 100),
        currency: input.currency,
        objectives: input.objectives ?? "",
        scope: input.scope ?? "",
        resources: input.resources ?? "",
        schedule: input.schedule ?? "",
        risks: input.risks ?? "",
        stakeholders: input.stakeholders ?? "",
        communicationPlan: input.communicationPlan ?? "",
        changeManagement: input.changeManagement ?? "",
        evaluation: input.evaluation ?? "",
        lessonsLearned: input.lessonsLearned ?? "",
        isSample: options.isSample ?? false,
      })
      .returning();
    if (!project) throw new Error("insert returned no row");

    if (input.methodology) {
      // The starting methodology lays out the first milestones and tasks on real dates.
      const start = input.startDate ?? new Date().toISOString().slice(0, 10);
      const template = methodologyTemplate(input.methodology, actor.lang);
      const milestones = template.milestones.length
        ? await tx
            .insert(projectMilestones)
            .values(template.milestones.map((m) => ({ projectId: project.id, name: m.name, dueDate: addDays(start, m.offsetDays) })))
            .returning({ id: projectMilestones.id })
        : [];
      if (template.tasks.length) {
        const created = await tx
          .insert(projectTasks)
          .values(
            template.tasks.map((t, index) => ({
              projectId: project.id,
              title: t.title,
              startDate: addDays(start, t.offsetDays),
              endDate: addDays(start, t.offsetDays + Math.max(0, t.durationDays - 1)),
              milestoneId: milestones[t.milestone]?.id ?? null,
              position: index,
              createdBy: actor.userId,
            })),
          )
          .returning({ id: projectTasks.id, status: projectTasks.status });
        await tx.insert(taskEvents).values(
          created.map((t) => ({ taskId: t.id, projectId: project.id, fromStatus: null, toStatus: t.status, actorId: actor.userId })),
        );
      }
    }
    return toApiProject(project);
  });
}

export async function updateProject(db: Db, actor: Actor, project: ProjectRef, input: UpdateProject) {
  const existing = await findProject(db, actor, project);
  const projectId = existing.id;
  if (!canEdit(actor)) throw forbidden();
  const { budget, benefit, ...fields } = input;
  const values: Partial<typeof projects.$inferInsert> = { ...fields };
  if (budget !== undefined) values.budgetCents = Math.round(budget * 100);
  if (benefit !== undefined) values.benefitCents = Math.round(benefit * 100);
  // Setting progress by hand switches the project to manual progress unless told otherwise.
  if (input.progress !== undefined && input.progressMode === undefined) values.progressMode = "manual";
  if (Object.keys(values).length === 0) return toApiProject(existing);
  const [row] = await db
    .update(projects)
    .set(values)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, actor.workspaceId)))
    .returning();
  if (!row) throw notFound();
  if (row.progressMode === "auto" && existing.progressMode !== "auto") await recomputeProgress(db, projectId);
  return toApiProject((await findProject(db, actor, projectId)));
}

export async function deleteProject(db: Db, actor: Actor, project: ProjectRef) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canDelete(actor)) throw forbidden();
  await db.delete(projects).where(and(eq(projects.id, projectId), eq(projects.workspaceId, actor.workspaceId)));
}

/** The project at a glance: a fixed number of queries whatever its size. */
export async function getProjectOverview(db: Db, actor: Actor, ref: ProjectRef) {
  const project = await findProject(db, actor, ref);
  const projectId = project.id;
  const today = new Date().toISOString().slice(0, 10);
  const [milestones, stakeholders, taskSummary, allocations, activity, owner] = await Promise.all([
    db.select().from(projectMilestones).where(eq(projectMilestones.projectId, projectId)).orderBy(sql`${projectMilestones.dueDate} asc nulls last`, asc(projectMilestones.createdAt)),
    db.select().from(projectStakeholders).where(eq(projectStakeholders.projectId, projectId)).orderBy(asc(projectStakeholders.name)),
    db
      .select({
        status: projectTasks.status,
        total: count(),
        overdue: sql<number>`count(*) filter (where ${projectTasks.status} <> 'Completada' and ${projectTasks.endDate} < ${today})`,
      })
      .from(projectTasks)
      .where(eq(projectTasks.projectId, projectId))
      .groupBy(projectTasks.status),
    db
      .select({ allocation: resourceAllocations, resource: resources })
      .from(resourceAllocations)
      .innerJoin(resources, eq(resources.id, resourceAllocations.resourceId))
      .where(eq(resourceAllocations.projectId, projectId)),
    db
      .select({ event: taskEvents, taskTitle: projectTasks.title, actorName: users.name })
      .from(taskEvents)
      .innerJoin(projectTasks, eq(projectTasks.id, taskEvents.taskId))
      .leftJoin(users, eq(users.id, taskEvents.actorId))
      .where(eq(taskEvents.projectId, projectId))
      .orderBy(desc(taskEvents.occurredAt))
      .limit(20),
    project.ownerId ? db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, project.ownerId)) : Promise.resolve([]),
  ]);
  const byStatus = Object.fromEntries(taskSummary.map((r) => [r.status, Number(r.total)]));
  return {
    project: toApiProject(project),
    yourRole: actor.role,
    owner: owner[0] ?? null,
    milestones: milestones.map(apiMilestone),
    stakeholders: stakeholders.map(apiStakeholder),
    tasks: {
      total: taskSummary.reduce((a, r) => a + Number(r.total), 0),
      byStatus,
      overdue: taskSummary.reduce((a, r) => a + Number(r.overdue), 0),
    },
    allocations: allocations.map((a) => ({
      id: a.allocation.id,
      hours: a.allocation.hours,
      startDate: a.allocation.startDate,
      endDate: a.allocation.endDate,
      resource: { id: a.resource.id, name: a.resource.name, role: a.resource.role, availability: a.resource.availability },
    })),
    activity: activity.map((a) => ({
      id: a.event.id,
      taskId: a.event.taskId,
      taskTitle: a.taskTitle,
      fromStatus: a.event.fromStatus,
      toStatus: a.event.toStatus,
      actorName: a.actorName,
      occurredAt: a.event.occurredAt.toISOString(),
    })),
  };
}

export function apiMilestone(m: typeof projectMilestones.$inferSelect) {
  return { ...m, completedAt: m.completedAt?.toISOString() ?? null, createdAt: m.createdAt.toISOString(), updatedAt: m.updatedAt.toISOString() };
}
export function apiStakeholder(s: typeof projectStakeholders.$inferSelect) {
  return { ...s, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() };
}
