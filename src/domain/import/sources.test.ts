import { describe, expect, it } from "vitest";
import { columnReading, repeatedColumns, suggestMapping } from "./columns";
import { linkRows, readRelations, type RowRelations } from "./relations";
import { detectSource, flattenTrello, sourcePriority, sourceStatus, sourceType } from "./sources";

const jiraColumns = ["Summary", "Issue key", "Issue id", "Parent", "Issue Type", "Status", "Priority", "Assignee", "Due Date", "Labels", "Labels (2)", "Original Estimate", "Remaining Estimate", "Sprint", "Sprint (2)", "Custom field (Epic Link)", "Inward issue link (Blocks)", "Outward issue link (Blocks)"];

describe("sources", () => {
  it("tells the tool from the headers", () => {
    expect(detectSource(jiraColumns)).toBe("jira");
    expect(detectSource(["ID", "Team", "Title", "Status", "Cycle Name", "Parent issue"])).toBe("linear");
    expect(detectSource(["ID", "Project", "Name", "State", "Target Date", "Module Name"])).toBe("plane");
    expect(detectSource(["Card ID", "Card Name", "List"])).toBe("trello");
    expect(detectSource(["Clave", "Título", "Registro de tiempo"])).toBe("rumbo");
    expect(detectSource(["Key", "Title", "Time entries"])).toBe("rumbo");
    expect(detectSource(["Nombre", "Estado"])).toBe("generic");
  });

  it("maps a known tool's headers exactly (Remaining Estimate is not the hours), a spreadsheet's loosely", () => {
    const jira = suggestMapping("tasks", jiraColumns, [], "jira");
    expect(jira).toMatchObject({ title: "Summary", key: "Issue key", externalId: "Issue id", estimateSeconds: "Original Estimate", sprint: "Sprint", labels: "Labels" });
    expect(jira.estimateHours).toBeUndefined();
    expect(suggestMapping("tasks", ["Título de la tarea", "Horas estimadas por persona"])).toMatchObject({ title: "Título de la tarea", estimateHours: "Horas estimadas por persona" });
    expect(suggestMapping("tasks", ["ID", "Title", "Estimate"], [], "linear")).toEqual({ key: "ID", title: "Title", storyPoints: "Estimate" });
    expect(suggestMapping("tasks", ["Título", "Área"], ["area"])).toEqual({ title: "Título", "custom:area": "Área" });
    expect(repeatedColumns(jiraColumns, "Sprint")).toEqual(["Sprint", "Sprint (2)"]);
  });

  it("speaks the tools' words", () => {
    expect(["Historia", "Subtarea", "Error", "Épica", "Spike", "Whatever"].map(sourceType)).toEqual(["feature", "task", "bug", "epic", "research", "task"]);
    expect(["Tareas por hacer", "En curso", "Listo", "Backlog", "Mi estado"].map(sourceStatus)).toEqual(["Pendiente", "En progreso", "Completada", "Pendiente", "Mi estado"]);
    expect(["Highest", "Lowest", "No priority", "Alta"].map(sourcePriority)).toEqual(["Alta", "Baja", "Media", "Alta"]);
  });

  it("flattens a Trello board: open cards, checklist items under their card", () => {
    const rows = flattenTrello({
      lists: [{ id: "l1", name: "En curso" }],
      labels: [{ id: "b1", name: "", color: "green" }],
      members: [{ id: "m1", fullName: "María" }],
      cards: [
        { id: "c1", name: "Pago", idList: "l1", idLabels: ["b1"], idMembers: ["m1"], due: null },
        { id: "c2", name: "Archivada", idList: "l1", closed: true },
      ],
      checklists: [{ id: "k1", idCard: "c1", checkItems: [{ id: "i1", name: "Probar", state: "complete" }] }, { id: "k2", idCard: "c2", checkItems: [{ id: "i2", name: "Nunca" }] }],
    });
    expect(rows.map((r) => [r["Card Name"], r.List, r.Labels, r.Members, r["Parent card"]])).toEqual([
      ["Pago", "En curso", "green", "María", ""],
      ["Probar", "Completada", "", "", "c1"],
    ]);
  });
});

describe("links between rows", () => {
  const rel = (over: Partial<RowRelations>): RowRelations => ({ key: null, externalId: null, epicRow: false, parent: null, epic: null, assignees: [], labels: [], milestone: null, milestoneDue: null, sprint: null, sprintStart: null, sprintEnd: null, dependsOn: [], blocks: [], estimateHours: null, timeEntries: [], custom: {}, reporter: null, watchers: [], comments: [], ...over });

  it("epics become milestones, parents subtasks, blocks dependencies; cycles and unknown keys are dropped", () => {
    const linked = linkRows([
      { title: "Épica", endDate: "2027-06-30", relations: rel({ key: "E-1", epicRow: true }) },
      { title: "A", endDate: null, relations: rel({ key: "A-1", epic: "E-1", blocks: ["B-1"] }) },
      { title: "B", endDate: null, relations: rel({ key: "B-1", externalId: "200", parent: "100", dependsOn: ["A-1", "X-9"] }) },
      { title: "C", endDate: null, relations: rel({ key: "C-1", parent: "B-1", dependsOn: ["B-1"], blocks: ["B-1"] }) },
    ]);
    expect(linked.milestones.get(1)).toEqual({ name: "Épica", dueDate: "2027-06-30" });
    expect([...linked.parents]).toEqual([[3, 2]]);
    // B depends on A (from A's "blocks" and B's own link, once); C on B; B on C would close a cycle.
    expect(linked.dependencies).toEqual([[2, 1], [3, 2]]);
    expect(linked.unresolved).toBe(2);
  });

  it("reads a row's lists from repeated columns, seconds as hours and the time log", () => {
    const columns = ["Sprint", "Sprint (2)", "Labels", "Labels (2)", "Original Estimate", "Log"];
    const row = { Sprint: "Sprint 1", "Sprint (2)": "Sprint 2", Labels: "sat", "Labels (2)": "backend", "Original Estimate": "5400", Log: '[{"user":"ana@example.mx","date":"15/12/2026","minutes":90}]' };
    const { relations, problems } = readRelations(row, { sprint: "Sprint", labels: "Labels", estimateSeconds: "Original Estimate", timeEntries: "Log" }, columns, columnReading([row]));
    expect(problems).toEqual([]);
    expect(relations).toMatchObject({ sprint: "Sprint 2", labels: ["sat", "backend"], estimateHours: 1.5, timeEntries: [{ user: "ana@example.mx", date: "2026-12-15", minutes: 90, billable: true, note: "" }] });
    const bad = readRelations({ Log: '[{"user":"ana","date":"x","minutes":90}]' }, { timeEntries: "Log" }, ["Log"], columnReading([]));
    expect(bad.problems).toEqual([{ field: "timeEntries", column: "Log", messageKey: "errors.import_time_entries" }]);
  });
});
