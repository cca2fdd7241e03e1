import { mondayOf, type DateOnly } from "../capacity/dates";

// Weekly timesheet approval (issue 23, decision 1211). A person submits their week (Monday first,
// es-MX); an owner or admin approves it or sends it back with a reason; an approved week is locked
// until an owner or admin reopens it. No stored row means the week is open and never submitted.

export const weekStatuses = ["open", "submitted", "approved", "rejected", "reopened"] as const;
export type WeekStatus = (typeof weekStatuses)[number];
export const weekActions = ["submit", "approve", "reject", "reopen"] as const;
export type WeekAction = (typeof weekActions)[number];

/** Only an approved week refuses new, changed or deleted entries. */
export const isLocked = (status: WeekStatus) => status === "approved";

type Who = { self: boolean; manager: boolean };

export type Transition = { ok: true; next: Exclude<WeekStatus, "open"> } | { ok: false; reason: "forbidden" | "not_allowed" };

/**
 * What `action` does to a week in `status`, done by its owner (`self`) or by a manager. A person
 * submits their own open, rejected or reopened week (again after a rejection); managers approve or
 * reject a submitted week, also their own (owners and admins answer for their own time), and reopen
 * an approved one.
 */
export function transition(status: WeekStatus, action: WeekAction, who: Who): Transition {
  switch (action) {
    case "submit":
      if (!who.self) return { ok: false, reason: "forbidden" };
      return status === "open" || status === "rejected" || status === "reopened" ? { ok: true, next: "submitted" } : { ok: false, reason: "not_allowed" };
    case "approve":
    case "reject":
      if (!who.manager) return { ok: false, reason: "forbidden" };
      return status === "submitted" ? { ok: true, next: action === "approve" ? "approved" : "rejected" } : { ok: false, reason: "not_allowed" };
    case "reopen":
      if (!who.manager) return { ok: false, reason: "forbidden" };
      return status === "approved" ? { ok: true, next: "reopened" } : { ok: false, reason: "not_allowed" };
  }
}

/** The Mondays of the weeks that `dates` fall in, each once. */
export function weeksOf(dates: readonly DateOnly[]): DateOnly[] {
  return [...new Set(dates.map((d) => mondayOf(d)))].sort();
}
