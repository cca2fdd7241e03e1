import { Cookie } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { formatDay } from "../../../lib/format";
import { usePageMeta, catalogueMeta } from "../../../lib/page-meta";
import { list } from "../components/marketing-blocks";
import { requestConsentSettings } from "../consent/consent-store";
import { useLanguage } from "../../../lib/use-language";

// The legal documents (privacy notice, terms, cookie policy): a table of contents and numbered
// sections, from the `legal` namespace.

export const legalUpdatedOn = "2026-11-01";

type LegalDocument = "privacy" | "terms" | "cookies";
const paths: Record<LegalDocument, string> = { privacy: "/privacy-policy", terms: "/terms-of-service", cookies: "/cookie-policy" };

function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation("legal");
  const language = useLanguage();
  usePageMeta(catalogueMeta(t(`${document}.meta`, { returnObjects: true }), paths[document]));
  const sections = list(t(`${document}.sections`, { returnObjects: true }));

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="border-b border-border pb-8">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{t(`${document}.title`)}</h1>
        <p className="mt-3 text-sm text-muted-foreground">{t("lastUpdated", { date: formatDay(legalUpdatedOn, language, "long") })}</p>
        <p className="mt-6 text-lg text-pretty text-muted-foreground">{t(`${document}.intro`)}</p>
      </header>

      {document === "cookies" ? <CookieSettingsCard /> : null}

      <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border border-border bg-muted/40 p-5">
        <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t("contents")}
        </h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`} className="text-primary-strong underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {document === "cookies" ? <CookieTable /> : null}

      <div className="mt-10 grid gap-10">
        {sections.map((section, index) => (
          <section key={section.heading} id={`section-${index + 1}`} aria-labelledby={`section-${index + 1}-title`} className="scroll-mt-24">
            <h2 id={`section-${index + 1}-title`} className="text-xl font-semibold">
              {section.heading}
            </h2>
            {list(section.paragraphs).map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7 text-pretty text-muted-foreground">
                {paragraph}
              </p>
            ))}
            {"items" in section && section.items ? (
              <ul className="mt-3 grid list-disc gap-1.5 pl-6 leading-7 text-muted-foreground">
                {list(section.items as Record<string, string>).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>

      <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-border p-5">
        <p className="text-sm text-muted-foreground">{t("questions")}</p>
        <Link to="/contact" className="text-sm font-medium text-primary-strong underline underline-offset-4">
          {t("contactLink")}
        </Link>
      </footer>
    </article>
  );
}

function CookieSettingsCard() {
  const { t } = useTranslation("legal");
  return (
    <div className="mt-8 flex flex-col items-start gap-4 rounded-xl border border-primary/40 bg-primary-soft/50 p-5 sm:flex-row sm:items-center">
      <Cookie aria-hidden="true" className="size-6 text-primary-strong" />
      <p className="min-w-0 flex-1 text-sm">{t("cookies.manageBody")}</p>
      <Button onClick={requestConsentSettings}>{t("cookies.manage")}</Button>
    </div>
  );
}

function CookieTable() {
  const { t } = useTranslation("legal");
  const columns = t("cookies.columns", { returnObjects: true });
  return (
    <section aria-labelledby="cookie-table-title" className="mt-10">
      <h2 id="cookie-table-title" className="text-xl font-semibold">
        {t("cookies.tableTitle")}
      </h2>
      <div
        tabIndex={0}
        role="region"
        aria-labelledby="cookie-table-title"
        className="mt-4 relative overflow-x-auto rounded-xl border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-muted/60">
            <tr>
              {(["name", "purpose", "type", "duration"] as const).map((key) => (
                <th key={key} scope="col" className="px-4 py-3 font-semibold">
                  {columns[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list(t("cookies.table", { returnObjects: true })).map((row) => (
              <tr key={row.name} className="border-t border-border align-top">
                <th scope="row" className="px-4 py-3 font-mono text-xs font-medium">
                  {row.name}
                </th>
                <td className="px-4 py-3 text-muted-foreground">{row.purpose}</td>
                <td className="px-4 py-3">{row.type}</td>
                <td className="px-4 py-3 text-muted-foreground">{row.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function PrivacyPolicyPage() {
  return <LegalPage document="privacy" />;
}
export function TermsOfServicePage() {
  return <LegalPage document="terms" />;
}
export function CookiePolicyPage() {
  return <LegalPage document="cookies" />;
}
