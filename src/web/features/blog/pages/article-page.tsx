import { ArrowLeft, ArrowRight, CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { formatDay } from "../../../lib/format";
import { usePageMeta } from "../../../lib/page-meta";
import { articleImageSize, articleNeighbours, findArticle, type ArticleSummary } from "../articles";
import { ArticleCard, ArticleMeta } from "../components/article-card";
import type { ArticleBlock } from "../content/article-content";
import { articleTextsEn } from "../content/articles-en";
import { articleTextsEs } from "../content/articles-es";
import { useLanguage } from "../../../lib/use-language";

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case "h2":
      return <h2 className="mt-10 text-2xl font-bold tracking-tight text-balance">{block.text}</h2>;
    case "p":
      return <p className="mt-5 leading-relaxed text-pretty">{block.text}</p>;
    case "quote":
      return <blockquote className="mt-6 border-l-4 border-primary pl-5 text-lg text-pretty italic">{block.text}</blockquote>;
    case "ul":
      return (
        <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-primary-strong">
          {block.items.map((item) => (
            <li key={item} className="pl-1 leading-relaxed">{item}</li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-primary-strong">
          {block.items.map((item) => (
            <li key={item} className="pl-1 leading-relaxed">{item}</li>
          ))}
        </ol>
      );
  }
}

function NotFound() {
  const { t } = useTranslation("blog");
  usePageMeta({ title: t("article.notFoundMeta"), description: t("article.notFoundBody"), noIndex: true });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary-strong">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("article.notFoundTitle")}</h1>
      <p className="mt-4 text-muted-foreground">{t("article.notFoundBody")}</p>
      <Link to="/blog" className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" />
        {t("article.back")}
      </Link>
    </div>
  );
}

function AdjacentLink({ article, direction }: { article: ArticleSummary; direction: "previous" | "next" }) {
  const { t } = useTranslation("blog");
  const isNext = direction === "next";
  return (
    <Link
      to={`/blog/article/${article.id}`}
      rel={isNext ? "next" : "prev"}
      className="group flex flex-col rounded-xl border border-border bg-card p-5 transition-colors hover:border-primary-strong focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[next]:text-right"
      data-next={isNext ? "" : undefined}
    >
      <span className={`inline-flex items-center gap-1 text-sm text-muted-foreground ${isNext ? "self-end" : ""}`}>
        {isNext ? null : <ArrowLeft aria-hidden="true" className="size-4" />}
        {t(isNext ? "article.next" : "article.previous")}
        {isNext ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
      </span>
      <span className="mt-2 font-semibold text-balance group-hover:text-primary-strong">{t(`articles.${article.id}.title`)}</span>
    </Link>
  );
}

export function ArticlePage() {
  const { id } = useParams();
  const language = useLanguage();
  const article = findArticle(id);
  if (!article) return <NotFound />;
  return <Article article={article} language={language} />;
}

function Article({ article, language }: { article: ArticleSummary; language: "es" | "en" }) {
  const { t } = useTranslation("blog");
  const title = t(`articles.${article.id}.title`);
  const description = t(`articles.${article.id}.description`);
  const category = t(`categories.${article.category}`);
  const blocks = (language === "en" ? articleTextsEn : articleTextsEs)[article.id];
  const { previous, next, related } = articleNeighbours(article.id);

  usePageMeta({
    title: `${title} · Rumbo`,
    description,
    keywords: [category, ...t("meta.keywords").split(", ")],
    image: article.image,
    type: "article",
    url: `/blog/article/${article.id}`,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: title,
        description,
        image: article.image,
        articleSection: category,
        inLanguage: language === "en" ? "en" : "es-MX",
        datePublished: article.published,
        timeRequired: `PT${article.readMinutes}M`,
        author: { "@type": "Organization", name: t("article.author") },
        publisher: { "@type": "Organization", name: "Rumbo" },
      },
    ],
  });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <nav aria-label={t("article.breadcrumb")} className="mx-auto max-w-3xl">
        <Link to="/blog" className={buttonVariants({ variant: "link" })}>
          <ArrowLeft aria-hidden="true" />
          {t("article.back")}
        </Link>
      </nav>
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          <ArticleMeta article={article} />
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{t("article.author")}</span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={article.published}>{formatDay(article.published, language, "long")}</time>
            </span>
          </p>
        </header>
        <img
          src={article.image}
          alt=""
          width={articleImageSize.width}
          height={articleImageSize.height}
          decoding="async"
          fetchPriority="high"
          className="mt-8 aspect-video w-full rounded-2xl border border-border bg-muted object-cover dark:brightness-90"
        />
        <div data-testid="article-body" className="text-[1.0625rem] text-foreground">
          {blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </div>
        <aside aria-labelledby="article-cta" className="mt-12 rounded-2xl bg-ink p-6 text-white sm:p-8 dark:border dark:border-border">
          <h2 id="article-cta" className="text-xl font-bold tracking-tight">{t("article.ctaHeading")}</h2>
          <p className="mt-2 text-slate-300">{t("article.ctaBody")}</p>
          <Link to="/auth?tab=register" className={buttonVariants({ className: "mt-5" })}>
            {t("article.ctaButton")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </aside>
      </article>

      <nav aria-label={t("article.adjacent")} className="mx-auto mt-12 grid max-w-3xl gap-4 sm:grid-cols-2">
        {previous ? <AdjacentLink article={previous} direction="previous" /> : <span className="hidden sm:block" />}
        {next ? <AdjacentLink article={next} direction="next" /> : null}
      </nav>

      {related.length > 0 ? (
        <section aria-labelledby="article-related" className="mx-auto mt-16 max-w-5xl">
          <h2 id="article-related" className="text-2xl font-bold tracking-tight">{t("article.related")}</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {related.map((other) => (
              <li key={other.id}>
                <ArticleCard article={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
