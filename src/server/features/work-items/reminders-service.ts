import { and, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { projectTasks, projects, resources } from "../../../db/schema/projects";
import { reminderPreferences, sentReminders } from "../../../db/schema/recurrence";
import { taskAssignees } from "../../../db/schema/work-items";
import { pickLanguage } from "../../../domain/i18n/translate";
import { addDays, todayIn } from "../../../domain/planning/calendar";
import { defaultReminderPreferences, reminderKey, remindersDue, type ReminderPreferences } from "../../../domain/work-items/reminders";
import type { Mailer } from "../../mail/mailer";
import { renderNoticeMail } from "../../mail/templates";
import { translate } from "../../i18n/messages";
import { insertNotifications, notificationRow, renderFor } from "../../shared/notification-writer";
import { yieldToEventLoop } from "../../shared/yield";

// Due-date reminders (issue 23, decision 1207): each assignee with an account hears of a task
// before it is due, at the moments they chose, in the app (a keyed notification, decision 0603)
// and by e-mail through the outbox, in their language. The ledger's key (task, person, reminder,
// due date) is claimed before anything is sent, so two instances send it once; a new due date is
// a new key, which re-arms the reminders. Done tasks get none.

export async function getReminderPreferences(db: Db, userId: string): Promise<ReminderPreferences & { isDefault: boolean }> {
  const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
  return row ? { reminders: row.reminders, email: row.email, inApp: row.inApp, isDefault: false } : { ...defaultReminderPreferences, isDefault: true };
}

export async function setReminderPreferences(db: Db, userId: string, input: ReminderPreferences) {
  // The same moment twice would be sent once anyway (same ledger key): keep one.
  const unique = [...new Map(input.reminders.map((r) => [reminderKey(r), r])).values()];
  const values = { reminders: unique, email: input.email, inApp: input.inApp, updatedAt: new Date() };
  await db.insert(reminderPreferences).values({ userId, ...values }).onConflictDoUpdate({ target: reminderPreferences.userId, set: values });
  return getReminderPreferences(db, userId);
}

type Recipient = { taskId: string; title: string; endDate: string; projectId: string; project: string; userId: string; email: string; locale: string | null; timeZone: string };

/** Open tasks due within the reminders' reach, with each assignee (primary and additional) who has an account. */
async function recipients(db: Db, now: Date): Promise<Recipient[]> {
  const today = todayIn("UTC", now);
  const base = {
    taskId: projectTasks.id,
    title: projectTasks.title,
    endDate: sql<string>`${projectTasks.endDate}`,
    projectId: projects.id,
    project: projects.name,
    userId: users.id,
    email: users.email,
    locale: users.locale,
    timeZone: users.timeZone,
  };
  // Reminders reach at most 14 days before; a day either side covers every time zone.
  const window = and(gte(projectTasks.endDate, addDays(today, -1)), lte(projectTasks.endDate, addDays(today, 15)), isNull(projectTasks.completedAt), ne(projectTasks.status, "Completada"));
  const primary = await db
    .select(base)
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .innerJoin(resources, eq(resources.id, projectTasks.assigneeResourceId))
    .innerJoin(users, eq(users.id, resources.userId))
    .where(and(window, isNotNull(resources.userId)));
  const others = await db
    .select(base)
    .from(taskAssignees)
    .innerJoin(projectTasks, eq(projectTasks.id, taskAssignees.taskId))
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .innerJoin(resources, eq(resources.id, taskAssignees.resourceId))
    .innerJoin(users, eq(users.id, resources.userId))
    .where(window);
  return [...new Map([...primary, ...others].map((r) => [`${r.taskId}:${r.userId}`, r])).values()];
}

export function renderReminderMail(lang: "es" | "en", text: { title: string; message: string }, url: string) {
  return renderNoticeMail(lang, { ...text, url, footer: translate(lang, "reminders.mail.footer") });
}

/** The job's work: sends every reminder due at `now` once. Returns the notifications made (for the bells) and the count sent. */
export async function sendDueReminders(db: Db, mailer: Mailer, publicUrl: string, now = new Date()) {
  const people = await recipients(db, now);
  const userIds = [...new Set(people.map((p) => p.userId))];
  const chosen = userIds.length ? await db.select().from(reminderPreferences).where(inArray(reminderPreferences.userId, userIds)) : [];
  const preferencesOf = new Map(chosen.map((p) => [p.userId, { reminders: p.reminders, email: p.email, inApp: p.inApp }]));
  const made: { userId: string; id: string }[] = [];
  let sent = 0;
  for (const person of people) {
    const preferences = preferencesOf.get(person.userId) ?? defaultReminderPreferences;
    for (const reminder of remindersDue(preferences, person.endDate, person.timeZone, now)) {
      const claimed = await db
        .insert(sentReminders)
        .values({ taskId: person.taskId, userId: person.userId, reminderKey: reminderKey(reminder), dueDate: person.endDate })
        .onConflictDoNothing()
        .returning();
      if (!claimed.length) continue;
      sent++;
      const lang = pickLanguage(person.locale) ?? "es";
      const link = `/project/${person.projectId}`;
      const keyed = { titleKey: "notificationsText.reminder.title", messageKey: "notificationsText.reminder.message", params: { task: person.title, project: person.project, date: { date: person.endDate } } };
      if (preferences.inApp) {
        const rows = await insertNotifications(db, [notificationRow(person.userId, lang, { ...keyed, type: "warning", kind: "task_reminder", priority: "high", action: { type: "navigate", target: link, projectId: person.projectId }, emailedAt: preferences.email ? now : null })]);
        made.push(...rows.map((r) => ({ userId: r.userId, id: r.id })));
      }
      if (preferences.email) {
        const text = renderFor({ title: "", message: "", ...keyed }, lang);
        await mailer.send({ kind: "reminder", to: person.email, link: `${publicUrl}${link}`, ...renderReminderMail(lang, text, `${publicUrl}${link}`) });
      }
    }
    await yieldToEventLoop();
  }
  return { sent, notifications: made };
}
