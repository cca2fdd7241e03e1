import { projectPhases, projectPriorities, projectStatuses } from "../../../../domain/project-fields";

// The project list's search, filters, sort and page live in the address (shareable, back button),
// read and written through these two functions.

export const sortKeys = ["created_at", "name", "due_date", "progress", "risk_score", "priority"] as const;
export type SortKey = (typeof sortKeys)[number];
export const pageSize = 12;

export type ListParams = {
  q: string;
  status: string[];
  priority: string[];
  phase: string[];
  ownerId: string;
  sort: SortKey;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
};

/** Newest first unless the reader asks otherwise; other sorts start ascending (A→Z, soonest due). */
export function defaultOrder(sort: SortKey): "asc" | "desc" {
  return sort === "created_at" || sort === "progress" || sort === "risk_score" || sort === "priority" ? "desc" : "asc";
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T[] {
  if (!raw) return [];
  return raw
    .split(",")
    .map((v) => v.trim())
    .filter((v): v is T => (values as readonly string[]).includes(v));
}

export function readListParams(search: URLSearchParams): ListParams {
  const rawSort = search.get("sort");
  const sort: SortKey = (sortKeys as readonly string[]).includes(rawSort ?? "") ? (rawSort as SortKey) : "created_at";
  const rawOrder = search.get("order");
  const order = rawOrder === "asc" || rawOrder === "desc" ? rawOrder : defaultOrder(sort);
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    q: (search.get("q") ?? "").slice(0, 200),
    status: oneOf(projectStatuses, search.get("status")),
    priority: oneOf(projectPriorities, search.get("priority")),
    phase: oneOf(projectPhases, search.get("phase")),
    ownerId: (search.get("owner") ?? "").slice(0, 100),
    sort,
    order,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeListParams(params: Omit<ListParams, "pageSize">): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q) out.set("q", params.q);
  if (params.status.length) out.set("status", params.status.join(","));
  if (params.priority.length) out.set("priority", params.priority.join(","));
  if (params.phase.length) out.set("phase", params.phase.join(","));
  if (params.ownerId) out.set("owner", params.ownerId);
  if (params.sort !== "created_at") out.set("sort", params.sort);
  if (params.order !== defaultOrder(params.sort)) out.set("order", params.order);
  if (params.page > 1) out.set("page", String(params.page));
  return out;
}

export function hasFilters(params: ListParams): boolean {
  return Boolean(params.q || params.status.length || params.priority.length || params.phase.length || params.ownerId);
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
