import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { clientRouteMatcher, compressedHtml, frameFor, preloadsFor, withAppFrame, withFrameSlots, withModulePreloads, withSessionHint, withStyleNonce, type AppPreloads } from "./static-web";

describe("client routes", () => {
  const known = clientRouteMatcher(["/", "/projects", "/project/:projectId", "/project/:projectId/board", "/blog/article/:id"]);
  it.each([
    ["/", true],
    ["/projects", true],
    ["/projects/", true],
    ["/project/3f1c", true],
    ["/project/3f1c/board", true],
    ["/blog/article/2", true],
    ["/project", false],
    ["/project/a/b", false],
    ["/nada", false],
    ["/projectsX", false],
  ])("%s is known: %s", (path, expected) => {
    expect(known(path)).toBe(expected);
  });
});

describe("style nonce", () => {
  const policy = "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:";
  it("writes the same fresh nonce into the page and into this answer's style-src only", () => {
    const { html, policy: nonced } = withStyleNonce('<!doctype html><html lang="es"><head><title>x</title></head></html>', policy, "abc123");
    expect(html).toContain('<head><meta name="csp-nonce" content="abc123"><title>');
    expect(nonced).toBe("default-src 'self';script-src 'self';style-src 'self' 'nonce-abc123';img-src 'self' data:");
  });
  it("draws a new nonce for every answer", () => {
    const first = withStyleNonce("<head></head>", policy).policy;
    const second = withStyleNonce("<head></head>", policy).policy;
    expect(first).toMatch(/'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(first).not.toBe(second);
  });
});

describe("the session hint", () => {
  const page = '<!doctype html><html lang="es-MX"><head></head><body></body></html>';
  it("marks the page for a visitor holding a session cookie, under either name", () => {
    expect(withSessionHint(page, "rumbo_lang=es; rumbo.session_token=abc.def")).toContain('<html lang="es-MX" data-session>');
    expect(withSessionHint(page, "__Host-rumbo.session_token=abc.def")).toContain("data-session");
  });
  it("leaves the page alone otherwise", () => {
    expect(withSessionHint(page, undefined)).toBe(page);
    expect(withSessionHint(page, "rumbo_lang=en; other.session_token=x")).toBe(page);
    expect(withSessionHint(page, "rumbo.session_token=")).toBe(page);
  });
});

describe("page answers' compression", () => {
  const html = `<!doctype html><html><body>${"<p>Gestiona tus proyectos con IA predictiva</p>".repeat(200)}</body></html>`;
  it("prefers brotli, then gzip, and sends plain text to a client that takes neither", () => {
    const br = compressedHtml(html, "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 10);
    const gzip = compressedHtml(html, "gzip, deflate");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(html);
    expect(compressedHtml(html, undefined)).toEqual({ body: html, encoding: null });
    expect(compressedHtml(html, "identity")).toEqual({ body: html, encoding: null });
    // A refusal (q=0) is heeded, and a weight decides between the two.
    expect(compressedHtml(html, "br;q=0, gzip").encoding).toBe("gzip");
    expect(compressedHtml(html, "br;q=0.5, gzip;q=1").encoding).toBe("gzip");
    expect(compressedHtml(html, "br;q=0, gzip;q=0").encoding).toBeNull();
  });
});

describe("route preloads", () => {
  const preloads: AppPreloads = {
    "/projects": { es: ["/assets/boot-a.js", "/assets/projects-page-b.js", "/assets/projects-es-c.js"], en: ["/assets/boot-a.js", "/assets/projects-page-b.js", "/assets/projects-en-d.js"] },
    "/project/:projectId": { es: ["/assets/boot-a.js", "/assets/project-page-e.js"] },
    "/project/:projectId/board": { es: ["/assets/boot-a.js", "/assets/board-page-f.js"] },
    "/auth": { es: ["/assets/boot-a.js", "javascript:alert(1)", "https://elsewhere.example/x.js", "/assets/auth\"><script>.js"] },
  };
  it("lists the chunks of the route the path matches, in the language asked", () => {
    expect(preloadsFor(preloads, "/projects", "en")).toEqual(["/assets/boot-a.js", "/assets/projects-page-b.js", "/assets/projects-en-d.js"]);
    expect(preloadsFor(preloads, "/project/3f1c", "es")).toEqual(["/assets/boot-a.js", "/assets/project-page-e.js"]);
    expect(preloadsFor(preloads, "/project/3f1c/board", "es")).toEqual(["/assets/boot-a.js", "/assets/board-page-f.js"]);
  });
  it("lists nothing for a path no route matches, or a language the route lacks", () => {
    expect(preloadsFor(preloads, "/nada", "es")).toEqual([]);
    expect(preloadsFor(preloads, "/project/3f1c", "en")).toEqual([]);
    expect(preloadsFor({}, "/projects", "es")).toEqual([]);
  });
  it("keeps only hashed scripts under /assets", () => {
    expect(preloadsFor(preloads, "/auth", "es")).toEqual(["/assets/boot-a.js"]);
  });
  it("writes one modulepreload link per chunk before </head>, and leaves the page alone without chunks", () => {
    const page = '<html><head><script type="module" crossorigin src="/assets/index-x.js"></script></head><body></body></html>';
    const html = withModulePreloads(page, ["/assets/boot-a.js", "/assets/projects-page-b.js"]);
    expect(html.match(/<link rel="modulepreload" crossorigin href="[^"]+">/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/boot-a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/projects-page-b.js">',
    ]);
    expect(html.indexOf("boot-a.js")).toBeGreaterThan(html.indexOf("index-x.js"));
    expect(html.indexOf("boot-a.js")).toBeLessThan(html.indexOf("</head>"));
    expect(withModulePreloads(page, [])).toBe(page);
  });
});

describe("signed-in screens' frames (decision 1810)", () => {
  const frames = { "/dashboard": { es: "<div>Dashboard</div>", en: "<div>Dashboard (en)</div>" }, "/project/:projectId": { es: "<div>Proyecto</div>" } };
  const page = '<html><head><script type="module" crossorigin src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';

  it("finds the frame of the route the path matches, in the language asked", () => {
    expect(frameFor(frames, "/dashboard", "en")).toBe("<div>Dashboard (en)</div>");
    expect(frameFor(frames, "/project/3f1c", "es")).toBe("<div>Proyecto</div>");
    expect(frameFor(frames, "/project/3f1c", "en")).toBeNull();
    expect(frameFor(frames, "/pricing", "es")).toBeNull();
    expect(frameFor({}, "/dashboard", "es")).toBeNull();
  });

  it("writes a slot's text escaped in place of the build's, and leaves slots it has no text for (decision 1860)", () => {
    const frame = '<div><span data-frame-slot="other">Otro</span><h1 class="text-3xl" data-frame-slot="project-name">Detalle</h1></div>';
    expect(withFrameSlots(frame, { "project-name": "<script>x</script> & 'y'" })).toBe(
      '<div><span data-frame-slot="other">Otro</span><h1 class="text-3xl" data-frame-slot="project-name">&lt;script&gt;x&lt;/script&gt; &amp; &#39;y&#39;</h1></div>',
    );
    expect(withFrameSlots(frame, {})).toBe(frame);
  });

  it("paints the frame in the root and holds the preloads back in a template, where nothing is fetched", () => {
    const html = withAppFrame(page, "<div>Dashboard</div>", ["/assets/boot-a.js", "/assets/dashboard-b.js"]);
    expect(html).toContain('<div id="root" data-app-frame><div>Dashboard</div></div>');
    expect(html).not.toMatch(/<head>[\s\S]*modulepreload[\s\S]*<\/head>/);
    expect(html).toMatch(/<template id="app-preloads"><link rel="modulepreload" crossorigin href="\/assets\/boot-a.js"><link rel="modulepreload" crossorigin href="\/assets\/dashboard-b.js"><\/template>\s*<\/body>/);
  });
});
