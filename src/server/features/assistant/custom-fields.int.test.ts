import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customFieldValues, customFields } from "../../../db/schema/custom-fields";
import { projectTasks, projects } from "../../../db/schema/projects";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";

// Custom fields in the assistant (issue 23, decision 0926): tasks by a field's value and a task's
// own values, each from the caller's workspace only, with the project cited.
describe(`assistant and custom fields on ${testEngine()}`, () => {
  let t: TestApp;
  let atlas: string;
  const ask = (user: string, question: string, workspaceId?: string) => requestAs(t, "POST", "/api/v1/assistant/ask", user, { question, ...(workspaceId ? { workspaceId } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await seedOwnerViewerAndStranger(db);
    atlas = randomUUID();
    const other = randomUUID();
    await db.insert(projects).values([
      { id: atlas, workspaceId: "w", ownerId: "ana", name: "Portal Atlas", status: "En progreso" },
      { id: other, workspaceId: "w-eve", ownerId: "eve", name: "Eve's", status: "En progreso" },
    ]);
    const [t1, t2, t3] = [randomUUID(), randomUUID(), randomUUID()];
    await db.insert(projectTasks).values([
      { id: t1, projectId: atlas, title: "Validar catálogos", status: "En progreso", endDate: "2031-03-01" },
      { id: t2, projectId: atlas, title: "Documentar API", status: "Pendiente" },
      { id: t3, projectId: other, title: "Secreto de Eve", status: "Pendiente" },
    ]);
    const [cliente, area, eveField] = [randomUUID(), randomUUID(), randomUUID()];
    await db.insert(customFields).values([
      { id: cliente, workspaceId: "w", name: "Cliente", type: "text" },
      { id: area, workspaceId: "w", name: "Área", type: "single_choice", options: [{ id: "fin", label: "Finanzas" }, { id: "ti", label: "TI" }] },
      { id: eveField, workspaceId: "w-eve", name: "Cliente", type: "text" },
    ]);
    await db.insert(customFieldValues).values([
      { taskId: t1, fieldId: cliente, textValue: "Pemex" },
      { taskId: t1, fieldId: area, textValue: "fin" },
      { taskId: t2, fieldId: cliente, textValue: "Liverpool" },
      { taskId: t2, fieldId: area, textValue: "ti" },
      { taskId: t3, fieldId: eveField, textValue: "Pemex" },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the tasks with a field's value, citing their project, for a viewer too", async () => {
    const res = await ask("vic", "¿Qué tareas tienen Cliente = Pemex?", "w");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ lang: "es", intent: "field_filter", understood: true, citations: [{ href: `/project/${atlas}`, kind: "task" }] });
    expect(body.items.map((i: { text: string }) => i.text).join("\n")).toContain("Validar catálogos");
    expect(JSON.stringify(body)).not.toContain("Secreto de Eve");
    const en = (await ask("ana", "tasks where Área is TI")).json();
    expect(en).toMatchObject({ lang: "en", intent: "field_filter" });
    expect(en.items).toHaveLength(1);
    expect(en.items[0].text).toContain("Documentar API");
  });

  it("shows a task's custom field values when the question names it", async () => {
    const body = (await ask("ana", "¿Cómo va la tarea Validar catálogos?")).json();
    expect(body).toMatchObject({ intent: "task_details", citations: [{ href: `/project/${atlas}` }] });
    expect(body.items.map((i: { text: string }) => i.text)).toEqual(["Cliente: Pemex", "Área: Finanzas"]);
  });

  it("never reads another workspace's fields or tasks", async () => {
    const eve = (await ask("eve", "Which tasks have Cliente = Pemex?")).json();
    expect(eve.items).toHaveLength(1);
    expect(eve.items[0].text).toContain("Secreto de Eve");
    const named = (await ask("eve", "Show me the task Validar catálogos")).json();
    expect(named.intent).not.toBe("task_details");
    expect(JSON.stringify(named)).not.toContain("Pemex");
  });
});
