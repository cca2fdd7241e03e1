import { decideInvite, decideRemoval, decideRoleChange, isWorkspaceRole, workspaceRoles, type WorkspaceRole } from "../../../../domain/authorization";

// What the /team screen offers, decided by the one authorisation helper (src/domain/authorization):
// an option the role may not use is not shown. The server decides again on every request.

/** The roles `actorRole` may give a member who has `targetRole` (their current role included). */
export function roleOptions(actorRole: string | null | undefined, targetRole: string, ownerCount: number): WorkspaceRole[] {
  if (!isWorkspaceRole(actorRole) || !isWorkspaceRole(targetRole)) return [];
  const allowed = workspaceRoles.filter(
    (newRole) => newRole === targetRole || decideRoleChange({ actorRole, targetRole, newRole, ownerCount }).ok,
  );
  // Only the current role left: nothing to change.
  return allowed.length > 1 ? allowed : [];
}

export function inviteRoleOptions(actorRole: string | null | undefined): WorkspaceRole[] {
  if (!isWorkspaceRole(actorRole)) return [];
  return workspaceRoles.filter((role) => decideInvite(actorRole, role).ok);
}

export function canRemove(actorRole: string | null | undefined, targetRole: string, isSelf: boolean, ownerCount: number): boolean {
  if (!isWorkspaceRole(actorRole) || !isWorkspaceRole(targetRole)) return false;
  return decideRemoval({ actorRole, targetRole, isSelf, ownerCount }).ok;
}
