import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { notifications } from "../../../db/schema/activity";
import { users } from "../../../db/schema/accounts";
import { pickLanguage, type Language } from "../../../domain/i18n/translate";
import type { Mailer } from "../../mail/mailer";
import { escapeHtml } from "../../../domain/html";
import { translate } from "../../i18n/messages";
import { renderFor } from "../../shared/notification-writer";

// The e-mail digest: unread notifications of the kinds each user chose (high-priority kinds by
// default) that have not gone out yet, in one mail per user, in the user's language.

export const defaultDigestKinds = ["deadline_warning", "capacity_alert", "mention"] as const;

/** A mention goes out by e-mail only once it has stayed unread this long (decision 0913): read in the app, no mail. */
export const MENTION_GRACE_MS = 60 * 60 * 1000;

type Preferences = { notificationEmails?: { kinds?: unknown } };

export function digestKinds(preferences: unknown): string[] {
  const kinds = (preferences as Preferences | null)?.notificationEmails?.kinds;
  return Array.isArray(kinds) ? kinds.filter((k): k is string => typeof k === "string") : [...defaultDigestKinds];
}

export function renderDigest(lang: Language, items: { title: string; message: string; link: string }[], settingsUrl: string) {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const subject = t("digest.subject", { count: items.length });
  const text = [t("digest.intro", { count: items.length }), "", ...items.map((i) => `• ${i.title}: ${i.message}\n  ${i.link}`), "", t("digest.settings"), settingsUrl].join("\n");
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(t("digest.intro", { count: items.length }))}</p>
<ul>${items.map((i) => `<li><a href="${escapeHtml(i.link)}"><strong>${escapeHtml(i.title)}</strong></a>: ${escapeHtml(i.message)}</li>`).join("")}</ul>
<p style="font-size:13px;color:#4b5563"><a href="${escapeHtml(settingsUrl)}">${escapeHtml(t("digest.settings"))}</a></p>
</body></html>`;
  return { subject, text, html };
}

/** Sends every pending digest; returns how many mails went out. */
export async function sendDigests(db: Db, mailer: Mailer, publicUrl: string, now = new Date()): Promise<number> {
  const graceEnd = new Date(now.getTime() - MENTION_GRACE_MS);
  const pending = await db
    .select({ n: notifications, email: users.email, locale: users.locale, preferences: users.preferences })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.read, false), isNull(notifications.emailedAt), isNull(notifications.resolvedAt), sql`${notifications.kind} is not null`))
    .orderBy(asc(notifications.userId), asc(notifications.createdAt))
    .limit(5000);
  const byUser = new Map<string, typeof pending>();
  for (const row of pending) {
    if (!digestKinds(row.preferences).includes(row.n.kind ?? "")) continue;
    // A mention younger than the hour waits for the next run: the reader may still see it in the app.
    if (row.n.kind === "mention" && row.n.createdAt > graceEnd) continue;
    byUser.set(row.n.userId, [...(byUser.get(row.n.userId) ?? []), row]);
  }
  let sent = 0;
  for (const [userId, rows] of byUser) {
    const first = rows[0]!;
    const lang = pickLanguage(first.locale) ?? "es";
    const items = rows.map((r) => ({ ...renderFor(r.n, lang), link: `${publicUrl}${r.n.action?.type === "navigate" ? r.n.action.target : "/dashboard"}` }));
    const mail = renderDigest(lang, items, `${publicUrl}/settings`);
    await mailer.send({ kind: "notification-digest", to: first.email, link: `${publicUrl}/dashboard`, ...mail });
    // Marked after sending: a failed send is retried by the next run, never lost.
    await db.update(notifications).set({ emailedAt: new Date() }).where(and(eq(notifications.userId, userId), inArray(notifications.id, rows.map((r) => r.n.id))));
    sent++;
  }
  return sent;
}
