import { MailOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { isWorkspaceRole } from "../../../../domain/authorization";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { errorMessage, useReportError } from "../../../lib/report-error";
import { useAcceptInvitation } from "../api/accept-invitation";
import { useInvitation } from "../api/invitation";
import { useLanguage } from "../../../lib/use-language";

// /team/invitations/:invitationId: the link of the invitation mail. Signed-in only (an anonymous
// visit goes through /auth and comes back); shows the workspace, who invited and the role; the
// server says when the e-mail is not the invited one, or the invitation expired.

export function InvitationPage() {
  const { t } = useTranslation("team");
  const language = useLanguage();
  const navigate = useNavigate();
  const { invitationId = "" } = useParams();
  const invitation = useInvitation(invitationId);
  const accept = useAcceptInvitation();
  const report = useReportError();
  const data = invitation.data;
  const isExpired = data ? data.status === "expired" || new Date(data.expiresAt).getTime() < Date.now() : false;

  const onAccept = async () => {
    try {
      await accept.mutateAsync(invitationId);
      toast({ title: t("invitation.accepted", { workspace: data?.workspace.name ?? "" }), variant: "success" });
      await navigate("/team", { replace: true });
    } catch (error) {
      report(error);
    }
  };

  const loadError = invitation.error;
  const loadMessage = loadError
    ? isApiError(loadError) && loadError.status === 404
      ? t("invitation.notFound")
      : errorMessage(loadError, language)
    : null;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center px-4 py-12 sm:px-6">
      <Card>
        <CardHeader>
          <MailOpen aria-hidden="true" className="size-8 text-primary-strong" />
          <h1 className="text-2xl font-bold tracking-tight">{t("invitation.heading")}</h1>
          {data ? <CardDescription>{t("invitation.description", { workspace: data.workspace.name })}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {invitation.isPending ? (
            <div className="grid gap-2" aria-hidden="true">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-10 w-32" />
            </div>
          ) : loadMessage ? (
            <>
              <p role="alert" className="rounded-md border border-destructive-strong/40 bg-destructive-strong/10 p-3 text-sm">
                {loadMessage}
              </p>
              <Link to="/team" className={buttonVariants({ variant: "outline", className: "justify-self-start" })}>
                {t("invitation.goToTeam")}
              </Link>
            </>
          ) : data ? (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t("invitation.workspace")}</dt>
                <dd className="font-medium">{data.workspace.name}</dd>
                <dt className="text-muted-foreground">{t("invitation.inviter")}</dt>
                <dd>{data.inviter ? data.inviter.name || data.inviter.email : "—"}</dd>
                <dt className="text-muted-foreground">{t("invitation.role")}</dt>
                <dd>{isWorkspaceRole(data.role) ? t(`roles.${data.role}`) : data.role}</dd>
                <dt className="text-muted-foreground">{t("invitation.expiresLabel")}</dt>
                <dd>{formatDateTime(data.expiresAt, language)}</dd>
              </dl>
              {isExpired ? (
                <p role="alert" className="rounded-md border border-destructive-strong/40 bg-destructive-strong/10 p-3 text-sm">
                  {t("invitation.expired")}
                </p>
              ) : data.status !== "pending" ? (
                <p role="alert" className="rounded-md border border-border bg-muted p-3 text-sm">
                  {t("invitation.notPending")}
                </p>
              ) : (
                <Button size="lg" className="justify-self-start" isLoading={accept.isPending} onClick={() => void onAccept()}>
                  {accept.isPending ? t("actions.processing") : t("invitation.accept")}
                </Button>
              )}
            </>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
