import { inArray, sql, type Column, type SQL } from "drizzle-orm";
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

/**
 * The filter that keeps a query within the projects an API token is limited to (decision 0417),
 * on a column holding a project id: nothing to add for a session or a token over the whole
 * workspace; no rows for a token whose projects were all deleted. A null project id (a workspace
 * channel) is outside any limit.
 */
export function inActorProjects(actor: Actor, projectId: Column): SQL | undefined {
  if (!actor.projectIds) return undefined;
  return actor.projectIds.length ? inArray(projectId, [...actor.projectIds]) : sql`false`;
}
