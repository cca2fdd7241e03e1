import { MessageSquare, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useConversations, useDeleteAllConversations, useDeleteConversation } from "../../../api/assistant";

// The user's own kept conversations (decision 0907), latest first: open one, delete one, or all
// (after a confirmation). Nobody else's are listed: the server answers only the owner's.

export function ConversationHistory({ openId, onOpen, onDeleted }: { openId: string | null; onOpen: (id: string) => void; onDeleted: (id: string | null) => void }) {
  const { t, i18n } = useTranslation("assistant");
  const list = useConversations();
  const remove = useDeleteConversation();
  const removeAll = useDeleteAllConversations();
  const [isConfirming, setIsConfirming] = useState(false);
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language === "es" ? "es-MX" : "en-US", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(new Date(iso));
  const items = list.data ?? [];

  return (
    <nav aria-labelledby="assistant-history-title" className="grid content-start gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="assistant-history-title" className="text-sm font-semibold">
          {t("history.title")}
        </h2>
        {items.length && !isConfirming ? (
          <Button size="sm" variant="ghost" onClick={() => setIsConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t("history.deleteAll")}
          </Button>
        ) : null}
      </div>
      {isConfirming ? (
        <div role="alertdialog" aria-labelledby="assistant-delete-all" className="grid gap-2 rounded-md border border-destructive/50 p-3">
          <p id="assistant-delete-all" className="text-sm">
            {t("history.confirmDeleteAll")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="destructive"
              isLoading={removeAll.isPending}
              onClick={() =>
                removeAll.mutate(undefined, {
                  onSuccess: () => {
                    setIsConfirming(false);
                    onDeleted(null);
                  },
                })
              }
            >
              {t("history.confirm")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setIsConfirming(false)}>
              {t("history.cancel")}
            </Button>
          </div>
        </div>
      ) : null}
      {list.isSuccess && items.length === 0 ? <p className="text-sm text-muted-foreground">{t("history.empty")}</p> : null}
      <ul className="grid gap-1" data-testid="assistant-history">
        {items.map((c) => (
          <li key={c.id} className={cn("flex items-start gap-1 rounded-md", c.id === openId && "bg-subtle")}>
            <button type="button" onClick={() => onOpen(c.id)} aria-current={c.id === openId ? "true" : undefined} aria-label={t("history.open", { title: c.title })} className="flex min-w-0 flex-1 items-start gap-2 rounded-md px-2 py-1.5 text-left hover:bg-subtle focus-visible:outline-2 focus-visible:outline-ring">
              <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="grid min-w-0">
                <span className="truncate text-sm">{c.title}</span>
                <span className="text-xs text-muted-foreground">
                  {when(c.updatedAt)} · {t("history.turns", { count: c.turns })}
                </span>
              </span>
            </button>
            <Button size="sm" variant="ghost" aria-label={t("history.delete", { title: c.title })} disabled={remove.isPending} onClick={() => remove.mutate(c.id, { onSuccess: () => onDeleted(c.id) })}>
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
