import { randomBytes, createHash } from "node:crypto";
import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { calendarFeeds } from "../../../db/schema/calendar-feeds";
import { projectMilestones, projectTasks, projects, resources } from "../../../db/schema/projects";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { buildCalendar, type CalendarEvent } from "../../../domain/planning/icalendar";
import { pickLanguage } from "../../../domain/i18n/translate";
import { translate } from "../../i18n/messages";
import { notFound } from "../../errors";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export async function feedStatus(db: Db, userId: string) {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt }).from(calendarFeeds).where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null, lastFetchedAt: row?.lastFetchedAt?.toISOString() ?? null };
}

/** A new secret feed URL; any previous one stops working. The URL is shown once. */
export async function createFeed(db: Db, userId: string, publicUrl: string) {
  const token = randomBytes(24).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.update(calendarFeeds).set({ revokedAt: new Date() }).where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    await tx.insert(calendarFeeds).values({ userId, tokenHash: hash(token) });
  });
  return { url: `${publicUrl}/api/calendar/${token}.ics` };
}

export async function revokeFeed(db: Db, userId: string) {
  await db.update(calendarFeeds).set({ revokedAt: new Date() }).where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
}

/** The feed's calendar: the user's assigned tasks with a due date and their projects' milestones. */
export async function renderFeed(db: Db, token: string, publicUrl: string) {
  if (!/^[\w-]{20,64}$/.test(token)) throw notFound();
  const [feed] = await db.select().from(calendarFeeds).where(and(eq(calendarFeeds.tokenHash, hash(token)), isNull(calendarFeeds.revokedAt)));
  if (!feed) throw notFound();
  const [user] = await db.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, feed.userId));
  if (!user) throw notFound();
  const lang = pickLanguage(user.locale) ?? "es";
  const [tasks, milestones] = await Promise.all([
    db
      .select({ id: projectTasks.id, title: projectTasks.title, endDate: projectTasks.endDate, status: projectTasks.status, projectId: projects.id, projectName: projects.name })
      .from(projectTasks)
      .innerJoin(resources, eq(resources.id, projectTasks.assigneeResourceId))
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      // Only workspaces the user still belongs to: a removed member's feed stops showing theirs at once.
      .innerJoin(workspaceMembers, and(eq(workspaceMembers.organizationId, projects.workspaceId), eq(workspaceMembers.userId, feed.userId)))
      .where(and(eq(resources.userId, feed.userId), isNotNull(projectTasks.endDate), ne(projectTasks.status, "Completada"))),
    db
      .select({ id: projectMilestones.id, name: projectMilestones.name, dueDate: projectMilestones.dueDate, projectId: projects.id, projectName: projects.name })
      .from(projectMilestones)
      .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
      // Only workspaces the user still belongs to: a removed member's feed stops showing theirs at once.
      .innerJoin(workspaceMembers, and(eq(workspaceMembers.organizationId, projects.workspaceId), eq(workspaceMembers.userId, feed.userId)))
      .where(and(eq(projects.ownerId, feed.userId), isNotNull(projectMilestones.dueDate))),
  ]);
  const events: CalendarEvent[] = [
    ...tasks.map((t) => ({
      uid: `task-${t.id}@rumbo`,
      summary: `${t.title} · ${t.projectName}`,
      description: `${translate(lang, "calendar.task")}: ${t.status}`,
      date: t.endDate!,
      url: `${publicUrl}/project/${t.projectId}`,
      categories: [translate(lang, "calendar.task")],
    })),
    ...milestones.map((m) => ({
      uid: `milestone-${m.id}@rumbo`,
      summary: `◆ ${m.name} · ${m.projectName}`,
      date: m.dueDate!,
      url: `${publicUrl}/project/${m.projectId}`,
      categories: [translate(lang, "calendar.milestone")],
    })),
  ];
  void db.update(calendarFeeds).set({ lastFetchedAt: new Date() }).where(eq(calendarFeeds.id, feed.id)).catch(() => undefined);
  return buildCalendar({ name: `Rumbo · ${user.name || user.email}`, events, now: new Date() });
}
