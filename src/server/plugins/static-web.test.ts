import { describe, expect, it } from "vitest";
import { clientRouteMatcher, withStyleNonce } from "./static-web";

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
