import { can, type WorkspaceRole } from "../domain/authorization";

// Who is asking, resolved by the route layer from the session (or an API token) and the workspace
// membership. Services check every read and write against it with the one authorisation helper.
export type Actor = {
  userId: string;
  workspaceId: string;
  role: WorkspaceRole;
  lang: "es" | "en";
};

export const canRead = (actor: Actor) => can(actor.role, "project:read");
export const canEdit = (actor: Actor) => can(actor.role, "project:write");
export const canDelete = (actor: Actor) => can(actor.role, "project:delete");
