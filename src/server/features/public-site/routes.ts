import { z } from "zod";
import { access } from "../../plugins/access";
import { security } from "../openapi/document";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageHref, publicPages } from "../../../domain/public-site/pages";
import type { AppContext } from "../../context";

// What search engines and the public site's browser code read: the sitemap (every public page in
// Spanish and English, each naming its alternates), robots.txt pointing to it, and the public
// settings the consent banner needs (the analytics ids, which are not secrets).

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function sitemapXml(baseUrl: string, pages: readonly string[] = publicPages): string {
  const entries: string[] = [];
  for (const path of pages) {
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="es-MX" href="${escapeXml(pageHref(path, "es", baseUrl))}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(pageHref(path, "en", baseUrl))}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageHref(path, "es", baseUrl))}"/>`,
    ].join("\n    ");
    const priority = path === "/" ? "1.0" : path.startsWith("/blog/article/") ? "0.6" : "0.8";
    for (const language of ["es", "en"] as const) {
      entries.push(
        `  <url>\n    <loc>${escapeXml(pageHref(path, language, baseUrl))}</loc>\n    ${alternates}\n    <changefreq>weekly</changefreq>\n    <priority>${priority}</priority>\n  </url>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string): string {
  const appAreas = ["/api/", "/dashboard", "/projects", "/project/", "/settings", "/admin/"];
  return `User-agent: *\nAllow: /\n${appAreas.map((path) => `Disallow: ${path}`).join("\n")}\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

export const publicConfigSchema = z.object({
  analyticsId: z.string().nullable(),
  tagManagerId: z.string().nullable(),
});

export const publicSiteRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const baseUrl = context.config.publicUrl;
  const sitemap = sitemapXml(baseUrl);
  const robots = robotsTxt(baseUrl);

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=3600").type("application/xml; charset=utf-8").send(sitemap),
  );
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=3600").type("text/plain; charset=utf-8").send(robots),
  );
  app.get(
    "/api/v1/public-config",
    {
      config: { rateLimit: false, access: access.public },
      schema: {
        tags: ["system"],
        security: security.public,
        summary: "Public settings of the site: the page-analytics and tag-manager ids (null when not configured)",
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "public, max-age=300");
      return { analyticsId: context.config.analytics.analyticsId ?? null, tagManagerId: context.config.analytics.tagManagerId ?? null };
    },
  );
};
