import { describe, expect, it } from "vitest";
import { decideTokenScope } from "./scopes";

const p1 = "11111111-1111-4111-8111-111111111111";
const p2 = "22222222-2222-4222-8222-222222222222";

describe("decideTokenScope", () => {
  it("lets a read-only token read and refuses every other method, whatever the target", () => {
    const limits = { scope: "read", projectIds: null } as const;
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) expect(decideTokenScope(limits, { method, projectId: p1 }).ok).toBe(true);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(decideTokenScope(limits, { method })).toEqual({ ok: false, status: 403, reason: "read_only" });
      // Read-only comes first: a write to a project the token does not reach says nothing about it.
      expect(decideTokenScope({ scope: "read", projectIds: [p1] }, { method, projectId: p2 })).toMatchObject({ reason: "read_only" });
    }
  });

  it("lets a read-only token POST to a route that only reads (the assistant's question), still within its projects", () => {
    expect(decideTokenScope({ scope: "read", projectIds: null }, { method: "POST", readsOnly: true }).ok).toBe(true);
    expect(decideTokenScope({ scope: "read", projectIds: [p1] }, { method: "POST", readsOnly: true, projectId: p1 }).ok).toBe(true);
    expect(decideTokenScope({ scope: "read", projectIds: [p1] }, { method: "POST", readsOnly: true, projectId: p2 })).toMatchObject({ status: 404 });
    expect(decideTokenScope({ scope: "read", projectIds: [p1] }, { method: "POST", readsOnly: true })).toMatchObject({ reason: "project_limited" });
  });

  it("lets a read-write token on every project do anything its owner may", () => {
    for (const method of ["GET", "POST", "DELETE"]) expect(decideTokenScope({ scope: "read-write", projectIds: null }, { method }).ok).toBe(true);
  });

  it("answers 404 for a project outside a limited token and 403 for routes over the whole workspace that do not narrow", () => {
    const limits = { scope: "read-write", projectIds: [p1] } as const;
    expect(decideTokenScope(limits, { method: "PATCH", projectId: p1 }).ok).toBe(true);
    expect(decideTokenScope(limits, { method: "GET", projectId: p2 })).toEqual({ ok: false, status: 404, reason: "not_found" });
    expect(decideTokenScope(limits, { method: "GET" })).toEqual({ ok: false, status: 403, reason: "project_limited" });
    expect(decideTokenScope(limits, { method: "GET", isProjectScoped: true }).ok).toBe(true);
    // All its projects deleted: it reaches nothing, never everything.
    expect(decideTokenScope({ scope: "read", projectIds: [] }, { method: "GET", projectId: p1 }).ok).toBe(false);
  });
});
