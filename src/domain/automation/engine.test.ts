import { describe, expect, it } from "vitest";
import { conditionSchema, ruleInputSchema, triggerSchema, type Condition } from "./contract";
import { evaluateConditions, isPrivateAddress, isValidCron, loopGuard, MAX_DEPTH, nextRuns, runInMinute, triggerMatches, type AutomationEvent, type Facts } from "./engine";
import { gallery } from "./gallery";

const event = (over: Partial<AutomationEvent>): AutomationEvent => ({ type: "task.changed", key: "k", at: "2026-11-26T00:00:00Z", workspaceId: "w", summary: "", depth: 0, ...over });
const facts = {
  task: { status: "En progreso", priority: "Alta", assignee: "María López", title: "Diseñar la API", labels: ["Cliente", "Urgente"] },
  project: { status: "En progreso", priority: "Media", phase: "Ejecución", name: "Atlas" },
};

describe("triggers", () => {
  it("a change trigger matches any field, a chosen field, and a chosen from → to", () => {
    const changed = event({ changes: { status: { from: "Pendiente", to: "En progreso" } } });
    expect(triggerMatches(triggerSchema.parse({ type: "task.changed" }), changed)).toBe(true);
    expect(triggerMatches(triggerSchema.parse({ type: "task.changed", field: "status" }), changed)).toBe(true);
    expect(triggerMatches(triggerSchema.parse({ type: "task.changed", field: "priority" }), changed)).toBe(false);
    expect(triggerMatches(triggerSchema.parse({ type: "task.changed", field: "status", from: "Pendiente", to: "En progreso" }), changed)).toBe(true);
    expect(triggerMatches(triggerSchema.parse({ type: "task.changed", field: "status", to: "Completada" }), changed)).toBe(false);
    expect(triggerMatches(triggerSchema.parse({ type: "task.changed" }), event({ changes: {} }))).toBe(false);
  });
  it("threshold triggers compare the measured value; other types must be equal", () => {
    expect(triggerMatches({ type: "project.risk", threshold: 70 }, event({ type: "project.risk", value: 72 }))).toBe(true);
    expect(triggerMatches({ type: "project.risk", threshold: 70 }, event({ type: "project.risk", value: 69 }))).toBe(false);
    expect(triggerMatches({ type: "person.overload", percent: 100 }, event({ type: "person.overload", value: 100 }))).toBe(false);
    expect(triggerMatches({ type: "person.overload", percent: 100 }, event({ type: "person.overload", value: 120 }))).toBe(true);
    expect(triggerMatches({ type: "task.completed" }, event({ type: "task.created" }))).toBe(false);
  });
});

describe("conditions", () => {
  it("all needs every condition, any needs one; each result is reported with the actual value", () => {
    const conditions = [
      { field: "task.priority", op: "eq", value: "alta" },
      { field: "project.phase", op: "eq", value: "Cierre" },
    ] as const;
    const all = evaluateConditions([...conditions], "all", facts);
    expect(all.passed).toBe(false);
    expect(all.results.map((r) => [r.actual, r.passed])).toEqual([["Alta", true], ["Ejecución", false]]);
    expect(evaluateConditions([...conditions], "any", facts).passed).toBe(true);
    expect(evaluateConditions([], "all", facts).passed).toBe(true);
  });
  it("contains ignores accents and case; empty and not_empty read missing values as empty", () => {
    expect(evaluateConditions([{ field: "task.title", op: "contains", value: "disenar" }], "all", facts).passed).toBe(true);
    expect(evaluateConditions([{ field: "task.assignee", op: "empty", value: "" }], "all", { ...facts, task: { ...facts.task, assignee: null } }).passed).toBe(true);
    expect(evaluateConditions([{ field: "task.status", op: "not_empty", value: "" }], "all", { project: facts.project }).passed).toBe(false);
    expect(evaluateConditions([{ field: "project.status", op: "neq", value: "Cancelado" }], "all", facts).passed).toBe(true);
  });
  it("labels are a list: is = one of them is, is not = none is, contains = one contains, empty = none", () => {
    const on = (op: "eq" | "neq" | "contains" | "empty" | "not_empty", value: string, labels = facts.task.labels) => evaluateConditions([{ field: "task.labels", op, value }], "all", { ...facts, task: { ...facts.task, labels } });
    expect(on("eq", "urgente").passed).toBe(true);
    expect(on("eq", "Urg").passed).toBe(false);
    expect(on("neq", "Interno").passed).toBe(true);
    expect(on("neq", "cliente").passed).toBe(false);
    expect(on("contains", "urg").passed).toBe(true);
    expect(on("empty", "").passed).toBe(false);
    expect(on("empty", "", []).passed).toBe(true);
    expect(on("not_empty", "", []).passed).toBe(false);
    expect(on("eq", "Cliente").results[0]!.actual).toBe("Cliente, Urgente");
  });
  it("custom fields are read by id as shown: one value, or a list for several choices; a missing value is empty", () => {
    const impact = "7d3c1e52-4a3b-4c6e-9f1a-2b5c8d9e0f11";
    const channels = "0b9f3c6d-1e2a-4b5c-8d7e-6f5a4b3c2d1e";
    const withFields = { ...facts, task: { ...facts.task, fields: { [impact]: "Alto", [channels]: ["Correo", "Teléfono"] } } };
    const on = (field: string, op: "eq" | "neq" | "contains" | "empty" | "not_empty", value: string, f: Facts = withFields) => evaluateConditions([{ field: field as Condition["field"], op, value }], "all", f).passed;
    expect(on(`task.field.${impact}`, "eq", "alto")).toBe(true);
    expect(on(`task.field.${impact}`, "neq", "Alto")).toBe(false);
    expect(on(`task.field.${channels}`, "eq", "telefono")).toBe(true);
    expect(on(`task.field.${channels}`, "neq", "Chat")).toBe(true);
    expect(on(`task.field.${impact}`, "empty", "", facts)).toBe(true);
    expect(on(`task.field.${impact}`, "eq", "Alto", facts)).toBe(false);
    expect(conditionSchema.safeParse({ field: `task.field.${impact}`, op: "eq", value: "Alto" }).success).toBe(true);
    expect(conditionSchema.safeParse({ field: "task.field.no-es-un-id", op: "eq", value: "Alto" }).success).toBe(false);
  });
});

describe("loop guard", () => {
  it("lets events through below the depth and cuts them at it", () => {
    expect(loopGuard({ depth: 0 }).allowed).toBe(true);
    expect(loopGuard({ depth: MAX_DEPTH - 1 }).allowed).toBe(true);
    expect(loopGuard({ depth: MAX_DEPTH })).toEqual({ allowed: false, reason: "loop_depth" });
  });
});

describe("schedules", () => {
  it("reads cron in America/Mexico_City: Monday 08:00 there is 14:00 UTC", () => {
    const runs = nextRuns("0 8 * * 1", "America/Mexico_City", new Date("2026-11-26T12:00:00Z"), 2);
    expect(runs.map((d) => d.toISOString())).toEqual(["2026-11-30T14:00:00.000Z", "2026-12-07T14:00:00.000Z"]);
  });
  it("finds the run inside a given minute, and none in the minute after", () => {
    expect(runInMinute("0 8 * * 1", "America/Mexico_City", new Date("2026-11-30T14:00:30Z"))?.toISOString()).toBe("2026-11-30T14:00:00.000Z");
    expect(runInMinute("0 8 * * 1", "America/Mexico_City", new Date("2026-11-30T14:01:00Z"))).toBeNull();
    expect(runInMinute("*/15 * * * *", "America/Mexico_City", new Date("2026-11-30T14:45:10Z"))?.toISOString()).toBe("2026-11-30T14:45:00.000Z");
  });
  it("accepts five-field expressions only", () => {
    expect(isValidCron("0 8 * * 1")).toBe(true);
    expect(isValidCron("0 8 * *")).toBe(false);
    expect(isValidCron("61 8 * * 1")).toBe(false);
    expect(nextRuns("nope", "UTC", new Date())).toEqual([]);
  });
});

describe("webhook targets", () => {
  it("refuses loopback, private and link-local addresses", () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "::1", "fd00::1", "::ffff:127.0.0.1", "0.0.0.0"]) expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ["8.8.8.8", "172.32.0.1", "2606:4700::1111"]) expect(isPrivateAddress(ip), ip).toBe(false);
  });
});

describe("gallery", () => {
  it("every ready rule is a valid rule, including the three of the issue", () => {
    for (const entry of gallery) expect(ruleInputSchema.safeParse(entry.build({ name: entry.key, message: "m" })).success, entry.key).toBe(true);
    expect(gallery.map((g) => g.key)).toEqual(expect.arrayContaining(["overdueNotify", "forecastLate", "weeklyReport"]));
  });
});
