import { describe, expect, it } from "vitest";
import { canRemove, inviteRoleOptions, roleOptions } from "./role-options";

describe("team options by role", () => {
  it("lets an owner give any role, and an admin every role but owner (never touching an owner)", () => {
    expect(roleOptions("owner", "member", 1)).toEqual(["owner", "admin", "member", "viewer"]);
    expect(roleOptions("admin", "member", 1)).toEqual(["admin", "member", "viewer"]);
    expect(roleOptions("admin", "owner", 2)).toEqual([]);
  });

  it("offers nothing to members and viewers, and keeps the last owner an owner", () => {
    expect(roleOptions("member", "viewer", 1)).toEqual([]);
    expect(roleOptions("viewer", "member", 1)).toEqual([]);
    expect(roleOptions("owner", "owner", 1)).toEqual([]);
    expect(roleOptions("owner", "owner", 2)).toEqual(["owner", "admin", "member", "viewer"]);
  });

  it("invites: owners any role, admins no owners, members nobody", () => {
    expect(inviteRoleOptions("owner")).toEqual(["owner", "admin", "member", "viewer"]);
    expect(inviteRoleOptions("admin")).toEqual(["admin", "member", "viewer"]);
    expect(inviteRoleOptions("member")).toEqual([]);
  });

  it("removal: anyone may leave but the last owner; admins cannot remove owners", () => {
    expect(canRemove("viewer", "viewer", true, 1)).toBe(true);
    expect(canRemove("owner", "owner", true, 1)).toBe(false);
    expect(canRemove("admin", "owner", false, 2)).toBe(false);
    expect(canRemove("admin", "member", false, 1)).toBe(true);
    expect(canRemove("member", "viewer", false, 1)).toBe(false);
  });
});
