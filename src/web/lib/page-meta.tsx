import { createContext, useContext, useEffect, type ReactNode } from "react";

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
  document.title = meta.title;
  setMetaTag("name", "description", meta.description);
  setMetaTag("name", "keywords", meta.keywords?.length ? meta.keywords.join(", ") : null);
  setMetaTag("name", "robots", meta.noIndex ? "noindex, nofollow" : null);
  setMetaTag("property", "og:title", meta.title);
  setMetaTag("property", "og:description", meta.description);
}

export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(PageMetaContext);
  // During prerendering effects do not run: the collector is called while rendering.
  if (collect) collect(meta);
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as PageMeta);
  }, [key]);
}
