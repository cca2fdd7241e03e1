import { KeyRound, Plus, Trash2 } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../../app/session";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { focusRing } from "../../../components/ui/focus-ring";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDate, formatRelativeTime } from "../../../lib/format";
import { useApiTokens, useRevokeApiToken, type ApiToken } from "../api/api-tokens";
import { CreateTokenDialog } from "./create-token-dialog";
import { useLanguage } from "../../../lib/use-language";

function TokensCard() {
  const { t } = useTranslation("api-tokens");
  const language = useLanguage();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast({ title: t("toast.revoked"), variant: "success" });
        setRevoking(null);
      },
      onError: (error) => toast({ title: t("errors.revokeFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" }),
    });
  };

  let body;
  if (tokens.isPending) body = <Skeleton className="h-24" />;
  else if (tokens.isError)
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-destructive-strong">{isApiError(tokens.error) && tokens.error.status === 401 ? t("errors.signIn") : t("errors.loadFailed")}</span>
        <Button size="sm" variant="outline" onClick={() => void tokens.refetch()}>
          {t("errors.retry")}
        </Button>
      </div>
    );
  else if (tokens.data.length === 0) body = <p className="rounded-md border border-dashed border-border px-3 py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>;
  else
    body = (
      <ul className="divide-y divide-border" aria-label={t("caption")} data-testid="api-tokens">
        {tokens.data.map((token) => (
          <li key={token.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="grid min-w-0 gap-0.5">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{token.name}</span>
                <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{token.prefix}…</code>
                <span className="rounded-full border border-border px-2 py-0.5 text-xs" data-testid="token-scope">
                  {t(`scope.${token.scope}`)}
                </span>
              </span>
              <span className="text-xs text-muted-foreground">
                {t("columns.projects")}: {token.projects ? (token.projects.length ? token.projects.map((p) => p.name).join(", ") : t("noProjectsLeft")) : t("allProjects")}
              </span>
              <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                <span>
                  {t("columns.created")}: {formatDate(token.createdAt, language)}
                </span>
                <span>
                  {t("columns.lastUsed")}: {token.lastUsedAt ? formatRelativeTime(token.lastUsedAt, language) : t("never")}
                </span>
                <span>
                  {t("columns.expires")}: {token.expiresAt ? formatDate(token.expiresAt, language) : t("noExpiry")}
                </span>
              </span>
            </div>
            <Button variant="outline" size="sm" className="self-start sm:self-auto" onClick={() => setRevoking(token)} aria-label={t("revoke.buttonNamed", { name: token.name })}>
              <Trash2 aria-hidden="true" />
              {t("revoke.button")}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <Card className="min-w-0">
      <section aria-labelledby="api-tokens-title">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle as="h2" id="api-tokens-title" className="flex items-center gap-2">
              <KeyRound aria-hidden="true" className="size-5 text-primary-strong" />
              {t("title")}
            </CardTitle>
            <CardDescription>{t("description")}</CardDescription>
            <Link to="/resources/api-docs" className={cn("text-sm text-primary-strong underline-offset-4 hover:underline", focusRing)}>
              {t("docsLink")}
            </Link>
          </div>
          <Button onClick={() => setIsCreating(true)} disabled={tokens.isError}>
            <Plus aria-hidden="true" />
            {t("create.button")}
          </Button>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </section>
      {isCreating ? <CreateTokenDialog onClose={() => setIsCreating(false)} /> : null}
      <Dialog open={revoking !== null} onOpenChange={(open) => (open ? undefined : setRevoking(null))}>
        <DialogContent closeLabel={t("revoke.cancel")} role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t("revoke.title", { name: revoking?.name ?? "" })}</DialogTitle>
            <DialogDescription>{t("revoke.description")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              {t("revoke.cancel")}
            </Button>
            <Button variant="destructive" isLoading={revoke.isPending} onClick={confirmRevoke}>
              {t("revoke.confirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

/** Personal API tokens in settings, for a signed-in user; loads its own texts (the settings screen does not know them). */
export function ApiTokensSection() {
  const { session } = useSession();
  // Tokens belong to an account: a visitor adjusting preferences does not see the section.
  if (!session) return null;
  return (
    <Suspense fallback={<Skeleton className="h-40" />}>
      <TokensCard />
    </Suspense>
  );
}
