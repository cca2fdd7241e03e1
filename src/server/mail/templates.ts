import type { Language, Params } from "../../domain/i18n/translate";
import { translate } from "../i18n/messages";
import { escapeHtml } from "../../domain/html";

// The four mails of the accounts feature, in the reader's language: plain text plus a simple HTML
// part with the same words and one button. Texts live in the server catalogue (mail.*).

export type MailKind = "verify-email" | "change-email" | "reset-password" | "invitation" | "account-locked";

export type RenderedMail = { subject: string; text: string; html: string };

const sections: Record<MailKind, string> = {
  "verify-email": "mail.verify",
  "change-email": "mail.change_email",
  "reset-password": "mail.reset",
  invitation: "mail.invitation",
  "account-locked": "mail.locked",
};

export type MailParams = {
  link: string;
  name?: string | null;
  /** How long the link lasts; a link that does not expire (the lock mail's) has none. */
  expires?: { hours: number } | { days: number };
  /** How long a lock lasts, for the lock mail. */
  minutes?: number;
  workspace?: string;
  inviter?: string;
  role?: string;
};

export function renderMail(kind: MailKind, lang: Language, params: MailParams): RenderedMail {
  const t = (key: string, p?: Params) => translate(lang, key, p);
  const section = sections[kind];
  const values: Params = {
    workspace: params.workspace ?? "",
    inviter: params.inviter ?? "",
    role: params.role ? t(`roles.${params.role}`) : "",
    minutes: params.minutes ?? 0,
  };
  const subject = t(`${section}.subject`, values);
  const greeting = params.name ? t("mail.greeting", { name: params.name }) : t("mail.greeting_anonymous");
  const intro = t(`${section}.intro`, values);
  const button = t(`${section}.button`);
  const expires = !params.expires ? "" : "hours" in params.expires ? t("mail.expires_hours", params.expires) : t("mail.expires_days", params.expires);
  const ignore = t("mail.ignore");
  const signature = t("mail.signature");

  const text = [greeting, "", intro, "", params.link, "", ...(expires ? [expires] : []), ignore, "", `— ${signature}`].join("\n");
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(params.link)}" style="display:inline-block;background:#00b34a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(params.link)}</p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(expires ? `${expires} ${ignore}` : ignore)}</p>
<p>— ${escapeHtml(signature)}</p>
</body></html>
`;
  return { subject, text, html };
}

/**
 * A notice by mail: its title, its message, the link to what it is about and a footer saying why
 * it came (automation's notices, due-date reminders). The same words as the in-app notification.
 */
export function renderNoticeMail(lang: Language, notice: { title: string; message: string; url: string; footer: string }): RenderedMail {
  const { title, message, url, footer } = notice;
  return {
    subject: title,
    text: `${message}\n\n${url}\n\n${footer}`,
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:18px">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p style="font-size:13px;color:#4b5563">${escapeHtml(footer)}</p></body></html>`,
  };
}
