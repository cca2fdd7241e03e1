import { can, type WorkspaceRole } from "../domain/authorization";

// Who is asking, resolved by the route layer from the session (or an API token) and the workspace
// membership. Services check every read and write against it with the one authorisation helper.
export type Actor = {
  userId: string;
  workspaceId: string;
  role: WorkspaceRole;
  lang: "es" | "en";
  /**
   * Set for an API token limited to some projects (decision 0417): the routes that list projects
   * over the workspace narrow their answer to these; absent, every project of the workspace.
   */
  projectIds?: readonly string[];
};

export const canRead = (actor: Actor) => can(actor.role, "project:read");
export const canEdit = (actor: Actor) => can(actor.role, "project:write");
export const canDelete = (actor: Actor) => can(actor.role, "project:delete");
