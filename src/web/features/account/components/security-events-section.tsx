import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/card";
import { Skeletons } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/format";
import { useSecurityEvents } from "../api/security-events";
import { SectionError } from "./section-error";
import { useLanguage } from "../../../lib/use-language";
import { actionKey, describeUserAgent, isWarningAction } from "../../../lib/security-events";
import { BoxedTable } from "../../../components/ui/table";

/** The last 50 security events of this account, newest first. */
export function SecurityEventsSection() {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const events = useSecurityEvents();
  const items = events.data ?? [];

  return (
    <SectionCard title={t("security.title")} description={t("security.description")}>
      {events.isPending ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeletons count={4} className="h-9 w-full" />
        </div>
      ) : events.isError ? (
        <SectionError onRetry={() => void events.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("security.empty")}</p>
      ) : (
        <BoxedTable className="min-w-[32rem]" caption={t("security.title")} columns={[{ label: t("security.when") }, { label: t("security.what") }, { label: t("security.where") }]}>
          {items.map((event) => {
            const key = actionKey(event.action);
            const isWarning = isWarningAction(event.action);
            const { browser, os } = describeUserAgent(event.userAgent);
            const Icon = isWarning ? ShieldAlert : ShieldCheck;
            return (
              <tr key={event.id}>
                <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{formatDateTime(event.createdAt, language)}</td>
                <td className="px-3 py-2">
                  <span className={isWarning ? "inline-flex items-center gap-1.5 font-medium text-destructive-strong" : "inline-flex items-center gap-1.5"}>
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {key ? t(key as "events.auth_sign_in") : event.action}
                  </span>
                </td>
                <td className="px-3 py-2 text-muted-foreground">
                  {[event.ipAddress, [browser, os].filter(Boolean).join(" · ")].filter(Boolean).join(" — ") || "—"}
                </td>
              </tr>
            );
          })}
        </BoxedTable>
      )}
    </SectionCard>
  );
}
