import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import type { AppNotification } from "../api/notifications";
import { formatDateTime, formatRelativeTime } from "../../../lib/format";
import { TypeBadge } from "./type-badge";
import { useLanguage } from "../../../lib/use-language";

type Props = { notification: AppNotification | null; onClose: () => void; onRemove: (id: string) => void };

/** A notification whose action is 'modal': its whole content, when it came, and what to do next. */
export function NotificationDetailDialog({ notification, onClose, onRemove }: Props) {
  const { t } = useTranslation("notifications");
  const language = useLanguage();
  return (
    <Dialog open={notification !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {notification ? (
        <DialogContent>
          <DialogHeader>
            <TypeBadge type={notification.type} className="self-start" />
            <DialogTitle>{notification.title}</DialogTitle>
            <p className="text-xs text-muted-foreground">
              <time dateTime={notification.timestamp} title={formatDateTime(notification.timestamp, language)}>
                {t("detail.received", { time: formatRelativeTime(notification.timestamp, language) })}
              </time>
            </p>
          </DialogHeader>
          <DialogDescription className="text-base whitespace-pre-line text-foreground">{notification.message}</DialogDescription>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => {
                onRemove(notification.id);
                onClose();
              }}
            >
              {t("detail.remove")}
            </Button>
            <DialogClose asChild>
              <Button>{t("detail.ok")}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
