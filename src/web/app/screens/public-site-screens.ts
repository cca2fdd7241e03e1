import { loadNamespaces } from "../../i18n/i18n";
import type { ScreenRegistry } from "./lazy-screen";

// Screens of the public-site area (see lazy-screen.ts): the home page and the blog.
export const publicSiteScreens: ScreenRegistry = {
  home: async () => {
    const [{ HomePage }] = await Promise.all([import("../../features/home/pages/home-page"), loadNamespaces("home", "blog", "auth")]);
    return { Component: HomePage };
  },
  blog: async () => {
    const [{ BlogPage }] = await Promise.all([import("../../features/blog/pages/blog-page"), loadNamespaces("blog")]);
    return { Component: BlogPage };
  },
  blogArticle: async () => {
    const [{ ArticlePage }] = await Promise.all([import("../../features/blog/pages/article-page"), loadNamespaces("blog")]);
    return { Component: ArticlePage };
  },
};
