import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors, fieldMessage } from "./form-errors";

describe("form errors", () => {
  it("words a shared schema's message key with its limits, and keeps a server's worded message", () => {
    expect(fieldMessage("validation.too_long", "es", { max: 200 })).toBe("Debe tener como máximo 200 caracteres.");
    expect(fieldMessage("validation.required", "en")).toBeTruthy();
    expect(fieldMessage("validation.required", "en")).not.toBe("validation.required");
    const server = "La dependencia crearía un ciclo entre 2 tareas; una tarea no puede depender (directa o indirectamente) de sí misma.";
    expect(fieldMessage(server, "es")).toBe(server);
    expect(fieldMessage(undefined, "es")).toBeUndefined();
  });

  it("puts the server's per-field errors under the known fields only", () => {
    const set: [string, string][] = [];
    const error = new ApiError(422, "dependency_cycle", "Ciclo", { dependsOn: "Ciclo entre 2 tareas", secret: "x" });
    const placed = applyServerErrors(error, (name, e) => set.push([String(name), String(e.message)]), ["title", "dependsOn"]);
    expect(placed).toEqual(["dependsOn"]);
    expect(set).toEqual([["dependsOn", "Ciclo entre 2 tareas"]]);
    expect(applyServerErrors(new Error("boom"), () => undefined, ["title"])).toEqual([]);
  });
});
