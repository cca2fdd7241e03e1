import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Bell, BellOff, CheckCheck, RefreshCw, Trash2, X } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { focusRing } from "../../../components/ui/focus-ring";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { useNotifications, type AppNotification } from "../api/notifications";
import { useChangeNotifications } from "../api/update-notifications";
import { useNotificationSchedule } from "../hooks/use-notification-schedule";
import { resolveAction } from "../lib/action";
import { badgeText } from "../lib/badge";
import { NotificationDetailDialog } from "./notification-detail-dialog";
import { NotificationItem } from "./notification-item";

// The bell and its dropdown (spec section 2), for signed-in users. A non-modal Radix dialog: it
// takes focus when it opens, closes on Escape, on a click or focus outside and on its close
// button, and gives focus back to the bell. 24rem wide under the bell; the full width on a phone.

const PANEL_WIDTH = 384;
const EDGE = 8;

function panelPosition(trigger: HTMLElement | null): CSSProperties {
  const width = window.innerWidth;
  if (!trigger || width < PANEL_WIDTH + 2 * EDGE + 32) return { left: EDGE, right: EDGE };
  const rect = trigger.getBoundingClientRect();
  const right = Math.min(Math.max(EDGE, width - rect.right), width - PANEL_WIDTH - EDGE);
  return { right, width: PANEL_WIDTH };
}

/** Re-renders every minute while shown, so 'hace 1 minuto' keeps true. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function NotificationCenter() {
  const { t } = useTranslation("notifications");
  const navigate = useNavigate();
  const list = useNotifications();
  const change = useChangeNotifications();
  const { isChecking, check } = useNotificationSchedule();

  const [isOpen, setIsOpen] = useState(false);
  const [detail, setDetail] = useState<AppNotification | null>(null);
  const [position, setPosition] = useState<CSSProperties>({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const keepFocus = useRef(false);
  const now = useNow(isOpen);

  useLayoutEffect(() => {
    if (!isOpen) return;
    const place = () => setPosition(panelPosition(triggerRef.current));
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [isOpen]);

  // New unread notifications (a check, another tab, a server job) are announced politely.
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!list.data) return;
    const previous = seen.current;
    seen.current = new Set(list.data.items.map((n) => n.id));
    if (!previous) return;
    const fresh = list.data.items.filter((n) => !n.read && !n.resolvedAt && !previous.has(n.id));
    if (fresh.length === 1) setAnnouncement(t("panel.announceOne", { title: fresh[0]!.title }));
    else if (fresh.length > 1) setAnnouncement(t("panel.announceMany", { count: fresh.length }));
  }, [list.data, t]);

  const unread = list.data?.unreadCount ?? 0;
  const badge = badgeText(unread);
  const items = list.data?.items ?? [];

  const onOpenItem = useCallback(
    (n: AppNotification) => {
      if (!n.read) change.mutate({ kind: "read", id: n.id });
      const action = resolveAction(n.action);
      if (!action) return;
      if (action.kind === "external") {
        window.open(action.href, "_blank", "noopener,noreferrer");
        return;
      }
      // The page (or the modal) takes the focus, not the bell.
      keepFocus.current = true;
      setIsOpen(false);
      if (action.kind === "navigate") void navigate(action.to);
      else setDetail(n);
    },
    [change, navigate],
  );
  const onMarkRead = useCallback((id: string) => change.mutate({ kind: "read", id }), [change]);
  const onRemove = useCallback((id: string) => change.mutate({ kind: "remove", id }), [change]);

  return (
    <>
      <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen} modal={false}>
        <DialogPrimitive.Trigger asChild>
          <button
            ref={triggerRef}
            type="button"
            className={cn("relative inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-subtle", focusRing)}
            aria-label={unread > 0 ? t("bell.labelUnread", { count: unread }) : t("bell.label")}
            data-testid="notification-bell"
          >
            <Bell aria-hidden="true" className="size-5" />
            {badge ? (
              <span
                aria-hidden="true"
                data-testid="notification-badge"
                className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground ring-2 ring-background"
              >
                {badge}
              </span>
            ) : null}
          </button>
        </DialogPrimitive.Trigger>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Content
            aria-describedby={undefined}
            style={position}
            onCloseAutoFocus={(event) => {
              if (keepFocus.current) event.preventDefault();
              keepFocus.current = false;
            }}
            data-testid="notification-panel"
            className={cn(
              "fixed top-[calc(var(--header-height)+0.25rem)] z-50 flex max-h-[calc(100dvh-var(--header-height)-1rem)] flex-col overflow-hidden rounded-xl border border-border bg-popover text-popover-foreground shadow-xl",
              "data-[state=open]:animate-pop-in",
            )}
          >
            <div className="border-b border-border px-4 pt-3 pb-2">
              <div className="flex items-center justify-between gap-2">
                <div className="min-w-0">
                  <DialogPrimitive.Title className="text-base leading-tight font-semibold">{t("panel.title")}</DialogPrimitive.Title>
                  <p className="text-xs text-muted-foreground">{unread > 0 ? t("panel.unreadSummary", { count: unread }) : t("panel.allRead")}</p>
                </div>
                <DialogPrimitive.Close asChild>
                  <Button variant="ghost" size="icon" className="size-8" aria-label={t("panel.close")}>
                    <X aria-hidden="true" />
                  </Button>
                </DialogPrimitive.Close>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-1">
                <Button variant="outline" size="sm" onClick={() => void check()} isLoading={isChecking}>
                  {isChecking ? null : <RefreshCw aria-hidden="true" />}
                  {isChecking ? t("panel.checking") : t("panel.refresh")}
                </Button>
                {unread > 0 ? (
                  <Button variant="ghost" size="sm" onClick={() => change.mutate({ kind: "readAll" })}>
                    <CheckCheck aria-hidden="true" />
                    {t("panel.markAll")}
                  </Button>
                ) : null}
              </div>
            </div>

            <div className="max-h-96 min-h-0 overflow-y-auto overscroll-contain" data-testid="notification-list-scroll">
              {list.isPending ? (
                <div className="grid gap-3 p-4" aria-busy="true">
                  {[0, 1, 2].map((i) => (
                    <div key={i} className="grid gap-2">
                      <Skeleton className="h-4 w-2/3" />
                      <Skeleton className="h-3 w-full" />
                    </div>
                  ))}
                </div>
              ) : list.isError && items.length === 0 ? (
                <div className="grid justify-items-center gap-3 px-6 py-10 text-center">
                  <p className="text-sm text-muted-foreground">{t("panel.loadFailed")}</p>
                  <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                    {t("panel.retry")}
                  </Button>
                </div>
              ) : items.length === 0 ? (
                <div className="grid justify-items-center gap-2 px-6 py-10 text-center">
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted">
                    <BellOff aria-hidden="true" className="size-6 text-muted-foreground" />
                  </span>
                  <p className="text-sm font-medium">{t("panel.empty")}</p>
                  <p className="text-xs text-muted-foreground">{t("panel.emptyHint")}</p>
                </div>
              ) : (
                <ul aria-label={t("panel.title")}>
                  {items.map((n) => (
                    <NotificationItem key={n.id} notification={n} now={now} onOpen={onOpenItem} onMarkRead={onMarkRead} onRemove={onRemove} />
                  ))}
                </ul>
              )}
            </div>

            {items.length > 0 ? (
              <div className="border-t border-border p-2">
                <Button variant="ghost" size="sm" className="w-full text-destructive-strong" onClick={() => change.mutate({ kind: "clear" })}>
                  <Trash2 aria-hidden="true" />
                  {t("panel.clearAll")}
                </Button>
              </div>
            ) : null}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <NotificationDetailDialog notification={detail} onClose={() => setDetail(null)} onRemove={onRemove} />
    </>
  );
}
