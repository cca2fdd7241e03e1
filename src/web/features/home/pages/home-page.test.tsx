import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../i18n/i18n";
import { PageMetaProvider, type PageMeta } from "../../../lib/page-meta";
import { ArticlePage } from "../../blog/pages/article-page";
import { BlogPage } from "../../blog/pages/blog-page";
import { HomePage } from "./home-page";

// The public pages are prerendered at build time with react-dom/server: in Node, with no window
// or document, they must render, give their metadata to the collector, and render the same markup
// every time (hydration compares it).

function prerender(path: string, language: "es" | "en" = "es") {
  void i18n.changeLanguage(language);
  const metas: PageMeta[] = [];
  const html = renderToString(
    <PageMetaProvider collect={(meta) => metas.push(meta)}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/blog" element={<BlogPage />} />
            <Route path="/blog/article/:id" element={<ArticlePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </PageMetaProvider>,
  );
  return { html, meta: metas.at(-1) };
}

beforeAll(async () => {
  initI18n("es");
  // The hero holds the accounts sign-in card, whose texts are the auth namespace.
  await i18n.loadNamespaces(["home", "blog", "auth"]);
  await i18n.loadLanguages("en");
});

describe("prerendering the public pages", () => {
  it("renders the home page without a browser: hero, AI features, the sign-in card, skeletons for the lower sections", () => {
    expect(typeof window).toBe("undefined");
    const { html, meta } = prerender("/");
    expect(html).toContain("Gestiona tus proyectos con IA predictiva y entrega a tiempo");
    expect(html).toContain('href="/auth?tab=register" target="_blank" rel="noopener"');
    expect(html).toContain("Análisis financiero predictivo");
    expect(html.match(/data-state="pending"/g)?.length).toBe(8);
    // The only style attributes are the few Radix tabs set, which the build strips (scripts/prerender.mjs).
    const styles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]);
    expect(styles.filter((style) => !/^(outline:none|animation-duration:0s)$/.test(style ?? ""))).toEqual([]);
    expect(prerender("/").html).toBe(html);
    expect(meta?.title).toBe("Rumbo · Gestión de proyectos con IA predictiva");
    const app = meta?.jsonLd?.find((item) => item["@type"] === "SoftwareApplication");
    expect(app?.offers).toEqual({ "@type": "Offer", price: "0", priceCurrency: "MXN", description: "Prueba gratuita de 30 días, sin compromiso" });
  });

  it("renders an article with its full text and Article data, in English too", () => {
    const { html, meta } = prerender("/blog/article/4", "en");
    expect(html).toContain("Preventing burnout in project teams: capacity, not heroics");
    expect(html).toContain("Five practices that protect the team");
    expect(meta?.type).toBe("article");
    expect(meta?.jsonLd?.[0]).toMatchObject({ "@type": "Article", headline: "Preventing burnout in project teams: capacity, not heroics", articleSection: "Team Productivity" });
  });

  it("renders the blog list and an unknown article's not-found state, which is not indexed", () => {
    expect(prerender("/blog").html.match(/data-testid="article-card"/g)?.length).toBe(5);
    const missing = prerender("/blog/article/9");
    expect(missing.html).toContain("Artículo no encontrado");
    expect(missing.meta?.noIndex).toBe(true);
  });
});
