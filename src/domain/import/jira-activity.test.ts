import { describe, expect, it } from "vitest";
import { missingFields, readFieldDefinitions } from "./field-definitions";
import { parseJiraComment, parseJiraDateTime, parseJiraWorklog } from "./jira-activity";
import { adfText, flattenJira, isJiraSearch } from "./jira-json";

describe("Jira's comments and work logs as its CSV writes them", () => {
  it("reads Jira's dates with the time, in English or Spanish, as Mexico City time unless the value has a zone", () => {
    expect(parseJiraDateTime("15/Dec/26 10:30 AM")).toBe("2026-12-15T16:30:00.000Z");
    expect(parseJiraDateTime("15/dic/26 4:05 p. m.")).toBe("2026-12-15T22:05:00.000Z");
    expect(parseJiraDateTime("01/Jan/27 12:10 AM")).toBe("2027-01-01T06:10:00.000Z");
    expect(parseJiraDateTime("2026-12-02T10:15:00.000-0600")).toBe("2026-12-02T16:15:00.000Z");
    expect(parseJiraDateTime("2026-12-02T10:15:00Z")).toBe("2026-12-02T10:15:00.000Z");
    expect(parseJiraDateTime("ayer")).toBeUndefined();
    expect(parseJiraDateTime("31/Feb/26 9:00 AM")).toBeUndefined();
  });

  it("reads a comment as date;author;body, keeping semicolons in the body", () => {
    expect(parseJiraComment("02/Dec/26 10:15 AM;beto;Revisé el layout; faltan claves.")).toEqual({ at: "2026-12-02T16:15:00.000Z", author: "beto", body: "Revisé el layout; faltan claves." });
    expect(parseJiraComment("Sin fecha;beto;Hola")).toBeNull();
    expect(parseJiraComment("02/Dec/26 10:15 AM;beto")).toBeNull();
  });

  it("reads a work log as comment;started;author;seconds, the comment may hold semicolons, within a day", () => {
    expect(parseJiraWorklog("Layout; versión 2;02/Dec/26 9:00 AM;beto;5400")).toEqual({ date: "2026-12-02", minutes: 90, author: "beto", note: "Layout; versión 2" });
    expect(parseJiraWorklog(";03/Dec/26 5:00 PM;ana;3600")).toEqual({ date: "2026-12-03", minutes: 60, author: "ana", note: "" });
    expect(parseJiraWorklog("Maratón;03/Dec/26 5:00 PM;ana;90000")).toBeNull();
    expect(parseJiraWorklog("Nada;03/Dec/26 5:00 PM;ana;20")).toBeNull();
    expect(parseJiraWorklog("Sin autor;03/Dec/26 5:00 PM;;3600")).toBeNull();
  });
});

describe("Jira's REST answer", () => {
  it("is told from other JSON and flattened under the CSV's column names, rich text as plain text", () => {
    expect(isJiraSearch({ issues: [] })).toBe(false);
    expect(isJiraSearch([{ key: "A-1" }])).toBe(false);
    expect(adfText({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hola " }, { type: "mention", attrs: { text: "@Ana" } }] }] })).toBe("Hola @Ana\n");
    const data = {
      issues: [
        {
          key: "A-1",
          id: "1",
          fields: {
            summary: "Uno",
            status: { name: "Listo" },
            comment: { comments: [{ author: { displayName: "Ana" }, created: "2026-12-01T10:00:00.000-0600", body: "a" }, { author: { emailAddress: "b@x.mx" }, created: "2026-12-02T10:00:00.000-0600", body: "b" }] },
            worklog: { worklogs: [{ author: { displayName: "Ana" }, started: "2026-12-01T10:00:00.000-0600", timeSpentSeconds: 600, comment: "x;y" }] },
          },
        },
        { key: "A-2", id: "2", fields: { summary: "Dos" } },
      ],
    };
    expect(isJiraSearch(data)).toBe(true);
    const { columns, rows } = flattenJira(data);
    expect(columns).toEqual(expect.arrayContaining(["Summary", "Issue key", "Comment", "Comment (2)", "Log Work"]));
    expect(rows[0]).toMatchObject({ Summary: "Uno", Status: "Listo", Comment: "2026-12-01T10:00:00.000-0600;Ana;a", "Comment (2)": "2026-12-02T10:00:00.000-0600;b@x.mx;b", "Log Work": "x;y;2026-12-01T10:00:00.000-0600;Ana;600" });
    expect(rows[1]).toMatchObject({ Summary: "Dos", Comment: "", "Log Work": "" });
    expect(parseJiraWorklog(rows[0]!["Log Work"] as string)).toEqual({ date: "2026-12-01", minutes: 10, author: "Ana", note: "x;y" });
  });
});

describe("custom field definitions in Rumbo's JSON export", () => {
  it("keeps well-formed definitions only, and plans those the target lacks and the mapping uses", () => {
    const defs = readFieldDefinitions([
      { name: "Etapa", type: "single_choice", options: ["Recepción", "Firmado", "recepción"], optionColors: ["blue", "no-es-color"], required: true },
      { name: "Sin opciones", type: "single_choice", options: [] },
      { name: "Tipo raro", type: "formula", options: [] },
      { name: "Monto", type: "number", options: ["ignorada"] },
      { name: "etapa", type: "text", options: [] },
      "basura",
    ]);
    expect(defs).toEqual([
      { name: "Etapa", type: "single_choice", options: [{ label: "Recepción", color: "blue" }, { label: "Firmado" }], required: true },
      { name: "Monto", type: "number", options: [], required: false },
    ]);
    let n = 0;
    const planned = missingFields(defs, [{ name: "MONTO" }], ["Etapa", "Monto"], "p1", () => `id${n++}`);
    expect(planned).toEqual([{ id: "id0", projectId: "p1", name: "Etapa", type: "single_choice", options: [{ id: "id1", label: "Recepción", color: "blue" }, { id: "id2", label: "Firmado" }], required: true, position: 0 }]);
    expect(missingFields(defs, [], ["Monto"], "p1", () => "x").map((f) => f.name)).toEqual(["Monto"]);
  });
});
