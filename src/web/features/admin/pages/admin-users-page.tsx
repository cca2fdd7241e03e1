import { Ban, LogOut, Search, ShieldCheck, UserCog } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session";
import { Button } from "../../../components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { formatDate, formatDateTime } from "../../../lib/format";
import { useReportError } from "../../../lib/report-error";
import { useAdminUsers, type AdminUser } from "../api/admin-users";
import { useRevokeUserSessions, useSetUserRole, useUnbanUser } from "../api/user-actions";
import { AdminGate, ForbiddenPage, isForbidden } from "../components/admin-gate";
import { AdminPage } from "../components/admin-page";
import { BanDialog } from "../components/ban-dialog";
import { PagedListCard } from "../components/paged-list-card";
import { useLanguage } from "../../../lib/use-language";
import { BoxedTable } from "../../../components/ui/table";

// /admin/users: the installation's accounts, searchable and paginated; an administrator changes
// roles, suspends (with a reason and an optional end) or lifts a suspension, and ends sessions.

const pageSize = 20;

function UsersScreen() {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const { session } = useSession();
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ q, page, pageSize });
  const setRole = useSetUserRole();
  const unban = useUnbanUser();
  const revoke = useRevokeUserSessions();
  const report = useReportError();

  if (users.isError && isForbidden(users.error)) return <ForbiddenPage />;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(search.trim());
    setPage(1);
  };
  const onRole = (user: AdminUser, role: string) => {
    if (role !== "admin" && role !== "user") return;
    setRole.mutate(
      { userId: user.id, input: { role } },
      { onSuccess: () => toast({ title: t("users.roleChanged", { email: user.email }), variant: "success" }), onError: (error) => report(error) },
    );
  };
  const onUnban = (user: AdminUser) =>
    unban.mutate(user.id, { onSuccess: () => toast({ title: t("users.unbanned", { email: user.email }), variant: "success" }), onError: (error) => report(error) });
  const onRevoke = (user: AdminUser) =>
    revoke.mutate(user.id, {
      onSuccess: ({ revoked }) => toast({ title: t("users.sessionsEnded", { email: user.email, count: revoked }), variant: "success" }),
      onError: (error) => report(error),
    });

  const items = users.data?.items ?? [];

  return (
    <AdminPage icon={UserCog} title={t("users.heading")} intro={t("users.intro")} other={{ to: "/admin/logs", label: t("users.toLogs") }}>
      <form role="search" className="mt-8 flex flex-wrap items-end gap-3" onSubmit={onSearch}>
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <TextField id="admin-users-search" type="search" label={t("users.search")} placeholder={t("users.searchPlaceholder")} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {t("users.searchButton")}
        </Button>
      </form>
      <PagedListCard list={users} placeholder={{ count: 4, className: "h-12 w-full" }} loadFailed={t("users.loadFailed")} empty={q ? t("users.noMatch", { q }) : t("users.empty")} onPage={setPage}>
        <BoxedTable
          className="min-w-[56rem]"
          caption={t("users.heading")}
          columns={[
            { label: t("users.columns.user") },
            { label: t("users.columns.role") },
            { label: t("users.columns.status") },
            { label: t("users.columns.sessions") },
            { label: t("users.columns.created") },
            { label: t("users.columns.actions") },
          ]}
        >
          {items.map((user) => {
            const isSelf = user.id === session?.userId;
            return (
              <tr key={user.id} data-user={user.email}>
                <td className="px-3 py-2">
                  <p className="font-medium">{user.name || user.email}</p>
                  <p className="text-xs text-muted-foreground">{user.email}</p>
                </td>
                <td className="px-3 py-2">
                  <Select value={user.role === "admin" ? "admin" : "user"} onValueChange={(role) => onRole(user, role)}>
                    <SelectTrigger className="w-36" aria-label={t("users.roleOf", { email: user.email })}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="admin">{t("roles.admin")}</SelectItem>
                      <SelectItem value="user">{t("roles.user")}</SelectItem>
                    </SelectContent>
                  </Select>
                </td>
                <td className="px-3 py-2">
                  {user.banned ? (
                    <span className="inline-flex flex-col">
                      <span className="inline-flex items-center gap-1 font-medium text-destructive-strong">
                        <Ban aria-hidden="true" className="size-4" />
                        {t("users.status.banned")}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {user.banReason || t("users.noReason")}
                        {user.banExpires ? ` · ${t("users.until", { date: formatDateTime(user.banExpires, language) })}` : ""}
                      </span>
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1">
                      <ShieldCheck aria-hidden="true" className="size-4 text-success-strong" />
                      {user.emailVerified ? t("users.status.active") : t("users.status.unverified")}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 tabular-nums">{user.activeSessions}</td>
                <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{formatDate(user.createdAt, language)}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    {user.banned ? (
                      <Button variant="outline" size="sm" onClick={() => onUnban(user)}>
                        {t("users.unban")}
                      </Button>
                    ) : (
                      <Button variant="outline" size="sm" disabled={isSelf} onClick={() => setBanning(user)} aria-label={t("users.banOf", { email: user.email })}>
                        <Ban aria-hidden="true" />
                        {t("users.ban")}
                      </Button>
                    )}
                    <Button variant="ghost" size="sm" disabled={user.activeSessions === 0} onClick={() => onRevoke(user)} aria-label={t("users.endSessionsOf", { email: user.email })}>
                      <LogOut aria-hidden="true" />
                      {t("users.endSessions")}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </BoxedTable>
      </PagedListCard>
      <BanDialog user={banning} onClose={() => setBanning(null)} />
    </AdminPage>
  );
}

export function AdminUsersPage() {
  return (
    <AdminGate>
      <UsersScreen />
    </AdminGate>
  );
}
