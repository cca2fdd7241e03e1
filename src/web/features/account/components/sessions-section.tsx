import { Laptop, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { formatDateTime } from "../../../lib/format";
import { useReportError } from "../../../lib/report-error";
import { useAccountSessions } from "../api/sessions";
import { useRevokeOtherSessions, useRevokeSession } from "../api/revoke-session";
import { SectionError } from "./section-error";
import { useLanguage } from "../../../lib/use-language";
import { describeUserAgent } from "../../../lib/security-events";

/** This account's open sessions: end one, or every other one. */
export function SessionsSection() {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const report = useReportError();
  const items = sessions.data?.items ?? [];
  const currentId = sessions.data?.currentId ?? null;
  const others = items.filter((s) => s.id !== currentId);

  const onRevoke = async (token: string) => {
    try {
      await revoke.mutateAsync(token);
      toast({ title: t("sessions.ended"), variant: "success" });
    } catch (error) {
      report(error);
    }
  };
  const onRevokeOthers = async () => {
    try {
      await revokeOthers.mutateAsync();
      toast({ title: t("sessions.othersEnded"), variant: "success" });
    } catch (error) {
      report(error);
    }
  };

  return (
    <SectionCard title={t("sessions.title")} description={t("sessions.description")} contentClassName="grid gap-4">
      {sessions.isPending ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : sessions.isError ? (
        <SectionError onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t("sessions.title")}>
            {items.map((item) => {
              const { browser, os } = describeUserAgent(item.userAgent);
              const isCurrent = item.id === currentId;
              const Icon = os === "Android" || os === "iOS" ? Smartphone : Laptop;
              return (
                <li key={item.id} className="flex flex-wrap items-center gap-3 p-3">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">
                      {browser && os ? t("sessions.device", { browser, os }) : (browser ?? os ?? t("sessions.unknownDevice"))}
                      {isCurrent ? <span className="ml-2 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary-strong">{t("sessions.current")}</span> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t("sessions.meta", { ip: item.ipAddress ?? "—", date: formatDateTime(item.createdAt, language) })}
                    </p>
                  </div>
                  {isCurrent ? null : (
                    <Button variant="outline" size="sm" isLoading={revoke.isPending && revoke.variables === item.token} onClick={() => void onRevoke(item.token)}>
                      {t("sessions.end")}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <Button variant="outline" className="justify-self-start" disabled={others.length === 0} isLoading={revokeOthers.isPending} onClick={() => void onRevokeOthers()}>
            {t("sessions.endOthers")}
          </Button>
        </>
      )}
    </SectionCard>
  );
}
