import { describe, expect, it } from "vitest";
import { permissionsFor } from "./use-my-permissions";

describe("permissionsFor", () => {
  it("offers nothing editable while the role is loading", () => {
    expect(permissionsFor(undefined, "pending")).toEqual({ canEdit: false, canDelete: false });
  });

  it("lets viewers read only, members edit, admins and owners delete", () => {
    expect(permissionsFor("viewer", "done")).toEqual({ canEdit: false, canDelete: false });
    expect(permissionsFor("member", "done")).toEqual({ canEdit: true, canDelete: false });
    expect(permissionsFor("admin", "done")).toEqual({ canEdit: true, canDelete: true });
    expect(permissionsFor("owner", "done")).toEqual({ canEdit: true, canDelete: true });
  });

  it("offers nothing to someone not in the loaded member list", () => {
    expect(permissionsFor(undefined, "done")).toEqual({ canEdit: false, canDelete: false });
  });

  it("leaves the decision to the server when the member list fails to load", () => {
    expect(permissionsFor(undefined, "failed")).toEqual({ canEdit: true, canDelete: true });
  });
});
