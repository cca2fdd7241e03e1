import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema/activity";
import type { Language } from "../../domain/i18n/translate";
import { renderNotificationText, type NotificationParams, type StoredNotificationText } from "../../domain/notifications/render";
import type { NotificationAction, NotificationType } from "../../domain/notifications/smart-rules";
import { translate } from "../i18n/messages";

// How every feature makes and ends notifications (decision 0603): keys and parameters rendered for
// each reader, the recipient's language only for the stored fallback; a subject for those that
// report a condition, resolved when the condition ends.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Writer = Db | Tx;

export type NewNotification = {
  titleKey: string;
  messageKey: string;
  params?: NotificationParams;
  type: NotificationType | string;
  kind?: string | null;
  priority?: string | null;
  subject?: string | null;
  action?: NotificationAction | null;
  emailedAt?: Date | null;
};

/** A notification's title and message in `lang`. */
export function renderFor(row: StoredNotificationText, lang: Language) {
  return renderNotificationText(row, lang, translate);
}

/** The row to insert for `userId`: keys, parameters, and the text in the recipient's language as the fallback. */
export function notificationRow(userId: string, lang: Language, n: NewNotification) {
  const text = renderFor({ title: "", message: "", titleKey: n.titleKey, messageKey: n.messageKey, params: n.params ?? {} }, lang);
  return {
    userId,
    title: text.title,
    message: text.message,
    titleKey: n.titleKey,
    messageKey: n.messageKey,
    params: n.params ?? {},
    type: n.type,
    kind: n.kind ?? null,
    priority: n.priority ?? null,
    subject: n.subject ?? null,
    action: n.action ?? null,
    emailedAt: n.emailedAt ?? null,
  };
}

/**
 * Inserts notifications; one whose subject already has an open notification for that user is
 * skipped (the condition was reported already). Returns the rows added.
 */
export async function insertNotifications(db: Writer, rows: (ReturnType<typeof notificationRow> & { createdAt?: Date | SQL })[]) {
  if (!rows.length) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.subject], where: sql`subject is not null and resolved_at is null` })
    .returning();
}

/**
 * Marks resolved the open notifications about `subjects` (for every user, or only `userId`'s).
 * Returns the users whose list changed, so their bells refresh.
 */
export async function resolveSubjects(db: Writer, subjects: string[], userId?: string): Promise<string[]> {
  if (!subjects.length) return [];
  const rows = await db
    .update(notifications)
    .set({ resolvedAt: new Date() })
    .where(and(inArray(notifications.subject, subjects), isNull(notifications.resolvedAt), userId ? eq(notifications.userId, userId) : undefined))
    .returning({ userId: notifications.userId });
  return [...new Set(rows.map((r) => r.userId))];
}

