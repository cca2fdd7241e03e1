import { Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDecisions, useUndoDecision, type Decision, type Portfolio } from "../../../api/orchestrator";
import { LoadError } from "../../../components/load-error";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Skeletons } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { changeText } from "./change-text";

// The decisions taken: which scenario, why, who applied it and when; the latest can be undone.

export function DecisionsList({ portfolio, canManage }: { portfolio: Portfolio; canManage: boolean }) {
  const { t } = useTranslation("orchestrator");
  const language = useLanguage();
  const decisions = useDecisions();
  const undo = useUndoDecision();
  const [undoing, setUndoing] = useState<Decision | null>(null);
  if (decisions.isPending) return <Skeletons count={2} className="h-24" />;
  if (decisions.isError) return <LoadError error={decisions.error} onRetry={() => void decisions.refetch()} />;
  if (decisions.data.length === 0) return <p className="text-sm text-muted-foreground">{t("decisions.empty")}</p>;
  const latest = decisions.data.find((d) => !d.undoneAt);
  return (
    <ul className="grid gap-3" data-testid="decisions">
      {decisions.data.map((d) => (
        <li key={d.id}>
          <Card>
            <CardContent className="grid gap-2 pt-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words">{d.scenarioName}</h3>
                  <p className="text-xs text-muted-foreground">{t("decisions.applied", { name: d.appliedByName ?? "—", date: formatDateTime(d.appliedAt, language), votes: d.votes })}</p>
                  {d.undoneAt ? <p className="text-xs font-medium text-warning-strong">{t("decisions.undone", { name: d.undoneByName ?? "—", date: formatDateTime(d.undoneAt, language) })}</p> : null}
                </div>
                {canManage && latest?.id === d.id ? (
                  <Button size="sm" variant="outline" onClick={() => setUndoing(d)}>
                    <Undo2 aria-hidden="true" className="size-4" /> {t("decisions.undo")}
                  </Button>
                ) : null}
              </div>
              <p className="text-sm break-words whitespace-pre-wrap">
                <span className="font-medium">{t("decisions.reasons")}:</span> {d.reasons}
              </p>
              <ul className="grid list-disc gap-0.5 pl-5 text-sm">
                {d.changes.map((c, i) => (
                  <li key={i}>{changeText(c, portfolio, t, language)}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </li>
      ))}
      <ConfirmDialog
        isOpen={undoing !== null}
        onOpenChange={(open) => !open && setUndoing(null)}
        title={t("decisions.undoTitle", { name: undoing?.scenarioName ?? "" })}
        description={t("decisions.undoBody")}
        confirmLabel={t("decisions.undo")}
        cancelLabel={t("editor.cancel")}
        closeLabel={t("editor.cancel")}
        isPending={undo.isPending}
        onConfirm={() =>
          undoing &&
          undo.mutate(undoing.id, {
            onSuccess: () => {
              toast({ title: t("decisions.undoneToast"), variant: "success" });
              setUndoing(null);
            },
            onError: (error) => toast({ title: t("errorTitle"), description: error.message, variant: "error" }),
          })
        }
      />
    </ul>
  );
}
