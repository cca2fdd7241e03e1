import { can } from "../../domain/authorization";
import { useSession } from "../app/session";
import { useWorkspaceMembers } from "../api/account";

// What the signed-in member may do here (viewer reads, member edits, admin and owner delete), so
// the pages offer only what the server would accept. The decision is the domain's `can`, the same
// one the server enforces.

export type Permissions = { canEdit: boolean; canDelete: boolean };

/**
 * While the role is still loading nothing editable shows, so a viewer never sees controls flash
 * in and out. Should the member list fail to load the controls show: the server still decides,
 * and a member is not locked out of the page by a failed side request.
 */
export function permissionsFor(role: string | undefined, lookup: "pending" | "failed" | "done"): Permissions {
  if (lookup === "pending") return { canEdit: false, canDelete: false };
  if (lookup === "failed") return { canEdit: true, canDelete: true };
  return { canEdit: can(role, "project:write"), canDelete: can(role, "project:delete") };
}

export function useMyPermissions(): Permissions {
  const { session } = useSession();
  const members = useWorkspaceMembers(session?.activeWorkspaceId ?? null);
  const role = members.data?.find((m) => m.userId === session?.userId)?.role;
  // No active workspace means no list to ask: the server decides then, as when the list fails.
  const lookup = members.isError || !session?.activeWorkspaceId ? "failed" : members.data ? "done" : "pending";
  return permissionsFor(role, lookup);
}
