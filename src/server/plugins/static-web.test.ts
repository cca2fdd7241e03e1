import { describe, expect, it } from "vitest";
import { clientRouteMatcher } from "./static-web";

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
