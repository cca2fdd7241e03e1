// What a member of a workspace may do, decided in one place. Every feature asks `can` (through the
// server's access plugin, decision 0009) instead of comparing role names itself.

export const workspaceRoles = ["owner", "admin", "member", "viewer"] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

export const workspaceActions = [
  "workspace:read",
  "workspace:manage",
  "workspace:delete",
  "project:read",
  "project:write",
  "project:delete",
  "member:read",
  "member:invite",
  "member:change-role",
  "member:remove",
] as const;
export type WorkspaceAction = (typeof workspaceActions)[number];

const viewer: readonly WorkspaceAction[] = ["workspace:read", "project:read", "member:read"];
const member: readonly WorkspaceAction[] = [...viewer, "project:write"];
const admin: readonly WorkspaceAction[] = [
  ...member,
  "project:delete",
  "member:invite",
  "member:change-role",
  "member:remove",
  "workspace:manage",
];
const owner: readonly WorkspaceAction[] = [...admin, "workspace:delete"];

const grants: Record<WorkspaceRole, ReadonlySet<WorkspaceAction>> = {
  viewer: new Set(viewer),
  member: new Set(member),
  admin: new Set(admin),
  owner: new Set(owner),
};

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === "string" && (workspaceRoles as readonly string[]).includes(value);
}

/** Viewers read, members edit, admins and owners delete and manage members. */
export function can(role: WorkspaceRole | string | null | undefined, action: WorkspaceAction): boolean {
  return isWorkspaceRole(role) && grants[role].has(action);
}

export type Decision = { ok: true } | { ok: false; reason: "forbidden" | "owner_protected" | "last_owner" };
const allow: Decision = { ok: true };
const deny = (reason: "forbidden" | "owner_protected" | "last_owner"): Decision => ({ ok: false, reason });

/** Who may invite with which role: admins invite admins, members and viewers; only owners make owners. */
export function decideInvite(actorRole: WorkspaceRole, invitedRole: WorkspaceRole): Decision {
  if (!can(actorRole, "member:invite")) return deny("forbidden");
  if (invitedRole === "owner" && actorRole !== "owner") return deny("owner_protected");
  return allow;
}

/**
 * Changing a member's role. An admin cannot touch an owner nor make one; the last owner cannot be
 * demoted, not even by themself.
 */
export function decideRoleChange(input: {
  actorRole: WorkspaceRole;
  targetRole: WorkspaceRole;
  newRole: WorkspaceRole;
  ownerCount: number;
}): Decision {
  const { actorRole, targetRole, newRole, ownerCount } = input;
  if (!can(actorRole, "member:change-role")) return deny("forbidden");
  if ((targetRole === "owner" || newRole === "owner") && actorRole !== "owner") return deny("owner_protected");
  if (targetRole === "owner" && newRole !== "owner" && ownerCount <= 1) return deny("last_owner");
  return allow;
}

/**
 * Removing a member, or leaving (isSelf). Anyone may leave except the last owner; removing someone
 * else needs member:remove, and an admin cannot remove an owner.
 */
export function decideRemoval(input: {
  actorRole: WorkspaceRole;
  targetRole: WorkspaceRole;
  isSelf: boolean;
  ownerCount: number;
}): Decision {
  const { actorRole, targetRole, isSelf, ownerCount } = input;
  if (isSelf) return targetRole === "owner" && ownerCount <= 1 ? deny("last_owner") : allow;
  if (!can(actorRole, "member:remove")) return deny("forbidden");
  if (targetRole === "owner" && actorRole !== "owner") return deny("owner_protected");
  if (targetRole === "owner" && ownerCount <= 1) return deny("last_owner");
  return allow;
}
