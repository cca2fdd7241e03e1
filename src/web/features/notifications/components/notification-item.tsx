import { Check, CircleCheck, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import type { AppNotification } from "../api/notifications";
import { resolveAction } from "../lib/action";
import { TypeBadge } from "./type-badge";
import { useLanguage } from "../../../lib/use-language";
import { formatRelativeTime } from "../../../lib/format";

const CLOCK_SKEW_MS = 2 * 60_000;

type Props = {
  notification: AppNotification;
  now: number;
  onOpen: (notification: AppNotification) => void;
  onMarkRead: (id: string) => void;
  onRemove: (id: string) => void;
};

const iconButton = cn(
  "inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-subtle hover:text-foreground",
  focusRing,
);

/** One entry: title, type, message (two lines), age, 'Clic para abrir', mark-read and remove. */
export function NotificationItem({ notification: n, now, onOpen, onMarkRead, onRemove }: Props) {
  const { t } = useTranslation("notifications");
  const language = useLanguage();
  const hasAction = resolveAction(n.action) !== null;
  // What it reported no longer holds (decision 0603): shown muted with 'Resuelta', never as unread.
  const resolved = Boolean(n.resolvedAt);
  const unread = !n.read && !resolved;
  // A browser clock a little behind the server's must not date a new notification in the future.
  const at = Date.parse(n.timestamp);
  const shownAt = at > now && at - now < CLOCK_SKEW_MS ? now : n.timestamp;
  return (
    <li className={cn("relative flex gap-2 border-b border-border py-3 pr-2 pl-5 last:border-b-0", unread && "bg-subtle/60")} data-read={n.read} data-resolved={resolved}>
      {unread ? <span aria-hidden="true" className="absolute top-[1.1rem] left-2 size-2 rounded-full bg-primary" /> : null}
      <button type="button" onClick={() => onOpen(n)} className={cn("grid min-w-0 flex-1 cursor-pointer gap-1 rounded-md text-left", focusRing)}>
        <span className="flex min-w-0 items-start justify-between gap-2">
          <span className={cn("min-w-0 text-sm break-words", resolved ? "text-muted-foreground" : "text-foreground", unread ? "font-semibold" : "font-medium")}>
            {unread ? <span className="sr-only">{t("item.unread")}: </span> : null}
            {n.title}
          </span>
          {resolved ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-md border border-border px-1.5 py-0.5 text-xs font-medium text-muted-foreground" title={t("item.resolvedHint")}>
              <CircleCheck aria-hidden="true" className="size-3.5" />
              {t("item.resolved")}
            </span>
          ) : (
            <TypeBadge type={n.type} />
          )}
        </span>
        <span className="line-clamp-2 text-sm break-words text-muted-foreground">{n.message}</span>
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <time dateTime={n.timestamp}>{formatRelativeTime(shownAt, language, now)}</time>
          {hasAction ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="font-medium text-primary-strong">{t("item.clickToOpen")}</span>
            </>
          ) : null}
        </span>
      </button>
      <span className="flex shrink-0 flex-col gap-1">
        {unread ? (
          <button type="button" className={iconButton} onClick={() => onMarkRead(n.id)} aria-label={t("item.markRead", { title: n.title })} title={t("item.markRead", { title: n.title })}>
            <Check aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <button type="button" className={iconButton} onClick={() => onRemove(n.id)} aria-label={t("item.remove", { title: n.title })} title={t("item.remove", { title: n.title })}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </span>
    </li>
  );
}
