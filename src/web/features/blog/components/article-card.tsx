import { ArrowRight, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { articleImageSize, type ArticleSummary } from "../articles";

export function ArticleMeta({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation("blog");
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium">
      <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-primary-strong">{t(`categories.${article.category}`)}</span>
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <Clock aria-hidden="true" className="size-3.5" />
        {t("readTime", { minutes: article.readMinutes })}
      </span>
    </p>
  );
}

type ArticleCardProps = {
  article: ArticleSummary;
  headingLevel?: "h2" | "h3";
  isEager?: boolean;
  /** The first card of the list: wider, image beside the text on large screens. */
  isLead?: boolean;
};

export function ArticleCard({ article, headingLevel: Heading = "h2", isEager = false, isLead = false }: ArticleCardProps) {
  const { t } = useTranslation("blog");
  const title = t(`articles.${article.id}.title`);
  return (
    <article
      data-testid="article-card"
      className={cn("flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-xs", isLead && "lg:grid lg:grid-cols-2")}
    >
      <img
        src={article.image}
        alt=""
        width={articleImageSize.width}
        height={articleImageSize.height}
        loading={isEager ? "eager" : "lazy"}
        decoding="async"
        className={cn("aspect-video w-full bg-muted object-cover dark:brightness-90", isLead && "lg:aspect-auto lg:h-full")}
      />
      <div className={cn("flex flex-1 flex-col p-5", isLead && "lg:justify-center lg:p-8")}>
        <ArticleMeta article={article} />
        <Heading className={cn("mt-3 text-lg leading-snug font-semibold tracking-tight text-balance", isLead && "lg:text-2xl lg:font-bold")}>{title}</Heading>
        <p className={cn("mt-2 flex-1 text-sm text-muted-foreground", isLead && "lg:flex-none lg:text-base")}>{t(`articles.${article.id}.description`)}</p>
        <Link
          to={`/blog/article/${article.id}`}
          aria-label={t("readMoreLabel", { title })}
          className={buttonVariants({ variant: "link", className: "mt-4 self-start" })}
        >
          {t("readMore")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
