import { useSession } from "../../../app/session";
import { useWorkspaceMembers } from "../api/workspace-members";

// What the signed-in member may do here (viewer reads, member edits, admin and owner delete), so
// the pages offer only what the server would accept. Until the role is known everything shows:
// the server still decides.

export function useMyPermissions(): { canEdit: boolean; canDelete: boolean } {
  const { session } = useSession();
  const members = useWorkspaceMembers(session?.activeWorkspaceId ?? null);
  const role = members.data?.find((m) => m.userId === session?.userId)?.role;
  if (!role) return { canEdit: true, canDelete: true };
  return { canEdit: role !== "viewer", canDelete: role === "owner" || role === "admin" };
}
