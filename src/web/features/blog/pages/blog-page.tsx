import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { usePageMeta } from "../../../lib/page-meta";
import { articleCategories, articles, type ArticleCategory } from "../articles";
import { ArticleCard } from "../components/article-card";

function isCategory(value: string | null): value is ArticleCategory {
  return value !== null && (articleCategories as readonly string[]).includes(value);
}

export function BlogPage() {
  const { t } = useTranslation("blog");
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("category");
  const category = isCategory(requested) ? requested : null;
  const shown = category ? articles.filter((article) => article.category === category) : articles;

  usePageMeta({ title: t("meta.title"), description: t("meta.description"), keywords: t("meta.keywords").split(", "), type: "website", url: "/blog" });

  const choose = (next: ArticleCategory | null) =>
    setSearchParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">{t("list.eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("list.heading")}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{t("list.intro")}</p>
      </header>

      <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label={t("list.filterLabel")} className="flex flex-wrap gap-2">
          {[null, ...articleCategories].map((option) => {
            const isActive = option === category;
            return (
              <button
                key={option ?? "all"}
                type="button"
                aria-pressed={isActive}
                onClick={() => choose(option)}
                className={cn(
                  "h-9 cursor-pointer rounded-full border px-4 text-sm font-medium transition-colors",
                  isActive ? "border-transparent bg-ink text-white dark:bg-primary dark:text-primary-foreground" : "border-border bg-background hover:bg-subtle",
                  focusRing,
                )}
              >
                {option ? t(`categories.${option}`) : t("list.all")}
              </button>
            );
          })}
        </div>
        <p role="status" data-testid="article-count" className="text-sm text-muted-foreground">
          {t("list.count", { count: shown.length })}
        </p>
      </div>

      {shown.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((article, i) => (
            <li key={article.id} className={i === 0 && shown.length > 2 ? "sm:col-span-2" : undefined}>
              <ArticleCard article={article} isEager={i < 3} isLead={i === 0 && shown.length > 2} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-xl border border-dashed border-border p-10 text-center">
          <p className="text-muted-foreground">{t("list.empty")}</p>
          <Link to="/blog" className={buttonVariants({ variant: "outline", className: "mt-4" })}>
            {t("list.showAll")}
          </Link>
        </div>
      )}
    </div>
  );
}
