// The five blog articles of spec section 3 (static): id, category, read time and illustration.
// Titles and descriptions are in the `blog` namespace (articles.<id>); the full texts are per
// language in content/, loaded only by the article page.

export type ArticleCategory = "projectManagement" | "executiveLeadership" | "productManagement" | "teamProductivity" | "technology";

export type ArticleId = "1" | "2" | "3" | "4" | "5";

export type ArticleSummary = {
  id: ArticleId;
  category: ArticleCategory;
  /** Minutes of reading, shown as "5 min". */
  readMinutes: number;
  /** Self-hosted SVG illustration (src/web/public/images/blog). */
  image: string;
  /** ISO date of publication (shown and given to the Article JSON-LD). */
  published: string;
};

export const articleImageSize = { width: 640, height: 360 } as const;

export const articles: readonly ArticleSummary[] = [
  { id: "1", category: "projectManagement", readMinutes: 5, image: "/images/blog/article-1.svg", published: "2026-09-08" },
  { id: "2", category: "executiveLeadership", readMinutes: 4, image: "/images/blog/article-2.svg", published: "2026-09-22" },
  { id: "3", category: "productManagement", readMinutes: 6, image: "/images/blog/article-3.svg", published: "2026-10-06" },
  { id: "4", category: "teamProductivity", readMinutes: 5, image: "/images/blog/article-4.svg", published: "2026-10-20" },
  { id: "5", category: "technology", readMinutes: 7, image: "/images/blog/article-5.svg", published: "2026-11-03" },
];

export const articleCategories: readonly ArticleCategory[] = [
  "projectManagement",
  "executiveLeadership",
  "productManagement",
  "teamProductivity",
  "technology",
];

export function findArticle(id: string | undefined): ArticleSummary | undefined {
  return articles.find((article) => article.id === id);
}

/** The previous and next articles (no wrap) and up to two related ones (the nearest others). */
export function articleNeighbours(id: ArticleId): { previous?: ArticleSummary; next?: ArticleSummary; related: ArticleSummary[] } {
  const index = articles.findIndex((article) => article.id === id);
  const previous = index > 0 ? articles[index - 1] : undefined;
  const next = index >= 0 && index < articles.length - 1 ? articles[index + 1] : undefined;
  const related = articles.filter((article) => article.id !== id && article !== previous && article !== next).slice(0, 2);
  return { previous, next, related };
}
