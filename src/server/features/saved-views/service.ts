import { and, asc, eq, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { savedViews } from "../../../db/schema/custom-fields";
import { can } from "../../../domain/authorization";
import { viewStateSchema, type SavedView, type SavedViewInput, type SavedViewUpdate } from "../../../domain/work-items/saved-views";
import { canEdit, type Actor } from "../../actor";
import { forbidden, notFound } from "../../errors";
import type { ProjectRow } from "../../shared/projects";

// Saved views (issue 23, decision 1205): a person's own views and those shared with the
// workspace. Anyone who reads the project may keep views for themselves (viewers too, as with
// watching); sharing one needs a member who edits. The owner manages a view; an admin or owner
// may also rename, unshare or delete a shared one. Someone else's private view does not exist for you.

type Row = typeof savedViews.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const mayManage = (actor: Actor, row: Row) => row.ownerId === actor.userId || (row.shared && can(actor.role, "workspace:manage"));
const toApi = (actor: Actor, row: Row): SavedView => ({
  id: row.id,
  projectId: row.projectId,
  kind: row.kind as SavedView["kind"],
  name: row.name,
  shared: row.shared,
  ownerId: row.ownerId,
  canManage: mayManage(actor, row),
  // A state saved by an older version is read with today's defaults.
  state: viewStateSchema.catch({ fieldFilters: [], groupBy: "none", sortDir: "asc", columns: [], swimlane: "none" }).parse(row.state),
});

/** The workspace a view belongs to (for the access plugin). */
export async function viewWorkspace(db: Db, viewId: string): Promise<string | undefined> {
  if (!UUID.test(viewId)) return undefined;
  const [row] = await db.select({ w: savedViews.workspaceId }).from(savedViews).where(eq(savedViews.id, viewId));
  return row?.w;
}

export async function listViews(db: Db, actor: Actor, project: ProjectRow): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.projectId, project.id), or(eq(savedViews.ownerId, actor.userId), eq(savedViews.shared, true))))
    .orderBy(asc(savedViews.name), asc(savedViews.createdAt));
  return rows.map((r) => toApi(actor, r));
}

export async function createView(db: Db, actor: Actor, project: ProjectRow, input: SavedViewInput): Promise<SavedView> {
  if (input.shared && !canEdit(actor)) throw forbidden();
  const [row] = await db.insert(savedViews).values({ workspaceId: actor.workspaceId, projectId: project.id, ownerId: actor.userId, kind: input.kind, name: input.name, shared: input.shared, state: input.state }).returning();
  if (!row) throw new Error("insert returned no row");
  return toApi(actor, row);
}

async function managed(db: Db, actor: Actor, viewId: string): Promise<Row> {
  const [row] = await db.select().from(savedViews).where(and(eq(savedViews.id, viewId), eq(savedViews.workspaceId, actor.workspaceId)));
  if (!row || (!row.shared && row.ownerId !== actor.userId)) throw notFound();
  if (!mayManage(actor, row)) throw forbidden();
  return row;
}

export async function updateView(db: Db, actor: Actor, viewId: string, input: SavedViewUpdate): Promise<SavedView> {
  const row = await managed(db, actor, viewId);
  if (input.shared && !row.shared && !canEdit(actor)) throw forbidden();
  const [updated] = await db
    .update(savedViews)
    .set({ ...(input.name !== undefined && { name: input.name }), ...(input.shared !== undefined && { shared: input.shared }), ...(input.state !== undefined && { state: input.state }) })
    .where(eq(savedViews.id, row.id))
    .returning();
  return toApi(actor, updated!);
}

export async function deleteView(db: Db, actor: Actor, viewId: string) {
  const row = await managed(db, actor, viewId);
  await db.delete(savedViews).where(eq(savedViews.id, row.id));
}
