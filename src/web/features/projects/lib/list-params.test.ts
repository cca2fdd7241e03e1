import { describe, expect, it } from "vitest";
import { hasFilters, pageCount, readListParams, writeListParams } from "./list-params";

describe("project list parameters", () => {
  it("defaults to the newest projects first, page 1", () => {
    const p = readListParams(new URLSearchParams());
    expect(p).toMatchObject({ q: "", status: [], sort: "created_at", order: "desc", page: 1 });
    expect(hasFilters(p)).toBe(false);
    expect(writeListParams(p).toString()).toBe("");
  });

  it("keeps known filter values and drops unknown ones", () => {
    const p = readListParams(new URLSearchParams("status=En pausa,Inventado&priority=Alta&phase=Cierre&owner=u1&q=portal"));
    expect(p.status).toEqual(["En pausa"]);
    expect(p.priority).toEqual(["Alta"]);
    expect(p.phase).toEqual(["Cierre"]);
    expect(p.ownerId).toBe("u1");
    expect(hasFilters(p)).toBe(true);
  });

  it("round-trips sort, order and page, writing only what differs from the defaults", () => {
    const p = readListParams(new URLSearchParams("sort=name&page=3"));
    expect(p.order).toBe("asc");
    const written = writeListParams({ ...p, order: "desc" });
    expect(written.get("sort")).toBe("name");
    expect(written.get("order")).toBe("desc");
    expect(written.get("page")).toBe("3");
    expect(readListParams(new URLSearchParams("sort=bogus&page=-2"))).toMatchObject({ sort: "created_at", page: 1 });
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
  });
});
