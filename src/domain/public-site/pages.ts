// The public pages of the site (spec section 2): prerendered at build time in both languages,
// listed in the sitemap, indexed by search engines. Spanish lives at the plain path, English at
// the same path with ?lang=en (the server already reads ?lang for every request).

export const publicSiteLanguages = ["es", "en"] as const;
export type PublicSiteLanguage = (typeof publicSiteLanguages)[number];

export const blogArticleIds = [1, 2, 3, 4, 5] as const;

export const publicPages: readonly string[] = [
  "/",
  "/features",
  "/pricing",
  "/integrations",
  "/product/integrations",
  "/use-cases",
  "/user-guides",
  "/blog",
  ...blogArticleIds.map((id) => `/blog/article/${id}`),
  "/resources/api-docs",
  "/about-us",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/product/ai-predictive",
];

/**
 * App pages prerendered too, kept out of the sitemap (noindex). /auth without parameters (decision
 * 1780): the sign-in form is painted from the HTML and the app starts at the first interaction, as
 * on the public pages. Its send buttons stay disabled until the app is live (no plain submission
 * can carry a password in the address), and what was typed before is kept. An address with
 * parameters (?next, ?verified, ?tab, ?error) renders afresh (src/web/main.tsx).
 */
export const prerenderedAppPages: readonly string[] = ["/auth"];

/**
 * Whether an address's query holds nothing but ?lang: only such an address is the page the build
 * made (?next=, ?tab=, ?category= … ask for what a page built ahead cannot know). The server picks
 * the prerendered page by it, the browser whether to hydrate it.
 */
export function hasOnlyLanguageParameter(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((key) => key === "lang");
}

/** Stands for the site's address in prerendered HTML; the server writes PUBLIC_URL in its place. */
export const publicUrlPlaceholder = "https://rumbo.placeholder.invalid";

/** The address of a page in a language: Spanish at the path, English with ?lang=en. */
export function pageHref(path: string, language: PublicSiteLanguage, base = ""): string {
  return `${base}${path}${language === "en" ? "?lang=en" : ""}`;
}

/** Where the prerenderer writes a page, relative to dist/pages: es/index.html, en/blog/article/1.html. */
export function prerenderedFile(path: string, language: PublicSiteLanguage): string {
  const clean = path.replace(/\/+$/, "");
  return `${language}/${clean === "" ? "index" : clean.replace(/^\//, "")}.html`;
}
