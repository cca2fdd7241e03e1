import { BookOpen, Search, X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useManual } from "../../../api/learning";
import { PageHeading } from "../../../components/page-heading";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/form-field";
import { RetryAlert } from "../../../components/ui/retry-alert";
import { LoadingBlock, Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { useLanguage } from "../../../lib/use-language";
import { MarkdownHtml } from "../components/lesson-content";
import { searchManual } from "../manual-search";

/** /user-manual: one section per screen, a table of contents, accent-insensitive search, deep links (#id). */
export function UserManualPage() {
  const { t } = useTranslation("learning");
  const language = useLanguage();
  const manual = useManual(language);
  const { hash } = useLocation();
  const [query, setQuery] = useState("");
  const sections = useMemo(() => manual.data?.sections ?? [], [manual.data]);
  const shown = useMemo(() => searchManual(sections, query), [sections, query]);

  // A deep link opens its section once the manual is in.
  useEffect(() => {
    if (!hash || !sections.length) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView({ block: "start" });
      target.focus({ preventScroll: true });
    }
  }, [hash, sections.length]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("manual.title")} intro={t("manual.intro")} icon={<BookOpen aria-hidden="true" className="size-8 text-primary-strong" />} introClassName="mt-1 max-w-2xl" />
      <search className="grid max-w-xl gap-1.5">
        <label htmlFor="manual-search" className="text-sm font-medium">
          {t("manual.search")}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            id="manual-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("manual.searchPlaceholder")}
            aria-describedby="manual-count"
            className={cn(inputClass, "pl-9")}
          />
        </div>
        <p id="manual-count" role="status" className="text-xs text-muted-foreground">
          {manual.data ? t("manual.results", { count: shown.length }) : ""}
        </p>
      </search>
      {manual.isPending ? (
        <LoadingBlock label={t("manual.loading")} className="grid gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </LoadingBlock>
      ) : manual.isError ? (
        <RetryAlert message={t("manual.loadFailed")} retryLabel={t("training.retry")} onRetry={() => void manual.refetch()} />
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
          <p>{t("manual.noResults", { query })}</p>
          <Button type="button" variant="outline" onClick={() => setQuery("")}>
            <X aria-hidden="true" />
            {t("manual.clear")}
          </Button>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
          <nav aria-labelledby="manual-toc" className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
            <h2 id="manual-toc" className="mb-2 text-sm font-semibold text-muted-foreground">
              {t("manual.toc")}
            </h2>
            <ol className="grid gap-0.5 text-sm">
              {shown.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="block rounded px-2 py-1 outline-none hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="grid min-w-0 gap-10">
            {shown.map((s) => (
              <section key={s.id} id={s.id} tabIndex={-1} aria-labelledby={`${s.id}-title`} className="scroll-mt-20 outline-none">
                <h2 id={`${s.id}-title`} className="text-2xl font-semibold">
                  <a href={`#${s.id}`} className="hover:underline">
                    {s.title}
                  </a>
                </h2>
                <p className="mt-1 text-xs text-muted-foreground">
                  {t("manual.screen", { path: s.path })}
                </p>
                <MarkdownHtml html={s.html} className="mt-3" />
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
