import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prerenderedFile, publicPages, publicSiteLanguages, publicUrlPlaceholder } from "../../src/domain/public-site/pages";
import { baseUrl } from "./support/browser";

// Build-level checks of the public site: every public page was prerendered in both languages,
// and the server sends it with its own title, description, canonical address (PUBLIC_URL written
// in), hreflang alternates, Open Graph and Twitter tags and JSON-LD; the sitemap lists them all.

function attribute(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

/** A page whose issue has not landed yet shows the shared under-construction page. */
function isUnderConstruction(html: string): boolean {
  return /está en construcción|is under construction/.test(html);
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>);
}

describe("prerendered public pages", () => {
  const titles = new Set<string>();
  const builtPages = new Set(publicSiteLanguages.flatMap((language) => publicPages.map((path) => `${language}:${path}`)));

  for (const language of publicSiteLanguages) {
    for (const path of publicPages) {
      it(`${path} (${language})`, async () => {
        const file = readFileSync(`dist/pages/${prerenderedFile(path, language)}`, "utf8");
        expect(file).toContain(publicUrlPlaceholder);

        const address = `${baseUrl()}${path}${language === "en" ? "?lang=en" : ""}`;
        const response = await fetch(address);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/text\/html/);
        const html = await response.text();
        expect(html).not.toContain(publicUrlPlaceholder);

        expect(attribute(html, /<html lang="([^"]+)"/)).toBe(language === "es" ? "es-MX" : "en");
        const title = attribute(html, /<title>([^<]+)<\/title>/) ?? "";
        expect(title).toMatch(/Rumbo/);
        const isBuilt = !isUnderConstruction(html);
        if (isBuilt) titles.add(`${language}:${title}`);
        else builtPages.delete(`${language}:${path}`);
        expect(attribute(html, /<meta name="description" content="([^"]{50,})"/)).toBeTruthy();
        expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(address);
        expect(attribute(html, /<meta name="robots" content="([^"]+)"/)).toBe("index, follow");
        expect(attribute(html, /<link rel="alternate" hreflang="es-MX" href="([^"]+)"/)).toBe(`${baseUrl()}${path}`);
        expect(attribute(html, /<link rel="alternate" hreflang="en" href="([^"]+)"/)).toBe(`${baseUrl()}${path}?lang=en`);
        expect(attribute(html, /<link rel="alternate" hreflang="x-default" href="([^"]+)"/)).toBe(`${baseUrl()}${path}`);
        expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
        expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(address);
        expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${baseUrl()}/`));
        expect(attribute(html, /<meta property="og:locale" content="([^"]+)"/)).toBe(language === "es" ? "es_MX" : "en_US");
        expect(attribute(html, /<meta property="og:locale:alternate" content="([^"]+)"/)).toBe(language === "es" ? "en_US" : "es_MX");
        expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");

        const data = jsonLd(html);
        expect(data.length).toBeGreaterThan(0);
        if (path.startsWith("/blog/article/") && isBuilt) expect(data.map((d) => d["@type"])).toContain("Article");
        if (path === "/") {
          const app = data.find((d) => d["@type"] === "SoftwareApplication") as { offers?: { price?: string; priceCurrency?: string; description?: string } } | undefined;
          expect(app?.offers).toMatchObject({ price: "0", priceCurrency: "MXN" });
          expect(app?.offers?.description).toMatch(/30/);
        }

        // The page's content is in the HTML (readable without JavaScript), with its one <h1>, and no
        // Suspense boundary the server could not finish (the browser would render it afresh: #419).
        expect(html).not.toContain("<!--$!-->");
        const root = html.slice(html.indexOf('<div id="root"'));
        expect(root).toMatch(new RegExp(`^<div id="root" data-prerendered="${language}"><`));
        expect(root.match(/<h1[\s>]/g)?.length).toBe(1);
        // The strict CSP: no style attributes, no script but the JSON-LD data and the app's module.
        expect(html).not.toMatch(/\sstyle="/);
        const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? "");
        for (const script of scripts) expect(script).toMatch(/type="application\/ld\+json"|type="module"[^>]*src="\/assets\//);
      });
    }
  }

  it("gives every built page its own title", () => {
    expect(titles.size).toBe(builtPages.size);
    expect(builtPages.size).toBeGreaterThanOrEqual(13 * 2);
  });

  it("prerenders the sign-in page, out of search engines, its send button disabled until the app is live", async () => {
    // Decision 1780: /auth is painted from the HTML and the app starts at the first interaction; a
    // disabled default button stops a plain submission (Enter) from putting the password in the address.
    for (const language of publicSiteLanguages) {
      const response = await fetch(`${baseUrl()}/auth${language === "en" ? "?lang=en" : ""}`);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const html = await response.text();
      expect(attribute(html, /<meta name="robots" content="([^"]+)"/)).toMatch(/^noindex/);
      expect(html).toContain(`<div id="root" data-prerendered="${language}">`);
      const submits = [...html.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map((m) => m[0]);
      expect(submits.length).toBe(1);
      expect(submits[0]).toMatch(/\sdisabled=""/);
      expect(html).toMatch(/<input[^>]*type="password"/);
      // Nothing was left for the browser to render in place of the server (React error #419).
      expect(html).not.toContain("<!--$!-->");
    }
    // An address with other parameters is the app's page: the build's form is not what it asks for.
    for (const path of ["/auth?tab=register", "/auth?next=%2Fprojects", "/auth?verified=1"]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).not.toContain("data-prerendered");
      expect(html, path).toContain('<link rel="modulepreload"');
    }
    expect(await (await fetch(`${baseUrl()}/pricing`)).headers.get("x-robots-tag")).toBeNull();
  });

  it("sends pages compressed, and marks them for a visitor with a session so the app starts at once", async () => {
    const response = await fetch(`${baseUrl()}/pricing`, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
    const anonymous = await response.text();
    expect(anonymous).toContain('<html lang="es-MX">');
    const signedIn = await (await fetch(`${baseUrl()}/pricing`, { headers: { cookie: "rumbo.session_token=any.value" } })).text();
    expect(signedIn).toContain('<html lang="es-MX" data-session>');
  });

  it("serves the English page to a visitor who chose English before", async () => {
    const html = await (await fetch(`${baseUrl()}/pricing`, { headers: { cookie: "rumbo_lang=en" } })).text();
    expect(html).toContain('<html lang="en">');
  });
});

describe("sitemap and robots.txt", () => {
  it("the sitemap lists every public page in both languages with alternates", async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    for (const path of publicPages) {
      expect(xml).toContain(`<loc>${baseUrl()}${path}</loc>`);
      expect(xml).toContain(`<loc>${baseUrl()}${path}?lang=en</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(publicPages.length * 2);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(publicPages.length * 2 * 3);
  });

  it("robots.txt points to the sitemap", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });
});

describe("app routes' preloads (decision 1730)", () => {
  const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? "");

  it("an app route's page preloads the app and its screen, every file served as a script", async () => {
    const entry = links(readFileSync("dist/web/index.html", "utf8"));
    for (const path of ["/dashboard", "/projects", "/project/00000000-0000-0000-0000-000000000000", "/auth/reset-password"]) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const preloads = links(await response.text()).filter((file) => !entry.includes(file));
      expect(preloads.length, path).toBeGreaterThan(1);
      expect(new Set(preloads).size).toBe(preloads.length);
      for (const file of preloads) {
        const asset = await fetch(`${baseUrl()}${file}`);
        expect(asset.status, file).toBe(200);
        expect(asset.headers.get("content-type")).toMatch(/javascript/);
      }
    }
  });

  it("a visitor with a session cookie gets the screen's frame, its preloads held until it is painted (decision 1810)", async () => {
    const cookie = "rumbo.session_token=any.value";
    for (const [path, heading] of [["/dashboard", "Dashboard"], ["/projects", "Proyectos"], ["/project/00000000-0000-0000-0000-000000000000", "Detalle del proyecto"]] as const) {
      const html = await (await fetch(`${baseUrl()}${path}`, { headers: { cookie } })).text();
      expect(html, path).toContain('<div id="root" data-app-frame><div class="flex min-h-dvh flex-col" aria-hidden="true" inert="">');
      // The project page's heading is a slot the server fills with the project's name for whoever may read it (decision 1860).
      expect(html, path).toMatch(new RegExp(`<h1 class="[^"]*text-3xl font-bold tracking-tight[^"]*"( data-frame-slot="project-name")?>${heading}</h1>`));
      expect(html, path).not.toMatch(/\sstyle="/);
      const held = /<template id="app-preloads">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? "";
      expect(links(held).length, path).toBeGreaterThan(1);
      expect(links(html.slice(0, html.indexOf("</head>"))).every((file) => links(readFileSync("dist/web/index.html", "utf8")).includes(file))).toBe(true);
    }
    const english = await (await fetch(`${baseUrl()}/projects`, { headers: { cookie: `${cookie}; rumbo_lang=en` } })).text();
    expect(english).toContain('<h1 class="text-3xl font-bold tracking-tight">Projects</h1>');
    // Without a session the app sends the visitor to /auth: no frame to flash before that.
    const anonymous = await (await fetch(`${baseUrl()}/dashboard`)).text();
    expect(anonymous).toContain('<div id="root"></div>');
    expect(anonymous).not.toContain("app-preloads");
  });

  it("serves the built files from one route: hashed assets compressed and kept a year, nothing outside them", async () => {
    const asset = /src="(\/assets\/[\w.-]+\.js)"/.exec(readFileSync("dist/web/index.html", "utf8"))?.[1] ?? "no entry script";
    const served = await fetch(`${baseUrl()}${asset}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-encoding")).toBe("br");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${baseUrl()}${asset}`, { method: "HEAD" })).status).toBe(200);
    const icon = await fetch(`${baseUrl()}/favicon.svg`);
    expect([icon.status, icon.headers.get("cache-control")]).toEqual([200, "no-cache"]);
    // A missing file, a folder or a way out of the build is not found, never listed or read.
    for (const path of ["/assets/missing-0000.js", "/assets/", "/assets/..%2f..%2fpackage.json", "/..%2fpackage.json", "/images/"]) {
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(404);
    }
  });

  it("the build's manifest is not served, and an unknown path or a public page gets no route preloads", async () => {
    expect((await fetch(`${baseUrl()}/.vite/manifest.json`)).status).toBe(404);
    const entry = links(readFileSync("dist/web/index.html", "utf8"));
    const unknown = await (await fetch(`${baseUrl()}/no-such-screen`)).text();
    expect(links(unknown).filter((file) => !entry.includes(file))).toEqual([]);
    const home = await (await fetch(`${baseUrl()}/pricing`)).text();
    expect(links(home).filter((file) => !entry.includes(file))).toEqual([]);
  });
});
