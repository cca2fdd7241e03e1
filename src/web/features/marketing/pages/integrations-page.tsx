import { ArrowRight, BookOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { usePageMeta, catalogueMeta } from "../../../lib/page-meta";
import { list, MarketingIcon, PageHero, Section } from "../components/marketing-blocks";
import { TrialActions, TrialCtaBand } from "../components/trial-actions";

// Only what really connects (issue 23): each connection with how to set it up, and where in the
// product, when it is a screen. No connectors for other apps are claimed: those go through the API
// and webhooks.
const connections = [
  { key: "api", to: "/resources/api-docs" },
  { key: "webhooks", to: "/automation" },
  { key: "calendar", to: "/calendar" },
  { key: "signIn", to: null },
  { key: "imports", to: "/bulk-import" },
  { key: "email", to: "/settings" },
] as const;

type Connection = { icon: string; title: string; body: string; steps: Readonly<Record<string, string>>; link?: string };

function ConnectionCard({ id, connection, to }: { id: string; connection: Connection; to: string | null }) {
  const { t } = useTranslation("marketing");
  return (
    <li className="flex min-w-0 flex-col rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xs" data-testid={`integration-${id}`}>
      <article aria-labelledby={`integration-${id}-title`} className="flex h-full flex-col">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">
            <MarketingIcon name={connection.icon} className="size-5" />
          </span>
          <h3 id={`integration-${id}-title`} className="text-lg font-semibold text-balance">
            {connection.title}
          </h3>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">{connection.body}</p>
        <h4 className="mt-5 text-sm font-semibold">{t("integrations.setup")}</h4>
        <ol className="mt-2 grid list-decimal gap-1.5 ps-5 text-sm break-words marker:font-semibold marker:text-primary-strong">
          {list(connection.steps).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {to && connection.link ? (
          <Link to={to} className={cn("mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-medium text-primary-strong underline-offset-4 hover:underline", focusRing)}>
            {connection.link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </article>
    </li>
  );
}

/** /integrations (the directory) and /product/integrations (how the product connects): the same list. */
export function IntegrationsPage({ variant }: { variant: "directory" | "product" }) {
  const { t } = useTranslation("marketing");
  const isProduct = variant === "product";
  usePageMeta(
    catalogueMeta(t(isProduct ? "integrations.productMeta" : "integrations.meta", { returnObjects: true }), isProduct ? "/product/integrations" : "/integrations"),
  );
  const items = t("integrations.items", { returnObjects: true }) as unknown as Readonly<Record<string, Connection>>;
  return (
    <>
      <PageHero eyebrow={t("integrations.eyebrow")} title={t(isProduct ? "integrations.productTitle" : "integrations.title")} lead={t("integrations.lead")}>
        <TrialActions />
      </PageHero>
      <Section id="connections" title={t("integrations.listTitle")} intro={t("integrations.listIntro")}>
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {connections.map(({ key, to }) => {
            const connection = items[key];
            return connection ? <ConnectionCard key={key} id={key} connection={connection} to={to} /> : null;
          })}
        </ul>
      </Section>
      <Section id="other-tools" title={t("integrations.otherTitle")} intro={t("integrations.otherBody")} className="pt-0">
        <div className="flex justify-center">
          <Link to="/resources/api-docs" className={buttonVariants({ variant: "outline" })}>
            <BookOpen aria-hidden="true" />
            {t("integrations.apiDocs")}
          </Link>
        </div>
      </Section>
      <TrialCtaBand />
    </>
  );
}

export function IntegrationsDirectoryPage() {
  return <IntegrationsPage variant="directory" />;
}

export function ProductIntegrationsPage() {
  return <IntegrationsPage variant="product" />;
}
