import { ArrowRight, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { articleImageSize, articles } from "../../blog/articles";
import { SectionHeading, sectionContainer } from "./section-heading";

export function FeaturedArticles() {
  const { t } = useTranslation("home");
  const { t: tBlog } = useTranslation("blog");
  return (
    <section aria-labelledby="home-articles" className={sectionContainer}>
      <SectionHeading id="home-articles" eyebrow={t("articles.eyebrow")} heading={t("articles.heading")} intro={t("articles.intro")} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {articles.map((article, i) => {
          const title = tBlog(`articles.${article.id}.title`);
          const isLead = i === 0;
          return (
            <li
              key={article.id}
              data-testid="featured-article"
              className={isLead ? "sm:col-span-2 lg:col-span-4" : undefined}
            >
              <article
                className={cn(
                  "flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-xs",
                  isLead && "lg:grid lg:grid-cols-2",
                )}
              >
                <img
                  src={article.image}
                  alt=""
                  width={articleImageSize.width}
                  height={articleImageSize.height}
                  loading="lazy"
                  decoding="async"
                  className={cn("aspect-video w-full bg-muted object-cover dark:brightness-90", isLead && "lg:aspect-auto lg:h-full")}
                />
                <div className={cn("flex flex-1 flex-col p-5", isLead && "lg:justify-center lg:p-10")}>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium">
                    <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-primary-strong">{tBlog(`categories.${article.category}`)}</span>
                    <span className="inline-flex items-center gap-1 text-muted-foreground">
                      <Clock aria-hidden="true" className="size-3.5" />
                      {tBlog("readTime", { minutes: article.readMinutes })}
                    </span>
                  </p>
                  <h3 className={cn("mt-3 text-lg leading-snug font-semibold tracking-tight text-balance", isLead && "lg:text-3xl lg:font-bold")}>{title}</h3>
                  <p className={cn("mt-2 flex-1 text-sm text-muted-foreground", isLead && "lg:flex-none lg:text-base")}>{tBlog(`articles.${article.id}.description`)}</p>
                  <Link
                    to={`/blog/article/${article.id}`}
                    aria-label={t("articles.readMoreLabel", { title })}
                    className={buttonVariants({ variant: "link", className: "mt-4 self-start" })}
                  >
                    {t("articles.readMore")}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex justify-center">
        <Link to="/blog" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {t("articles.viewAll")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
