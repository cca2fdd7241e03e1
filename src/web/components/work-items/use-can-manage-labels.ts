import { can } from "../../../domain/authorization";
import { useActiveWorkspaceMembers } from "../../api/account";
import { useSession } from "../../app/session";

/** Whether the signed-in member may create and change the workspace's labels (admins and owners; the server decides). */
export function useCanManageLabels(): boolean {
  const { session } = useSession();
  const members = useActiveWorkspaceMembers();
  const role = members.data?.find((m) => m.userId === session?.userId)?.role;
  return can(role, "workspace:manage");
}
