import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/client";
import { notifications } from "../../../db/schema/activity";
import { users } from "../../../db/schema/accounts";
import { addDays, isValidTimeZone, todayIn } from "../../../domain/planning/calendar";
import {
  MILESTONE_LOOKAHEAD_DAYS,
  PROJECT_RULE_KINDS,
  fallbackMessage,
  fallbackRecommendation,
  idleSuggestions,
  projectSuggestions,
  recommendationTarget,
  textKeys,
  type Recommendation,
  type ProjectFigures,
  type SmartSuggestion,
} from "../../../domain/notifications/smart-rules";
import { pickLanguage, type Language } from "../../../domain/i18n/translate";
import { notFound } from "../../errors";
import { loadWorkingCalendars } from "../../shared/working-calendars";
import { translate } from "../../i18n/messages";
import { insertNotifications, notificationRow, renderFor } from "../../shared/notification-writer";

/** The welcome's subject: at most one open welcome per user (the unique index on open subjects). */
const WELCOME_SUBJECT = "welcome";

type NotificationRow = typeof notifications.$inferSelect;

/** A notification as the API answers it: title and message in the reader's current language. */
export function toApiNotification(n: NotificationRow, lang: Language) {
  const text = renderFor(n, lang);
  return {
    id: n.id,
    title: text.title,
    message: text.message,
    type: n.type,
    kind: n.kind,
    priority: n.priority,
    action: n.action,
    read: n.read,
    /** When the condition it reported ended (decision 0603); a resolved notification is not counted unread. */
    resolvedAt: n.resolvedAt?.toISOString() ?? null,
    timestamp: n.createdAt.toISOString(),
  };
}

/** The caller's notifications in `lang` (the interface's language); resolved ones are not counted unread. */
export async function listNotifications(db: Db, userId: string, lang: Language, limit = 100) {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.read, false), isNull(notifications.resolvedAt))),
  ]);
  return { items: rows.map((n) => toApiNotification(n, lang)), unreadCount: Number(unread?.n ?? 0) };
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
 * Adds the suggestions the user does not already have; the answer is in the reader's `lang`. One
 * about a condition (a subject) when no open notification reports it (resolveStaleChecks first
 * resolves one whose figures changed); a tip when the user has none with the same keys and
 * parameters (spec §4: same title and message). Returns the rows actually added.
 */
export async function addNotifications(db: Db, userId: string, suggestions: SmartSuggestion[], accountLang: Language, lang: Language = accountLang) {
  if (suggestions.length === 0) return [];
  const tips = suggestions.filter((s) => !s.subject);
  const known = tips.length
    ? await queryRows<{ title_key: string | null; message_key: string | null; params: unknown; title: string; message: string }>(
        db,
        sql`select title_key, message_key, params, title, message from notifications where user_id = ${userId} and subject is null`,
      )
    : [];
  const rows = suggestions
    .filter((s) => s.subject || !known.some((k) => (k.title_key === s.titleKey && k.message_key === s.messageKey && sameParams(k.params, s.params)) || sameText(k, s, accountLang)))
    .map((s, ord) => ({ ...notificationRow(userId, accountLang, s), createdAt: sql`now() + ${ord} * interval '1 microsecond'` }));
  // A condition already reported (an open notification with its subject) is skipped by the insert itself.
  // 500 rows a statement: a first check over ten thousand projects has tens of thousands to add,
  // past PostgreSQL's 65,535 values a statement (and drizzle's call stack).
  const added: Awaited<ReturnType<typeof insertNotifications>> = [];
  for (let i = 0; i < rows.length; i += 500) added.push(...(await insertNotifications(db, rows.slice(i, i + 500))));
  return added.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime()).map((n) => toApiNotification(n, lang));
}

function sameParams(a: unknown, b: unknown) {
  return JSON.stringify(canonical(a ?? {})) === JSON.stringify(canonical(b ?? {}));
}
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)).map(([k, v]) => [k, canonical(v)]));
  return value;
}
/** A row made before keys existed is the same tip when its stored text is the tip's text in the account's language. */
function sameText(row: { title_key: string | null; title: string; message: string }, s: SmartSuggestion, lang: Language) {
  if (row.title_key) return false;
  const text = renderFor({ title: "", message: "", titleKey: s.titleKey, messageKey: s.messageKey, params: s.params ?? {} }, lang);
  return row.title === text.title && row.message === text.message;
}

/**
 * Resolves the user's open notifications from the project rules whose condition no longer holds
 * (the tasks were done or removed, the overload is gone, the project closed, deleted or handed
 * over). Rows made before keys existed (kind and project, no subject) are resolved at the first
 * check: a keyed row, rendered in each reader's language, replaces the ones still true. Returns how many.
 */
export async function resolveStaleChecks(db: Db, userId: string, current: SmartSuggestion[]): Promise<number> {
  return (await resolveStale(db, userId, current)).resolved;
}

/**
 * resolveStaleChecks, and the subjects of `current` already open with the same figures (the check
 * adds only the others). The subjects and figures still true go as two arrays, not as a list of
 * row literals: with a thousand projects the list took PostgreSQL seconds to plan (issue 17).
 */
async function resolveStale(db: Db, userId: string, current: SmartSuggestion[]): Promise<{ resolved: number; stillOpen: Set<string> }> {
  const live = current.filter((s) => s.subject);
  const subjects = live.map((s) => s.subject!);
  const params = live.map((s) => JSON.stringify(s.params ?? {}));
  const kinds = sql.join(PROJECT_RULE_KINDS.map((k) => sql`${k}`), sql`, `);
  // Still true: the same subject with the same figures (a row without figures too, as before). Any other open 'check:' row is not.
  const rows = await queryRows<{ id: string | null; open: string | null }>(
    db,
    sql`with live as (select subject, params::jsonb as params from unnest(${sql.param(subjects)}::text[], ${sql.param(params)}::text[]) as l(subject, params)),
        open as (select n.id, n.subject, n.params, n.title_key, n.kind, n.action from notifications n where n.user_id = ${userId} and n.resolved_at is null),
        kept as (select o.subject from open o join live on live.subject = o.subject and (o.params is null or live.params = o.params)),
        stale as (
          update notifications set resolved_at = now()
          where id in (
            select o.id from open o
             where (o.subject is null or o.subject not in (select subject from kept)) and (
               o.subject like 'check:%'
               or (o.subject is null and o.title_key is null and o.kind in (${kinds}) and o.action->>'projectId' is not null)))
          returning id)
        select id, null as open from stale
        union all
        select null, subject from kept`,
  );
  const stillOpen = new Set<string>();
  let resolved = 0;
  for (const row of rows) {
    if (row.id) resolved++;
    else if (row.open) stillOpen.add(row.open);
  }
  return { resolved, stillOpen };
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
  // One week's hours per person, however many projects they are on (a thousand projects, one team: one computation).
  const hoursOf = new Map<string, number>();
  for (const p of pairs) {
    let hours = hoursOf.get(p.resource_id);
    if (hours === undefined) hoursOf.set(p.resource_id, (hours = calendars!.availableThisWeek(p.resource_id, now)));
    realAvailability.set(p.project_id, (realAvailability.get(p.project_id) ?? 0) + hours);
  }
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

/**
 * What answers the idle rule's 'AI recommendation' (spec §5): the assistant's engine (decision 0907),
 * given by the app when it registers the routes (a feature does not import another's insides).
 * Without one, or when it fails or finds nothing, the spec's fallback (§8) is used.
 */
export type Reviewer = (db: Db, userId: string, lang: Language, now: Date) => Promise<Recommendation[]>;

/** The recommendations as notifications, made in both languages, so each reader gets theirs. */
async function recommendationsToSuggestions(db: Db, userId: string, now: Date, review: Reviewer): Promise<SmartSuggestion[]> {
  const [es, en] = await Promise.all([review(db, userId, "es", now), review(db, userId, "en", now)]);
  return es.map((r, i) => ({
    kind: "ai_recommendation",
    priority: r.priority,
    type: r.priority === "high" ? "warning" : "info",
    ...textKeys.recommendationTitled,
    params: { title: { text: { es: r.title, en: en[i]?.title ?? r.title } }, message: { text: { es: r.message, en: en[i]?.message ?? r.message } } },
    action: { type: "navigate", target: recommendationTarget(r.action) },
  }));
}

/**
 * The smart check (spec §4, §5): project rules over the user's own projects, idle rules on the
 * time since the last check, the weekly review after 7 idle days. A fixed number of queries.
 */
export async function runSmartCheck(db: Db, userId: string, now = new Date(), pickTip?: (n: number) => number, readerLang?: Language, review?: Reviewer) {
  const { lang, timeZone, lastCheck } = await userContext(db, userId);
  const today = todayIn(timeZone, now);
  const figures = await ownedProjectFigures(db, userId, today, now);
  const suggestions = projectSuggestions(figures);
  const { resolved, stillOpen } = await resolveStale(db, userId, suggestions);
  const idle = idleSuggestions({ lastCheckAt: lastCheck, now, projectCount: figures.length, projectId: figures[0]?.id }, pickTip);
  suggestions.push(...idle.suggestions);
  if (idle.requestRecommendations) {
    let recs: SmartSuggestion[];
    try {
      recs = review ? await recommendationsToSuggestions(db, userId, now, review) : [];
      if (recs.length === 0) recs = [fallbackRecommendation(figures.length)];
    } catch {
      recs = [fallbackRecommendation(figures.length)];
    }
    suggestions.push(...recs);
  }
  // A condition already reported with the same figures is not written again (it would meet the unique index anyway).
  const added = await addNotifications(db, userId, suggestions.filter((x) => !x.subject || !stillOpen.has(x.subject)), lang, readerLang ?? lang);
  // An account's first check: its welcome, if the load's welcome call has not come yet ('Actualizar' within 2 s).
  if (!lastCheck) await claimWelcome(db, userId, lang);
  await db.update(users).set({ lastNotificationCheckAt: now }).where(eq(users.id, userId));
  return { added, resolved, checkedAt: now.toISOString() };
}

/**
 * Between checks, when a project's tasks or the project change: each user with an open notification
 * about that project has the project rules looked at again, and what no longer holds is resolved
 * (nothing is added here). Returns the users whose list changed.
 */
export async function resolveForProject(db: Db, projectId: string, now = new Date()): Promise<string[]> {
  const holders = await queryRows<{ user_id: string }>(
    db,
    sql`select distinct user_id from notifications
        where resolved_at is null and (subject like ${`check:%:${projectId}`} or (subject is null and kind in (${sql.join(PROJECT_RULE_KINDS.map((k) => sql`${k}`), sql`, `)}) and action->>'projectId' = ${projectId}))`,
  );
  const changed: string[] = [];
  for (const { user_id: userId } of holders) {
    const { timeZone } = await userContext(db, userId);
    const figures = await ownedProjectFigures(db, userId, todayIn(timeZone, now), now);
    if ((await resolveStaleChecks(db, userId, projectSuggestions(figures))) > 0) changed.push(userId);
  }
  return changed;
}

/**
 * The welcome 2 s after every load (spec §4; issue 23: not once per account). One at a time: an
 * unread welcome still there (another tab, a reload before reading it) is kept, not doubled, by the
 * unique index on a user's open subjects (two tabs loading together insert one); one that was read
 * is replaced by a fresh unread one at the top, and one that was cleared comes back. Returns the
 * row added, if any.
 */
async function claimWelcome(db: Db, userId: string, accountLang: Language) {
  const row = notificationRow(userId, accountLang, { ...textKeys.welcome, kind: "menu_exploration", priority: "low", type: "info" });
  return queryRows<{ id: string }>(
    db,
    sql`insert into notifications (user_id, title, message, title_key, message_key, params, type, kind, priority, subject)
        values (${userId}, ${row.title}, ${row.message}, ${row.titleKey}, ${row.messageKey}, ${JSON.stringify(row.params)}::jsonb, ${row.type}, ${row.kind}, ${row.priority}, ${WELCOME_SUBJECT})
        on conflict (user_id, subject) where subject is not null and resolved_at is null do nothing
        returning id`,
  );
}

/** The welcome of a load (spec §4), in the reader's language. */
export async function addWelcome(db: Db, userId: string, readerLang?: Language) {
  const { lang } = await userContext(db, userId);
  // A welcome already read gives way to this load's (a concurrent load's insert meets the index).
  await db.delete(notifications).where(and(eq(notifications.userId, userId), eq(notifications.subject, WELCOME_SUBJECT), eq(notifications.read, true)));
  const ids = await claimWelcome(db, userId, lang);
  if (!ids.length) return [];
  const added = await db.select().from(notifications).where(eq(notifications.id, ids[0]!.id));
  return added.map((n) => toApiNotification(n, readerLang ?? lang));
}

export async function weeklyRecommendations(db: Db, userId: string, now = new Date(), review?: Reviewer) {
  const { lang, timeZone } = await userContext(db, userId);
  const figures = await ownedProjectFigures(db, userId, todayIn(timeZone, now), now);
  let recs: Recommendation[] = [];
  try {
    recs = review ? await review(db, userId, lang, now) : [];
  } catch {
    // The spec's fallback below (§8): the recommendation call failed.
  }
  if (recs.length) return { recommendations: recs };
  return { recommendations: [{ title: translate(lang, textKeys.recommendation.titleKey), message: fallbackMessage(figures.length)[lang], action: "explore_ai_features", priority: "medium" }] };
}
