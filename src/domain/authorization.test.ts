import { describe, expect, it } from "vitest";
import {
  can,
  decideInvite,
  decideRemoval,
  decideRoleChange,
  workspaceActions,
  workspaceRoles,
  type WorkspaceAction,
  type WorkspaceRole,
} from "./authorization";

// The whole matrix, written out so that a change to a grant fails here on purpose. Each role holds
// everything the role below it holds, and more.
const viewer: WorkspaceAction[] = ["workspace:read", "project:read", "member:read"];
const member: WorkspaceAction[] = [...viewer, "project:write"];
const admin: WorkspaceAction[] = [...member, "project:delete", "member:invite", "member:change-role", "member:remove", "workspace:manage"];
const expected: Record<WorkspaceRole, WorkspaceAction[]> = { viewer, member, admin, owner: [...admin, "workspace:delete"] };

describe("can", () => {
  for (const role of workspaceRoles) {
    for (const action of workspaceActions) {
      const allowed = expected[role].includes(action);
      it(`${role} ${allowed ? "may" : "may not"} ${action}`, () => {
        expect(can(role, action)).toBe(allowed);
      });
    }
  }

  it("grants nothing to an unknown or missing role", () => {
    for (const action of workspaceActions) {
      expect(can("superuser", action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
      expect(can(null, action)).toBe(false);
    }
  });
});

describe("decideInvite", () => {
  it.each([
    ["owner", "owner", true],
    ["owner", "viewer", true],
    ["admin", "admin", true],
    ["admin", "member", true],
    ["admin", "owner", false],
    ["member", "viewer", false],
    ["viewer", "viewer", false],
  ] as const)("%s inviting a %s: %s", (actor, invited, ok) => {
    expect(decideInvite(actor, invited).ok).toBe(ok);
  });
});

describe("decideRoleChange", () => {
  it("lets an owner demote another owner while one remains", () => {
    expect(decideRoleChange({ actorRole: "owner", targetRole: "owner", newRole: "admin", ownerCount: 2 })).toEqual({ ok: true });
  });
  it("never demotes the last owner, not even themself", () => {
    expect(decideRoleChange({ actorRole: "owner", targetRole: "owner", newRole: "member", ownerCount: 1 })).toEqual({ ok: false, reason: "last_owner" });
  });
  it("does not let an admin demote an owner or make one", () => {
    expect(decideRoleChange({ actorRole: "admin", targetRole: "owner", newRole: "member", ownerCount: 2 })).toEqual({ ok: false, reason: "owner_protected" });
    expect(decideRoleChange({ actorRole: "admin", targetRole: "member", newRole: "owner", ownerCount: 1 })).toEqual({ ok: false, reason: "owner_protected" });
    expect(decideRoleChange({ actorRole: "admin", targetRole: "admin", newRole: "owner", ownerCount: 1 })).toEqual({ ok: false, reason: "owner_protected" });
  });
  it("lets an admin change members, viewers and admins", () => {
    expect(decideRoleChange({ actorRole: "admin", targetRole: "member", newRole: "viewer", ownerCount: 1 }).ok).toBe(true);
    expect(decideRoleChange({ actorRole: "admin", targetRole: "admin", newRole: "member", ownerCount: 1 }).ok).toBe(true);
  });
  it("refuses members and viewers", () => {
    expect(decideRoleChange({ actorRole: "member", targetRole: "viewer", newRole: "member", ownerCount: 1 })).toEqual({ ok: false, reason: "forbidden" });
    expect(decideRoleChange({ actorRole: "viewer", targetRole: "viewer", newRole: "admin", ownerCount: 1 })).toEqual({ ok: false, reason: "forbidden" });
  });
});

describe("decideRemoval", () => {
  it("lets anyone leave except the last owner", () => {
    for (const role of ["admin", "member", "viewer"] as const) {
      expect(decideRemoval({ actorRole: role, targetRole: role, isSelf: true, ownerCount: 1 }).ok).toBe(true);
    }
    expect(decideRemoval({ actorRole: "owner", targetRole: "owner", isSelf: true, ownerCount: 1 })).toEqual({ ok: false, reason: "last_owner" });
    expect(decideRemoval({ actorRole: "owner", targetRole: "owner", isSelf: true, ownerCount: 2 }).ok).toBe(true);
  });
  it("does not let an admin remove an owner", () => {
    expect(decideRemoval({ actorRole: "admin", targetRole: "owner", isSelf: false, ownerCount: 2 })).toEqual({ ok: false, reason: "owner_protected" });
    expect(decideRemoval({ actorRole: "admin", targetRole: "owner", isSelf: false, ownerCount: 1 })).toEqual({ ok: false, reason: "owner_protected" });
  });
  it("lets admins and owners remove others, and owners remove owners", () => {
    expect(decideRemoval({ actorRole: "admin", targetRole: "member", isSelf: false, ownerCount: 1 }).ok).toBe(true);
    expect(decideRemoval({ actorRole: "admin", targetRole: "admin", isSelf: false, ownerCount: 1 }).ok).toBe(true);
    expect(decideRemoval({ actorRole: "owner", targetRole: "owner", isSelf: false, ownerCount: 2 }).ok).toBe(true);
  });
  it("refuses members and viewers removing others", () => {
    expect(decideRemoval({ actorRole: "member", targetRole: "viewer", isSelf: false, ownerCount: 1 })).toEqual({ ok: false, reason: "forbidden" });
    expect(decideRemoval({ actorRole: "viewer", targetRole: "member", isSelf: false, ownerCount: 1 })).toEqual({ ok: false, reason: "forbidden" });
  });
});

describe("decideRemoval order", () => {
  it("answers forbidden before anything about owners when the actor may not remove at all", () => {
    expect(decideRemoval({ actorRole: "viewer", targetRole: "owner", isSelf: false, ownerCount: 1 })).toEqual({ ok: false, reason: "forbidden" });
    expect(decideRemoval({ actorRole: "member", targetRole: "owner", isSelf: false, ownerCount: 2 })).toEqual({ ok: false, reason: "forbidden" });
  });
});
