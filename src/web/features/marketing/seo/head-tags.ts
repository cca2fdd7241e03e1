import type { PageMeta } from "../../../lib/page-meta";
import { escapeHtml } from "../../../../domain/html";
import { pageHref, type PublicSiteLanguage } from "../../../../domain/public-site/pages";

// The <head> of a prerendered page, from the page's usePageMeta() declaration: title with the
// brand suffix, description, keywords, canonical and hreflang alternates, Open Graph, Twitter card,
// robots and JSON-LD. Pure, so the prerenderer and its tests share it.

export const brand = "Rumbo";
export const defaultSocialImage = "/og-image.png";

export function withBrand(title: string): string {
  return /\bRumbo\b/.test(title) ? title : `${title} · ${brand}`;
}

/** JSON inside <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

function absolute(pathOrUrl: string, base: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * The structured data a page carries when it declares none (spec section 3, page metadata
 * defaults): the product as a software application, free for a 30-day trial, priced in MXN.
 */
export function defaultJsonLd(language: PublicSiteLanguage, baseUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: brand,
    url: `${baseUrl}/`,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    inLanguage: language === "es" ? "es-MX" : "en",
    description:
      language === "es"
        ? "Gestión de proyectos con asistencia predictiva para equipos en México y Latinoamérica."
        : "Project management with predictive assistance for teams in Mexico and Latin America.",
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "MXN",
      description: language === "es" ? "Prueba gratuita de 30 días, sin tarjeta" : "Free 30-day trial, no card needed",
    },
  };
}

export type HeadContext = { path: string; language: PublicSiteLanguage; baseUrl: string };

export function renderHeadTags(meta: PageMeta, { path, language, baseUrl }: HeadContext): string {
  const pagePath = meta.url && !/^https?:\/\//.test(meta.url) ? meta.url : path;
  const canonical = meta.url && /^https?:\/\//.test(meta.url) ? meta.url : pageHref(pagePath, language, baseUrl);
  const title = withBrand(meta.title);
  const image = absolute(meta.image ?? defaultSocialImage, baseUrl);
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.keywords?.length) tags.push(`<meta name="keywords" content="${escapeHtml(meta.keywords.join(", "))}" />`);
  tags.push(`<meta name="robots" content="${meta.noIndex ? "noindex, nofollow" : "index, follow"}" />`);
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  if (!meta.noIndex) {
    tags.push(`<link rel="alternate" hreflang="es-MX" href="${escapeHtml(pageHref(pagePath, "es", baseUrl))}" />`);
    tags.push(`<link rel="alternate" hreflang="en" href="${escapeHtml(pageHref(pagePath, "en", baseUrl))}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageHref(pagePath, "es", baseUrl))}" />`);
  }
  const og: [string, string][] = [
    ["og:type", meta.type ?? "website"],
    ["og:site_name", brand],
    ["og:title", title],
    ["og:description", meta.description],
    ["og:url", canonical],
    ["og:image", image],
    ["og:locale", language === "es" ? "es_MX" : "en_US"],
    ["og:locale:alternate", language === "es" ? "en_US" : "es_MX"],
  ];
  for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  const twitter: [string, string][] = [
    ["twitter:card", "summary_large_image"],
    ["twitter:title", title],
    ["twitter:description", meta.description],
    ["twitter:image", image],
  ];
  for (const [name, content] of twitter) tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  const jsonLd = meta.jsonLd?.length ? meta.jsonLd : meta.noIndex ? [] : [defaultJsonLd(language, baseUrl)];
  for (const item of jsonLd) tags.push(`<script type="application/ld+json">${jsonLdText(item)}</script>`);
  return tags.join("\n    ");
}
