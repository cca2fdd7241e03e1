import { createContext, useContext, useEffect, type ReactNode } from "react";
import { withBrand } from "../features/marketing/seo/head-tags";

// A page's metadata (spec section 3, "Page metadata inputs"): title, description, keywords, image,
// url, type, noIndex, plus JSON-LD. Pages declare it with usePageMeta(); in the browser the hook
// writes it into <head>; during the build's prerendering a collector given through
// <PageMetaProvider> receives it instead, so the static HTML carries the same tags. The public-site
// area owns the rendering of the tags (titles with the brand suffix, absolute URLs, Open Graph,
// Twitter cards, hreflang); this file is the contract every page codes against.

export type PageMeta = {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Path or absolute URL of the social image card. */
  image?: string;
  /** The page's path (made absolute with the site's address); the current path when absent. */
  url?: string;
  type?: "website" | "article";
  noIndex?: boolean;
  jsonLd?: readonly Record<string, unknown>[];
};

export type PageMetaCollector = (meta: PageMeta) => void;

const PageMetaContext = createContext<PageMetaCollector | null>(null);

export function PageMetaProvider({ collect, children }: { collect: PageMetaCollector; children: ReactNode }) {
  return <PageMetaContext.Provider value={collect}>{children}</PageMetaContext.Provider>;
}

function setMetaTag(attribute: "name" | "property", key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Applies the essentials in the browser; the prerendered HTML already holds the full set. */
export function applyPageMeta(meta: PageMeta): void {
  const title = withBrand(meta.title);
  document.title = title;
  setMetaTag("name", "description", meta.description);
  setMetaTag("name", "keywords", meta.keywords?.length ? meta.keywords.join(", ") : null);
  setMetaTag("name", "robots", meta.noIndex ? "noindex, nofollow" : "index, follow");
  setMetaTag("property", "og:title", title);
  setMetaTag("property", "og:description", meta.description);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    const lang = new URLSearchParams(location.search).get("lang") === "en" ? "?lang=en" : "";
    canonical.href = `${location.origin}${meta.url ?? location.pathname}${lang}`;
  }
}

// How many mounted pages declare their metadata: the layout's per-route title (which runs after
// the page's effect, being its parent) leaves the title alone while one does.
let declaringPages = 0;

export function isPageMetaDeclared(): boolean {
  return declaringPages > 0;
}

export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(PageMetaContext);
  // During prerendering effects do not run: the collector is called while rendering.
  if (collect) collect(meta);
  const key = JSON.stringify(meta);
  useEffect(() => {
    declaringPages++;
    return () => {
      declaringPages--;
    };
  }, []);
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as PageMeta);
  }, [key]);
}

/** A page's metadata from its catalogue entry (keywords as one comma-separated text). */
export function catalogueMeta(meta: { title: string; description: string; keywords: string }, url: string): PageMeta {
  return { title: meta.title, description: meta.description, keywords: meta.keywords.split(",").map((k) => k.trim()).filter(Boolean), url };
}

/** Rumbo as a schema.org SoftwareApplication (home and pricing pages), with its offers. */
export function softwareApplicationJsonLd(offers: unknown, description?: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: "Rumbo",
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    ...(description === undefined ? {} : { description }),
    offers,
  };
}
