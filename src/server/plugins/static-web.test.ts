import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { clientRouteMatcher, compressedHtml, withSessionHint, withStyleNonce } from "./static-web";

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
