import { Check, Copy, Download, KeyRound, RefreshCw, Search } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { focusRing } from "../../../components/ui/focus-ring";
import { Label } from "../../../components/ui/label";
import { Skeleton, Skeletons } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { useClientValue } from "../../../lib/use-client-value";
import { useOpenApiDocument } from "../api/openapi-document";
import { OperationCard } from "../components/operation-card";
import { countOperations, curlExample, groupOperations } from "../lib/openapi-model";

function AuthCard() {
  const { t } = useTranslation("api-docs");
  const [isCopied, setIsCopied] = useState(false);
  // The prerendered page cannot know the address it is served from: the first render (and the
  // hydration that compares with it) leaves it out, then the real origin is written in.
  const origin = useClientValue(() => window.location.origin, "");
  const example = curlExample(origin);
  return (
    <Card>
      <section aria-labelledby="auth-title">
        <CardHeader>
          <CardTitle as="h2" id="auth-title" className="flex items-center gap-2">
            <KeyRound aria-hidden="true" className="size-5 text-primary-strong" />
            {t("auth.title")}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ol className="grid list-decimal gap-2 pl-5 text-sm">
            <li>{t("auth.step1")}</li>
            <li>{t("auth.step2")}</li>
            <li>{t("auth.step3")}</li>
          </ol>
          <div className="grid gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium">{t("auth.example")}</h3>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  void navigator.clipboard.writeText(example).then(
                    () => setIsCopied(true),
                    () => undefined,
                  )
                }
              >
                {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {isCopied ? t("auth.copied") : t("auth.copy")}
              </Button>
            </div>
            <pre tabIndex={0} role="region" aria-label={t("auth.example")} className={cn("overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs", focusRing)} data-testid="curl-example">
              <code>{example}</code>
            </pre>
          </div>
          <Link to="/settings" className={cn("text-sm text-primary-strong underline-offset-4 hover:underline", focusRing)}>
            {t("auth.settingsLink")}
          </Link>
        </CardContent>
      </section>
    </Card>
  );
}

/** /resources/api-docs: the live OpenAPI document, readable and searchable; public. */
export function ApiDocsPage() {
  const { t } = useTranslation("api-docs");
  const document = useOpenApiDocument();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const groups = useMemo(() => (document.data ? groupOperations(document.data, deferred) : []), [document.data, deferred]);
  const total = countOperations(groups);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t("heading")}</h1>
          <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>
          {document.data ? <p className="text-xs text-muted-foreground">{t("version", { version: document.data.info.version, openapi: document.data.openapi })}</p> : null}
        </div>
        <a href="/api/v1/openapi.json" download="rumbo-openapi.json" className={buttonVariants({ variant: "outline", className: "self-start md:self-auto" })}>
          <Download aria-hidden="true" />
          {t("download")}
        </a>
      </div>

      <div className="mt-8 grid grid-cols-1 gap-6">
        <AuthCard />
        {document.isPending ? (
          // The live document is fetched by the app: a prerendered page starts it when this is in view.
          <div className="grid gap-3" aria-busy="true" data-needs-app="">
            <span className="sr-only" role="status">
              {t("loading")}
            </span>
            <Skeleton className="h-10 w-full max-w-md" />
            <Skeletons count={5} className="h-11" />
          </div>
        ) : document.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive-strong/40 p-6">
            <p className="text-destructive-strong">{t("errors.loadFailed")}</p>
            <Button variant="outline" onClick={() => void document.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t("errors.retry")}
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_1fr]">
            <nav aria-label={t("tags.title")} className="hidden lg:block">
              <div className="sticky top-20 grid gap-1">
                <p className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("tags.title")}</p>
                {groups.map((g) => (
                  <a key={g.tag} href={`#tag-${g.tag.replace(/\W+/g, "-")}`} className={cn("flex justify-between rounded px-2 py-1 text-sm hover:bg-subtle", focusRing)}>
                    <span className="truncate">{g.tag}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">{g.operations.length}</span>
                  </a>
                ))}
              </div>
            </nav>
            <div className="grid min-w-0 content-start gap-6">
              <div className="grid gap-1.5">
                <Label htmlFor="api-search">{t("search.label")}</Label>
                <div className="relative">
                  <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
                  <input
                    id="api-search"
                    type="search"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                    placeholder={t("search.placeholder")}
                    aria-describedby="api-search-count"
                    className={cn("h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm shadow-xs placeholder:text-muted-foreground", focusRing)}
                  />
                </div>
                <p id="api-search-count" className="text-xs text-muted-foreground" aria-live="polite">
                  {t("search.results", { count: total })}
                </p>
              </div>
              {total === 0 ? <p className="rounded-md border border-dashed border-border px-3 py-8 text-center text-sm text-muted-foreground">{t("search.none", { query: deferred })}</p> : null}
              {groups.map((g) => (
                <section key={g.tag} id={`tag-${g.tag.replace(/\W+/g, "-")}`} aria-labelledby={`tag-${g.tag.replace(/\W+/g, "-")}-title`} className="grid scroll-mt-20 gap-2">
                  <h2 id={`tag-${g.tag.replace(/\W+/g, "-")}-title`} className="flex items-baseline gap-2 text-lg font-semibold capitalize">
                    {g.tag}
                    <span className="text-xs font-normal text-muted-foreground normal-case">{t("tags.count", { count: g.operations.length })}</span>
                  </h2>
                  {g.operations.map((entry) => (
                    <OperationCard key={entry.id} entry={entry} doc={document.data} />
                  ))}
                </section>
              ))}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
