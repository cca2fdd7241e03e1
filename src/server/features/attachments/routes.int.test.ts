import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { startFakeS3, type FakeS3 } from "../../testing/fake-s3";
import { purgeAttachments } from "./service";
import { diskStorage } from "./storage";

// Attachments on channel messages (decision 0919), their clean-up, and the S3-compatible storage
// driven through the app (decision 0916). Task comments' attachments: task-activity's tests.

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

describe(`attachments on channel messages on ${testEngine()}`, () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "rumbo-att-"));
    t = await createTestApp({ ATTACHMENTS_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("posts a message with a file the channel's readers download; strangers 404, viewers 403", async () => {
    const { projectId } = await seed(t);
    const channels = (await requestAs(t, "GET", "/api/v1/channels", "ana")).json().items as { id: string; projectId: string | null }[];
    const channelId = channels.find((c) => c.projectId === projectId)!.id;
    const url = `/api/v1/channels/${channelId}/attachments`;
    expect((await upload(t, url, "eve", "a.txt", "text/plain", Buffer.from("x"))).statusCode).toBe(404);
    expect((await upload(t, url, "vic", "a.txt", "text/plain", Buffer.from("x"))).statusCode).toBe(403);
    expect((await upload(t, url, "luis", "a.html", "text/html", Buffer.from("<html>"))).statusCode).toBe(415);
    const file = (await upload(t, url, "luis", "minuta.md", "text/markdown", Buffer.from("# Minuta"))).json();
    const posted = await requestAs(t, "POST", `/api/v1/channels/${channelId}/messages`, "luis", { body: "La minuta", attachmentIds: [file.id] });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().attachments).toMatchObject([{ id: file.id, filename: "minuta.md", contentType: "text/markdown" }]);
    const listed = (await requestAs(t, "GET", `/api/v1/channels/${channelId}/messages`, "vic")).json().items;
    expect(listed.at(-1).attachments).toMatchObject([{ id: file.id }]);
    expect((await requestAs(t, "GET", file.url, "vic")).body).toBe("# Minuta");
    expect((await requestAs(t, "GET", file.url, "eve")).statusCode).toBe(404);
    // A file uploaded for one channel cannot be posted in another.
    const general = channels.find((c) => c.projectId === null)!.id;
    const elsewhere = (await upload(t, url, "luis", "otra.txt", "text/plain", Buffer.from("otra"))).json();
    expect((await requestAs(t, "POST", `/api/v1/channels/${general}/messages`, "luis", { body: "aquí", attachmentIds: [elsewhere.id] })).statusCode).toBe(400);
    expect((await requestAs(t, "DELETE", `/api/v1/channels/${channelId}/messages/${posted.json().id}`, "luis")).statusCode).toBe(204);
    expect((await requestAs(t, "GET", file.url, "luis")).statusCode).toBe(404);
    // The sweep removes the deleted message's file from the folder (the other, unposted upload stays a day).
    const files = async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
    expect(await files()).toBe(2);
    expect(await purgeAttachments(t.testDb.database.db, diskStorage(dir))).toBe(1);
    expect(await files()).toBe(1);
  });

  it("keeps a direct conversation's files to its people: another member of the workspace gets 404 uploading or downloading", async () => {
    const direct = await requestAs(t, "POST", "/api/v1/channels/direct", "ana", { userIds: ["vic"] });
    expect([200, 201]).toContain(direct.statusCode);
    const url = `/api/v1/channels/${direct.json().id}/attachments`;
    expect((await upload(t, url, "luis", "a.txt", "text/plain", Buffer.from("x"))).statusCode).toBe(404);
    const file = (await upload(t, url, "ana", "nota.txt", "text/plain", Buffer.from("solo para Vic"))).json();
    const posted = await requestAs(t, "POST", `/api/v1/channels/${direct.json().id}/messages`, "ana", { body: "Te paso la nota", attachmentIds: [file.id] });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await requestAs(t, "GET", file.url, "vic")).body).toBe("solo para Vic");
    expect((await requestAs(t, "GET", file.url, "luis")).statusCode).toBe(404);
    expect((await requestAs(t, "GET", file.url, "eve")).statusCode).toBe(404);
  });
});

describe(`attachments in S3-compatible storage on ${testEngine()}`, () => {
  let t: TestApp;
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: "adjuntos", accessKeyId: "AKIDRUMBO", secretAccessKey: "secreto/de+prueba" });
    t = await createTestApp({ S3_ENDPOINT: s3.endpoint, S3_BUCKET: "adjuntos", S3_ACCESS_KEY_ID: "AKIDRUMBO", S3_SECRET_ACCESS_KEY: "secreto/de+prueba", S3_REGION: "mx-central-1" });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it("stores the bytes in the bucket with signed requests and serves them back", async () => {
    const { projectId, taskId } = await seed(t);
    const up = await upload(t, `/api/v1/projects/${projectId}/tasks/${taskId}/attachments`, "ana", "plano.png", "image/png", PNG);
    expect(up.statusCode, up.body).toBe(201);
    expect(s3.objects.size).toBe(1);
    expect([...s3.objects.values()][0]!.body.equals(PNG)).toBe(true);
    await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks/${taskId}/comments`, "ana", { body: "plano", attachmentIds: [up.json().id] });
    const down = await requestAs(t, "GET", up.json().url, "luis");
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PNG)).toBe(true);
    expect(s3.rejected).toBe(0);
  });
});
