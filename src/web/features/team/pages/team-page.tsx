import { zodResolver } from "@hookform/resolvers/zod";
import { MailPlus, Trash2, UserMinus, Users } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { inviteMemberSchema } from "../../../../domain/accounts/schemas";
import { can, isWorkspaceRole, type WorkspaceRole } from "../../../../domain/authorization";
import { useSession } from "../../../app/session";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Skeleton, Skeletons } from "../../../components/ui/skeleton";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { formatDate, formatDateTime } from "../../../lib/format";
import { useReportError } from "../../../lib/report-error";
import { useFieldText } from "../../../lib/shared-text";
import { useLanguage } from "../../../lib/use-language";
import { useMe, useWorkspaceMembers, type Me, type Member } from "../../../api/account";
import { useCancelInvitation } from "../api/cancel-invitation";
import { useChangeMemberRole } from "../api/change-member-role";
import { useInviteMember } from "../api/invite-member";
import { useRemoveMember } from "../api/remove-member";
import { useSetActiveWorkspace } from "../api/set-active-workspace";
import { useWorkspaceInvitations } from "../api/workspace-invitations";
import { canRemove, inviteRoleOptions, roleOptions } from "../lib/role-options";
import { PageHeading } from "../../../components/page-heading";
import { RetryAlert } from "../../../components/ui/retry-alert";

// /team: the members of the active workspace with their roles, invitations by e-mail and the
// pending ones. What each role may do comes from src/domain/authorization: what it cannot do is
// not offered (the server refuses it anyway).

function ErrorBox({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation("team");
  return (
    <RetryAlert message={message} retryLabel={t("actions.retry")} onRetry={onRetry} />
  );
}

function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation("team");
  return (
    <span className="inline-flex rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-foreground">
      {isWorkspaceRole(role) ? t(`roles.${role}`) : role}
    </span>
  );
}

function WorkspacePicker({ me }: { me: Me }) {
  const { t } = useTranslation("team");
  const setActive = useSetActiveWorkspace();
  const report = useReportError();
  if (me.workspaces.length < 2) return null;
  return (
    <div className="grid gap-1.5 sm:w-72">
      <Label htmlFor="team-workspace">{t("workspace.label")}</Label>
      <Select
        value={me.activeWorkspaceId ?? me.workspaces[0]?.id}
        onValueChange={(workspaceId) => setActive.mutate(workspaceId, { onError: (error) => report(error) })}
      >
        <SelectTrigger id="team-workspace">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {me.workspaces.map((workspace) => (
            <SelectItem key={workspace.id} value={workspace.id}>
              {workspace.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function MembersCard({ workspaceId, myRole, myUserId }: { workspaceId: string; myRole: string; myUserId: string }) {
  const { t } = useTranslation("team");
  const language = useLanguage();
  const navigate = useNavigate();
  const members = useWorkspaceMembers(workspaceId);
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const report = useReportError();
  const [toRemove, setToRemove] = useState<Member | null>(null);
  const items = members.data ?? [];
  const ownerCount = items.filter((m) => m.role === "owner").length;

  const onRoleChange = (member: Member, role: string) => {
    if (!isWorkspaceRole(role) || role === member.role) return;
    changeRole.mutate(
      { workspaceId, memberId: member.id, role },
      {
        onSuccess: () => toast({ title: t("members.roleChanged", { name: member.name || member.email, role: t(`roles.${role}`) }), variant: "success" }),
        onError: (error) => report(error),
      },
    );
  };

  const onConfirmRemove = async () => {
    if (!toRemove) return;
    const isSelf = toRemove.userId === myUserId;
    try {
      await remove.mutateAsync({ workspaceId, memberId: toRemove.id });
      toast({ title: isSelf ? t("members.left") : t("members.removed", { name: toRemove.name || toRemove.email }), variant: "success" });
      setToRemove(null);
      if (isSelf) await navigate("/dashboard");
    } catch (error) {
      report(error);
    }
  };

  return (
    <SectionCard title={t("members.title")} description={t("members.description")}>
      {members.isPending ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeletons count={3} className="h-14 w-full" />
        </div>
      ) : members.isError ? (
        <ErrorBox message={t("errors.loadMembers")} onRetry={() => void members.refetch()} />
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t("members.title")}>
          {items.map((member) => {
            const isSelf = member.userId === myUserId;
            const options = roleOptions(myRole, member.role, ownerCount);
            const label = member.name || member.email;
            return (
              <li key={member.id} className="flex flex-wrap items-center gap-3 p-3" data-member={member.email}>
                <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary-strong uppercase">
                  {label.slice(0, 1)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">
                    {label}
                    {isSelf ? <span className="ml-2 text-xs text-muted-foreground">{t("members.you")}</span> : null}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {member.email} · {t("members.joined", { date: formatDate(member.joinedAt, language) })}
                  </p>
                </div>
                {options.length > 0 ? (
                  <Select value={member.role} onValueChange={(role) => onRoleChange(member, role)} disabled={changeRole.isPending}>
                    <SelectTrigger className="w-40" aria-label={t("members.roleOf", { name: label })}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {options.map((role) => (
                        <SelectItem key={role} value={role}>
                          {t(`roles.${role}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                ) : (
                  <RoleBadge role={member.role} />
                )}
                {canRemove(myRole, member.role, isSelf, ownerCount) ? (
                  <Button variant="ghost" size="sm" onClick={() => setToRemove(member)} aria-label={isSelf ? t("members.leave") : t("members.removeOf", { name: label })}>
                    {isSelf ? <UserMinus aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                    <span className="hidden sm:inline">{isSelf ? t("members.leave") : t("members.remove")}</span>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={toRemove !== null} onOpenChange={(open) => (open ? null : setToRemove(null))}>
        <DialogContent closeLabel={t("actions.cancel")}>
          <DialogHeader>
            <DialogTitle>{toRemove?.userId === myUserId ? t("members.leaveTitle") : t("members.removeTitle")}</DialogTitle>
            <DialogDescription>
              {toRemove?.userId === myUserId ? t("members.leaveBody") : t("members.removeBody", { name: toRemove?.name || toRemove?.email || "" })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setToRemove(null)}>
              {t("actions.cancel")}
            </Button>
            <Button variant="destructive" isLoading={remove.isPending} onClick={() => void onConfirmRemove()}>
              {toRemove?.userId === myUserId ? t("members.leave") : t("members.remove")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}

type InviteValues = z.input<typeof inviteMemberSchema>;
type InviteOutput = z.output<typeof inviteMemberSchema>;

function InviteCard({ workspaceId, myRole }: { workspaceId: string; myRole: WorkspaceRole }) {
  const { t } = useTranslation("team");
  const fieldText = useFieldText();
  const invite = useInviteMember();
  const report = useReportError();
  const roles = inviteRoleOptions(myRole);
  const form = useForm<InviteValues, unknown, InviteOutput>({ resolver: zodResolver(inviteMemberSchema), defaultValues: { email: "", role: "member" } });

  const onSubmit = async (values: InviteOutput) => {
    try {
      await invite.mutateAsync({ workspaceId, input: values });
      toast({ title: t("invite.sent", { email: values.email }), variant: "success" });
      form.reset({ email: "", role: values.role });
    } catch (error) {
      report(error, { form, fields: ["email", "role"] });
    }
  };

  return (
    <SectionCard title={t("invite.title")} description={t("invite.description")}>
      <form className="grid items-start gap-4 sm:grid-cols-[1fr_12rem_auto]" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <TextField id="invite-email" type="email" autoComplete="off" label={t("invite.email")} placeholder={t("invite.placeholder")} error={fieldText(form.formState.errors.email?.message)} {...form.register("email")} />
        <div className="grid gap-1.5">
          <Label htmlFor="invite-role">{t("invite.role")}</Label>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select value={field.value ?? "member"} onValueChange={field.onChange}>
                <SelectTrigger id="invite-role">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {roles.map((role) => (
                    <SelectItem key={role} value={role}>
                      {t(`roles.${role}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
        <Button type="submit" className="sm:mt-6" isLoading={invite.isPending}>
          <MailPlus aria-hidden="true" />
          {invite.isPending ? t("actions.processing") : t("invite.submit")}
        </Button>
      </form>
    </SectionCard>
  );
}

function InvitationsCard({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation("team");
  const language = useLanguage();
  const invitations = useWorkspaceInvitations(workspaceId, true);
  const cancel = useCancelInvitation();
  const report = useReportError();
  const pending = (invitations.data ?? []).filter((i) => i.status === "pending");

  const onCancel = (invitationId: string, email: string) =>
    cancel.mutate(
      { workspaceId, invitationId },
      { onSuccess: () => toast({ title: t("invitations.canceled", { email }), variant: "success" }), onError: (error) => report(error) },
    );

  return (
    <SectionCard title={t("invitations.title")} description={t("invitations.description")}>
      {invitations.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : invitations.isError ? (
        <ErrorBox message={t("errors.loadInvitations")} onRetry={() => void invitations.refetch()} />
      ) : pending.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("invitations.empty")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t("invitations.title")}>
          {pending.map((invitation) => {
            const isExpired = new Date(invitation.expiresAt).getTime() < Date.now();
            return (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 p-3" data-invitation={invitation.email}>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{invitation.email}</p>
                  <p className="text-xs text-muted-foreground">
                    {isExpired
                      ? t("invitations.expired", { date: formatDateTime(invitation.expiresAt, language) })
                      : t("invitations.expires", { date: formatDateTime(invitation.expiresAt, language) })}
                    {invitation.inviter ? ` · ${t("invitations.by", { name: invitation.inviter.name || invitation.inviter.email })}` : ""}
                  </p>
                </div>
                <RoleBadge role={invitation.role} />
                <Button variant="outline" size="sm" isLoading={cancel.isPending && cancel.variables?.invitationId === invitation.id} onClick={() => onCancel(invitation.id, invitation.email)}>
                  {t("invitations.cancel")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

export function TeamPage() {
  const { t } = useTranslation("team");
  const { session } = useSession();
  const me = useMe();
  const workspace = me.data ? (me.data.workspaces.find((w) => w.id === me.data.activeWorkspaceId) ?? me.data.workspaces[0]) : undefined;
  const myRole = workspace?.role ?? null;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageHeading
        className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"
        icon={<Users aria-hidden="true" className="size-7 text-primary-strong" />}
        title={t("heading")}
        intro={
          <>
            {workspace ? t("intro", { workspace: workspace.name }) : t("introNoWorkspace")}
            {myRole && isWorkspaceRole(myRole) ? ` ${t("yourRole", { role: t(`roles.${myRole}`) })}` : ""}
          </>
        }
        introClassName="mt-2 max-w-2xl"
      >
        {me.data ? <WorkspacePicker me={me.data} /> : null}
      </PageHeading>
      <div className="mt-8 grid grid-cols-1 gap-6">
        {me.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : me.isError ? (
          <ErrorBox message={t("errors.loadMembers")} onRetry={() => void me.refetch()} />
        ) : !workspace || !session ? (
          <p className="text-muted-foreground">{t("introNoWorkspace")}</p>
        ) : (
          <>
            <MembersCard workspaceId={workspace.id} myRole={workspace.role} myUserId={session.userId} />
            {isWorkspaceRole(workspace.role) && can(workspace.role, "member:invite") ? (
              <>
                <InviteCard workspaceId={workspace.id} myRole={workspace.role} />
                <InvitationsCard workspaceId={workspace.id} />
              </>
            ) : (
              <p className="rounded-lg border border-border bg-muted/50 p-4 text-sm text-muted-foreground">{t("invite.notAllowed")}</p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
