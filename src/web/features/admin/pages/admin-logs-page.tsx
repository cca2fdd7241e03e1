import { ScrollText } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { TextField } from "../../../components/ui/text-field";
import { formatDateTime } from "../../../lib/format";
import { useAuditLog, type AuditLogQuery } from "../api/audit-log";
import { AdminGate, ForbiddenPage, isForbidden } from "../components/admin-gate";
import { AdminPage } from "../components/admin-page";
import { PagedListCard } from "../components/paged-list-card";
import { useLanguage } from "../../../lib/use-language";
import { actionKey, isWarningAction, knownActions } from "../../../lib/security-events";
import { BoxedTable } from "../../../components/ui/table";

// /admin/logs: the audit log (sign-ins, failures, limits hit, role and password changes, bans),
// filtered by action or action prefix, actor e-mail and dates, newest first, paginated.

const pageSize = 25;
const allActions = "all";
const prefixes = ["auth.", "team.", "admin."] as const;

type Filters = Omit<AuditLogQuery, "page" | "pageSize">;
const emptyFilters: Filters = { action: "", actorEmail: "", from: "", to: "" };

function LogsScreen() {
  const { t } = useTranslation(["admin", "account"]);
  const language = useLanguage();
  const [draft, setDraft] = useState<Filters>(emptyFilters);
  const [filters, setFilters] = useState<Filters>(emptyFilters);
  const [page, setPage] = useState(1);
  const log = useAuditLog({ ...filters, page, pageSize });

  if (log.isError && isForbidden(log.error)) return <ForbiddenPage />;

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, actorEmail: draft.actorEmail.trim() });
    setPage(1);
  };
  const label = (action: string) => {
    const key = actionKey(action);
    return key ? t(`account:${key}` as "account:events.auth_sign_in") : action;
  };
  const items = log.data?.items ?? [];

  return (
    <AdminPage icon={ScrollText} title={t("logs.heading")} intro={t("logs.intro")} other={{ to: "/admin/users", label: t("logs.toUsers") }}>
      <form aria-label={t("logs.filters")} className="mt-8 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[14rem_1fr_10rem_10rem_auto]" onSubmit={onFilter}>
        <div className="grid gap-1.5">
          <Label htmlFor="logs-action">{t("logs.action")}</Label>
          <Select value={draft.action || allActions} onValueChange={(value) => setDraft((d) => ({ ...d, action: value === allActions ? "" : value }))}>
            <SelectTrigger id="logs-action">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={allActions}>{t("logs.allActions")}</SelectItem>
              {prefixes.map((prefix) => (
                <SelectItem key={prefix} value={prefix}>
                  {t(`logs.prefix.${prefix.slice(0, -1) as "auth" | "team" | "admin"}`)}
                </SelectItem>
              ))}
              {knownActions.map((action) => (
                <SelectItem key={action} value={action}>
                  {label(action)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <TextField id="logs-actor" type="email" label={t("logs.actor")} value={draft.actorEmail} onChange={(e) => setDraft((d) => ({ ...d, actorEmail: e.target.value }))} />
        <TextField id="logs-from" type="date" label={t("logs.from")} value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
        <TextField id="logs-to" type="date" label={t("logs.to")} value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
        <div className="flex gap-2">
          <Button type="submit">{t("logs.apply")}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(emptyFilters);
              setFilters(emptyFilters);
              setPage(1);
            }}
          >
            {t("logs.clear")}
          </Button>
        </div>
      </form>
      <PagedListCard list={log} placeholder={{ count: 5, className: "h-10 w-full" }} loadFailed={t("logs.loadFailed")} empty={t("logs.empty")} onPage={setPage}>
        <BoxedTable
          className="min-w-[48rem]"
          caption={t("logs.heading")}
          columns={[{ label: t("logs.columns.when") }, { label: t("logs.columns.action") }, { label: t("logs.columns.actor") }, { label: t("logs.columns.target") }, { label: t("logs.columns.ip") }]}
        >
          {items.map((entry) => (
            <tr key={entry.id} data-action={entry.action}>
              <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{formatDateTime(entry.createdAt, language)}</td>
              <td className={isWarningAction(entry.action) ? "px-3 py-2 font-medium text-destructive-strong" : "px-3 py-2"}>
                {label(entry.action)}
                <span className="block font-mono text-xs text-muted-foreground">{entry.action}</span>
              </td>
              <td className="px-3 py-2">{entry.actor ? <Person {...entry.actor} /> : t("logs.noActor")}</td>
              {entry.targetUser ? (
                <td className="px-3 py-2">
                  <Person {...entry.targetUser} />
                </td>
              ) : (
                <td className="max-w-48 truncate px-3 py-2 font-mono text-xs text-muted-foreground" title={entry.target ?? undefined}>
                  {entry.target ?? "—"}
                </td>
              )}
              <td className="px-3 py-2 text-muted-foreground">{entry.ipAddress ?? "—"}</td>
            </tr>
          ))}
        </BoxedTable>
      </PagedListCard>
    </AdminPage>
  );
}

/** An account in the log: its name, and its e-mail beneath (the e-mail alone when it has no name). */
function Person({ name, email }: { name: string; email: string }) {
  return name ? (
    <>
      {name}
      <span className="block text-xs text-muted-foreground">{email}</span>
    </>
  ) : (
    <>{email}</>
  );
}

export function AdminLogsPage() {
  return (
    <AdminGate>
      <LogsScreen />
    </AdminGate>
  );
}
