import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/client";
import { notifications } from "../../../db/schema/activity";
import { users } from "../../../db/schema/accounts";
import { addDays, isValidTimeZone, todayIn } from "../../../domain/planning/calendar";
import {
  MILESTONE_LOOKAHEAD_DAYS,
  fallbackRecommendation,
  idleSuggestions,
  projectSuggestions,
  recommendationTarget,
  texts,
  weeklyReview,
  type ProjectFigures,
  type SmartSuggestion,
} from "../../../domain/notifications/smart-rules";
import { pickLanguage, type Language } from "../../../domain/i18n/translate";
import { notFound } from "../../errors";
import { loadWorkingCalendars } from "../../shared/working-calendars";

type NotificationRow = typeof notifications.$inferSelect;

export function toApiNotification(n: NotificationRow) {
  return {
    id: n.id,
    title: n.title,
    message: n.message,
    type: n.type,
    kind: n.kind,
    priority: n.priority,
    action: n.action,
    read: n.read,
    timestamp: n.createdAt.toISOString(),
  };
}

export async function listNotifications(db: Db, userId: string, limit = 100) {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return { items: rows.map(toApiNotification), unreadCount: Number(unread?.n ?? 0) };
}

export async function markRead(db: Db, userId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
  const rows = await db
    .update(notifications)
    .set({ read: true, readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!rows.length) throw notFound();
}

export async function markAllRead(db: Db, userId: string) {
  await db.update(notifications).set({ read: true, readAt: new Date() }).where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

export async function removeNotification(db: Db, userId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
  const rows = await db.delete(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning({ id: notifications.id });
  if (!rows.length) throw notFound();
}

export async function clearNotifications(db: Db, userId: string) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/**
 * Adds the suggestions that the user does not already have (same title and message), in one
 * statement whatever their number. Returns the rows actually added.
 */
export async function addNotifications(db: Db, userId: string, suggestions: SmartSuggestion[]) {
  if (suggestions.length === 0) return [];
  const values = sql.join(
    suggestions.map(
      (s, ord) => sql`(${s.title}::text, ${s.message}::text, ${s.type}::text, ${s.kind}::text, ${s.priority}::text, ${s.action ? JSON.stringify(s.action) : null}::jsonb, ${ord}::int)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into notifications (user_id, title, message, type, kind, priority, action, created_at)
        select distinct on (v.title, v.message) ${userId}, v.title, v.message, v.type, v.kind, v.priority, v.action, now() + (v.ord * interval '1 microsecond')
        from (values ${values}) as v(title, message, type, kind, priority, action, ord)
        where not exists (select 1 from notifications n where n.user_id = ${userId} and n.title = v.title and n.message = v.message)
        returning id`,
  );
  if (!rows.length) return [];
  const added = await db.select().from(notifications).where(sql`${notifications.id} in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`).orderBy(desc(notifications.createdAt));
  return added.map(toApiNotification);
}

/** Figures of every open project the user owns, in one query whatever their number. */
export async function ownedProjectFigures(db: Db, userId: string, today: string, now = new Date()): Promise<ProjectFigures[]> {
  const horizon = addDays(today, MILESTONE_LOOKAHEAD_DAYS);
  const rows = await queryRows<{ id: string; name: string; pending: string | number; overdue: string | number; allocated: string | number; availability: string | number; upcoming: string | number; resource_ids: string | null }>(
    db,
    sql`with mine as (
          select id, name, created_at from projects
          where owner_id = ${userId} and status not in ('Completado', 'Cancelado')
        ),
        task_figures as (
          select project_id,
                 count(*) filter (where status = 'Pendiente') as pending,
                 count(*) filter (where status <> 'Completada' and end_date < ${today}::date) as overdue
          from project_tasks where project_id in (select id from mine) group by project_id
        ),
        per_resource as (
          select ra.project_id, ra.resource_id, sum(ra.hours) as hours, max(r.availability) as availability
          from resource_allocations ra join resources r on r.id = ra.resource_id
          where ra.project_id in (select id from mine) group by ra.project_id, ra.resource_id
        ),
        capacity as (
          select project_id, sum(hours) as allocated, sum(availability) as availability, string_agg(resource_id::text, ',') as resource_ids from per_resource group by project_id
        ),
        milestones as (
          select project_id, count(*) as upcoming from project_milestones
          where project_id in (select id from mine) and completed = false and due_date between ${today}::date and ${horizon}::date
          group by project_id
        )
        select mine.id, mine.name,
               coalesce(t.pending, 0) as pending, coalesce(t.overdue, 0) as overdue,
               coalesce(c.allocated, 0) as allocated, coalesce(c.availability, 0) as availability, c.resource_ids,
               coalesce(m.upcoming, 0) as upcoming
        from mine
        left join task_figures t on t.project_id = mine.id
        left join capacity c on c.project_id = mine.id
        left join milestones m on m.project_id = mine.id
        order by mine.created_at desc`,
  );
  // The 90 % rule counts each person's real hours this week: holidays and approved time off
  // removed (decision 1301), not the nominal weekly availability the query above sums.
  const pairs = rows.flatMap((r) => (r.resource_ids ? r.resource_ids.split(",").map((resourceId) => ({ project_id: r.id, resource_id: resourceId })) : []));
  const calendars = pairs.length ? await loadWorkingCalendars(db, [...new Set(pairs.map((p) => p.resource_id))], addDays(today, -7), addDays(today, 7)) : null;
  const realAvailability = new Map<string, number>();
  for (const p of pairs) realAvailability.set(p.project_id, (realAvailability.get(p.project_id) ?? 0) + calendars!.availableThisWeek(p.resource_id, now));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    pendingTasks: Number(r.pending),
    overdueTasks: Number(r.overdue),
    allocatedHours: Number(r.allocated),
    availabilityHours: realAvailability.get(r.id) ?? Number(r.availability),
    upcomingMilestones: Number(r.upcoming),
  }));
}

async function userContext(db: Db, userId: string) {
  const [user] = await db
    .select({ locale: users.locale, timeZone: users.timeZone, lastCheck: users.lastNotificationCheckAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const lang: Language = pickLanguage(user.locale) ?? "es";
  const timeZone = isValidTimeZone(user.timeZone) ? user.timeZone : "America/Mexico_City";
  return { lang, timeZone, lastCheck: user.lastCheck };
}

export function recommendationsToSuggestions(recs: ReturnType<typeof weeklyReview>, lang: Language): SmartSuggestion[] {
  return recs.map((r) => ({
    kind: "ai_recommendation",
    priority: r.priority,
    type: r.priority === "high" ? "warning" : "info",
    title: `${texts.recommendationTitle[lang]}: ${r.title}`,
    message: r.message,
    action: { type: "navigate", target: recommendationTarget(r.action) },
  }));
}

/**
 * The smart check (spec §4, §5): project rules over the user's own projects, idle rules on the
 * time since the last check, the weekly review after 7 idle days. A fixed number of queries.
 */
export async function runSmartCheck(db: Db, userId: string, now = new Date(), pickTip?: (n: number) => number) {
  const { lang, timeZone, lastCheck } = await userContext(db, userId);
  const today = todayIn(timeZone, now);
  const figures = await ownedProjectFigures(db, userId, today, now);
  const suggestions = projectSuggestions(figures, lang);
  const idle = idleSuggestions({ lastCheckAt: lastCheck, now, projectCount: figures.length, projectId: figures[0]?.id }, lang, pickTip);
  suggestions.push(...idle.suggestions);
  if (idle.requestRecommendations) {
    let recs: SmartSuggestion[];
    try {
      recs = recommendationsToSuggestions(weeklyReview(figures, lang), lang);
      if (recs.length === 0) recs = [fallbackRecommendation(figures.length, lang)];
    } catch {
      recs = [fallbackRecommendation(figures.length, lang)];
    }
    suggestions.push(...recs);
  }
  const added = await addNotifications(db, userId, suggestions);
  await db.update(users).set({ lastNotificationCheckAt: now }).where(eq(users.id, userId));
  return { added, checkedAt: now.toISOString() };
}

/**
 * The welcome, once per user: a user who has had a smart check (5 s after the first load, 3 s
 * after the welcome) was welcomed already, so removing or clearing it never brings it back.
 */
export async function addWelcome(db: Db, userId: string) {
  const { lang, lastCheck } = await userContext(db, userId);
  if (lastCheck) return [];
  return addNotifications(db, userId, [{ kind: "menu_exploration", priority: "low", type: "info", title: texts.welcomeTitle[lang], message: texts.welcomeMessage[lang] }]);
}

export async function weeklyRecommendations(db: Db, userId: string, now = new Date()) {
  const { lang, timeZone } = await userContext(db, userId);
  const figures = await ownedProjectFigures(db, userId, todayIn(timeZone, now), now);
  const recs = weeklyReview(figures, lang);
  if (recs.length) return { recommendations: recs };
  const fallback = fallbackRecommendation(figures.length, lang);
  return { recommendations: [{ title: fallback.title, message: fallback.message, action: "explore_ai_features", priority: fallback.priority }] };
}
