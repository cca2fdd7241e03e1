import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Screens of the public-site area (see lazy-screen.ts): the home page and the blog.
export const publicSiteScreens: ScreenRegistry = {
  home: lazyScreen(() => import("../../features/home/pages/home-page"), (m) => m.HomePage, "home", "blog", "auth"),
  blog: lazyScreen(() => import("../../features/blog/pages/blog-page"), (m) => m.BlogPage, "blog"),
  blogArticle: lazyScreen(() => import("../../features/blog/pages/article-page"), (m) => m.ArticlePage, "blog"),
};
