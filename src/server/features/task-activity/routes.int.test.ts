import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { ATTACHMENT_MAX_BYTES } from "../../../domain/attachments/contract";
import { seedAccounts } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";

// Task comments, attachments and history (decisions 0915–0918): the authorisation matrix of every
// route, mentions that notify, attachment limits, downloads only as downloads, and field changes
// from any path recorded as the task's history.

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("imagen de prueba")]);

async function seed(t: TestApp) {
  await seedAccounts(t.testDb.database.db, {
    users: [
      { id: "ana", name: "Ana López", email: "ana.lopez@example.mx" },
      { id: "luis", name: "Luis Pérez", email: "luis.perez@example.mx" },
      { id: "vic", name: "Vic Ramos", email: "vic@example.mx" },
      { id: "eve", name: "Eve", email: "eve@example.mx" },
    ],
    workspaces: [
      { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", luis: "member", vic: "viewer" } },
      { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
    ],
  });
  const project = await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Atlas" });
  const projectId = project.json().id as string;
  const task = await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Diseño de datos" });
  return { projectId, taskId: task.json().id as string };
}

function upload(t: TestApp, url: string, user: string, filename: string, type: string, body: Buffer) {
  return t.app.inject({ method: "POST", url: `${url}?filename=${encodeURIComponent(filename)}`, headers: { "x-test-user": user, "content-type": type }, payload: body });
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 60 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe(`task comments, attachments and history on ${testEngine()}`, () => {
  let t: TestApp;
  let dir: string;
  let projectId: string;
  let taskId: string;
  let base: string;
  const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, user: string | null, body?: unknown) => requestAs(t, method, url, user, body);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "rumbo-att-"));
    t = await createTestApp({ ATTACHMENTS_DIR: dir });
    ({ projectId, taskId } = await seed(t));
    base = `/api/v1/projects/${projectId}/tasks/${taskId}`;
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("comments with a mention that notifies, and an attachment the readers can download", async () => {
    const up = await upload(t, `${base}/attachments`, "ana", "plano.png", "image/png", PNG);
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json();
    expect(file).toMatchObject({ filename: "plano.png", contentType: "image/png", size: PNG.length, url: `/api/v1/attachments/${file.id}` });
    // Before it is posted, the file is its uploader's only.
    expect((await call("GET", file.url, "luis")).statusCode).toBe(404);

    const posted = await call("POST", `${base}/comments`, "ana", { body: "Revisa el **plano**, @luis.perez", attachmentIds: [file.id] });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ authorName: "Ana López", mentions: ["luis"], mine: true, deleted: false, attachments: [{ id: file.id, filename: "plano.png" }] });
    const notes = (await call("GET", "/api/v1/notifications", "luis")).json();
    const items = Array.isArray(notes) ? notes : notes.items;
    expect(items[0]).toMatchObject({ kind: "mention", title: "Ana López te mencionó en «Diseño de datos»", action: { type: "navigate", target: `/project/${projectId}?task=${taskId}` } });

    // A viewer reads it and downloads the file, always as a download.
    const download = await call("GET", file.url, "vic");
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="plano.png"; filename*=UTF-8''plano.png`);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-type"]).toBe("image/png");
    const timeline = (await call("GET", `${base}/timeline`, "vic")).json();
    expect(timeline.canComment).toBe(false);
    expect(timeline.items.filter((i: { kind: string }) => i.kind === "comment")).toHaveLength(1);
    // The same file cannot be claimed twice.
    const again = await call("POST", `${base}/comments`, "ana", { body: "otra vez", attachmentIds: [file.id] });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.attachmentIds).toBeTruthy();
  });

  it("holds the attachment limits: size, type, content, and one's own uploads only", async () => {
    const big = await upload(t, `${base}/attachments`, "ana", "grande.txt", "text/plain", Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x61));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe("El archivo pesa más de 10 MB, el máximo por archivo.");
    const html = await upload(t, `${base}/attachments`, "ana", "pagina.html", "text/html", Buffer.from("<html><script>alert(1)</script></html>"));
    expect(html.statusCode).toBe(415);
    const disguised = await upload(t, `${base}/attachments`, "ana", "foto.png", "image/png", Buffer.from("MZ\x90\x00 not an image"));
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error.code).toBe("attachment_content");
    const empty = await upload(t, `${base}/attachments`, "ana", "vacio.txt", "text/plain", Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    // Luis cannot post Ana's upload.
    const anas = (await upload(t, `${base}/attachments`, "ana", "notas.txt", "text/plain", Buffer.from("notas"))).json();
    expect((await call("POST", `${base}/comments`, "luis", { body: "mío", attachmentIds: [anas.id] })).statusCode).toBe(400);
    expect((await call("DELETE", anas.url, "luis")).statusCode).toBe(404);
    expect((await call("DELETE", anas.url, "ana")).statusCode).toBe(204);
    expect((await call("GET", anas.url, "ana")).statusCode).toBe(404);
    const six = await call("POST", `${base}/comments`, "ana", { body: "muchos", attachmentIds: Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`) });
    expect(six.statusCode).toBe(400);
  });

  it("edits and deletes only one's own comments, with a visible mark; the files go with a deleted comment", async () => {
    const file = (await upload(t, `${base}/attachments`, "luis", "acta.pdf", "application/pdf", Buffer.from("%PDF-1.4 acta"))).json();
    const mine = (await call("POST", `${base}/comments`, "luis", { body: "borrador", attachmentIds: [file.id] })).json();
    expect((await call("PATCH", `${base}/comments/${mine.id}`, "ana", { body: "no es mío" })).statusCode).toBe(403);
    const edited = await call("PATCH", `${base}/comments/${mine.id}`, "luis", { body: "versión final @ana.lopez" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: "versión final @ana.lopez", mentions: ["ana"] });
    expect(edited.json().editedAt).not.toBeNull();
    expect((await call("GET", file.url, "ana")).statusCode).toBe(200);
    expect((await call("DELETE", `${base}/comments/${mine.id}`, "ana")).statusCode).toBe(403);
    expect((await call("DELETE", `${base}/comments/${mine.id}`, "luis")).statusCode).toBe(204);
    const items = (await call("GET", `${base}/timeline`, "ana")).json().items;
    expect(items.find((i: { kind: string; comment?: { id: string } }) => i.comment?.id === mine.id).comment).toMatchObject({ deleted: true, body: "", attachments: [] });
    expect((await call("GET", file.url, "luis")).statusCode).toBe(404);
  });

  it("keeps another workspace out (404) and viewers from writing (403) on every route", async () => {
    const file = (await upload(t, `${base}/attachments`, "ana", "n.txt", "text/plain", Buffer.from("hola"))).json();
    const comment = (await call("POST", `${base}/comments`, "ana", { body: "hola", attachmentIds: [file.id] })).json();
    for (const [method, url, body] of [
      ["GET", `${base}/timeline`, undefined],
      ["POST", `${base}/comments`, { body: "x" }],
      ["PATCH", `${base}/comments/${comment.id}`, { body: "x" }],
      ["DELETE", `${base}/comments/${comment.id}`, undefined],
      ["GET", file.url, undefined],
      ["DELETE", file.url, undefined],
    ] as const) {
      expect((await call(method, url, "eve", body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await upload(t, `${base}/attachments`, "eve", "n.txt", "text/plain", Buffer.from("x"))).statusCode).toBe(404);
    expect((await call("POST", `${base}/comments`, "vic", { body: "x" })).statusCode).toBe(403);
    expect((await call("PATCH", `${base}/comments/${comment.id}`, "vic", { body: "x" })).statusCode).toBe(403);
    expect((await call("DELETE", `${base}/comments/${comment.id}`, "vic")).statusCode).toBe(403);
    expect((await upload(t, `${base}/attachments`, "vic", "n.txt", "text/plain", Buffer.from("x"))).statusCode).toBe(403);
    expect((await call("GET", `${base}/timeline`, null)).statusCode).toBe(401);
    const other = await call("GET", `/api/v1/projects/${projectId}/tasks/00000000-0000-4000-8000-000000000000/timeline`, "ana");
    expect(other.statusCode).toBe(404);
    const empty = await call("POST", `${base}/comments`, "ana", { body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.body).toBe("Este campo es obligatorio.");
  });

  it("records who changed which field from what to what, from the API and from labels", async () => {
    expect((await call("PATCH", base, "luis", { status: "En progreso", priority: "Alta" })).statusCode).toBe(200);
    const label = await call("POST", "/api/v1/labels", "ana", { name: "Backend", color: "blue" });
    expect(label.statusCode, label.body).toBe(201);
    expect((await call("PUT", `${base}/labels`, "luis", { labelIds: [label.json().id] })).statusCode).toBe(204);
    const changes = async () => ((await call("GET", `${base}/timeline`, "vic")).json().items as { kind: string; actorName: string; changes: { field: string; from: string | null; to: string | null }[] }[]).filter((i) => i.kind === "change");
    const seen = await eventually(changes, (list) => list.length >= 2);
    expect(seen[0]).toMatchObject({ actorName: "Luis Pérez", changes: expect.arrayContaining([{ field: "status", from: "Pendiente", to: "En progreso" }, { field: "priority", from: "Media", to: "Alta" }]) });
    expect(seen[1]).toMatchObject({ actorName: "Luis Pérez", changes: [{ field: "labels", from: null, to: "Backend" }] });
  });

  it("records custom fields set through the task's own update body, as through their endpoint (decision 1214)", async () => {
    const field = await call("POST", "/api/v1/custom-fields", "ana", { projectId, name: "Cliente", type: "single_choice", options: [{ label: "Bimbo" }, { label: "Cemex" }] });
    expect(field.statusCode, field.body).toBe(201);
    const [bimbo, cemex] = field.json().options as { id: string }[];
    const id = field.json().id as string;
    const fieldChanges = async () =>
      ((await call("GET", `${base}/timeline`, "vic")).json().items as { kind: string; changes: { field: string; from: string | null; to: string | null }[] }[]).flatMap((i) => (i.kind === "change" ? i.changes : [])).filter((c) => c.field === "cf:Cliente");
    // Through the task's PATCH body, alone and beside a built-in field.
    expect((await call("PATCH", base, "luis", { customFields: { [id]: bimbo!.id } })).statusCode).toBe(200);
    expect((await call("PATCH", base, "luis", { priority: "Baja", customFields: { [id]: cemex!.id } })).statusCode).toBe(200);
    // Writing the same value again is no change.
    expect((await call("PATCH", base, "luis", { customFields: { [id]: cemex!.id } })).statusCode).toBe(200);
    expect((await call("PATCH", base, "luis", { customFields: { [id]: null } })).statusCode).toBe(200);
    const seen = await eventually(fieldChanges, (list) => list.length >= 3);
    expect(seen).toEqual([
      { field: "cf:Cliente", from: null, to: "Bimbo" },
      { field: "cf:Cliente", from: "Bimbo", to: "Cemex" },
      { field: "cf:Cliente", from: "Cemex", to: null },
    ]);
  });

  it("records the custom fields set when the task is created, from nothing to their value (decision 1232)", async () => {
    const post = async (url: string, body: unknown) => {
      const r = await call("POST", url, "ana", body);
      expect(r.statusCode, r.body).toBe(201);
      return r.json();
    };
    const area = await post("/api/v1/custom-fields", { projectId, name: "Área", type: "single_choice", options: [{ label: "Finanzas" }, { label: "Operación" }] });
    const sedes = await post("/api/v1/custom-fields", { projectId, name: "Sedes", type: "multi_choice", options: [{ label: "Monterrey" }, { label: "Mérida" }] });
    const monto = await post("/api/v1/custom-fields", { projectId, name: "Monto", type: "number" });
    const task = await post(`/api/v1/projects/${projectId}/tasks`, { title: "Conciliación", customFields: { [area.id]: area.options[1].id, [sedes.id]: [sedes.options[0].id, sedes.options[1].id], [monto.id]: 1500.5 } });
    const plain = await post(`/api/v1/projects/${projectId}/tasks`, { title: "Sin campos" });
    const changesOf = async (id: string) =>
      ((await call("GET", `/api/v1/projects/${projectId}/tasks/${id}/timeline`, "vic")).json().items as { kind: string; actorName: string; changes: { field: string; from: string | null; to: string | null }[] }[]).filter((i) => i.kind === "change");
    const seen = await eventually(() => changesOf(task.id), (list) => list.length >= 1);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.actorName).toBe("Ana López");
    expect(seen[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: "cf:Área", from: null, to: "Operación" },
        { field: "cf:Sedes", from: null, to: "Monterrey, Mérida" },
        { field: "cf:Monto", from: null, to: "1500.5" },
      ]),
    );
    expect(seen[0]!.changes).toHaveLength(3);
    // A task created without custom values has no change in its history, as before.
    expect(await changesOf(plain.id)).toEqual([]);
  });
});
