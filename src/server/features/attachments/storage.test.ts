import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "../../testing/fake-s3";
import { diskStorage, s3Storage } from "./storage";

// Both storages through the same calls; S3 against a loopback server that checks every signature.

describe("attachment storage", () => {
  let s3: FakeS3;
  let dir: string;
  const settings = { bucket: "rumbo-adjuntos", accessKeyId: "AKIDTEST", secretAccessKey: "s3cr3t/key+value", region: "us-east-1" };
  beforeAll(async () => {
    s3 = await startFakeS3(settings);
    dir = await mkdtemp(join(tmpdir(), "rumbo-attachments-"));
  });
  afterAll(async () => {
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("puts, gets and deletes in an S3-compatible bucket with signed requests", async () => {
    const storage = s3Storage({ ...settings, endpoint: s3.endpoint });
    const bytes = Buffer.from("%PDF-1.7 acta de la reunión");
    await storage.put("a/12/12345678-aaaa-4bbb-8ccc-1234567890ab", bytes, "application/pdf");
    expect(s3.objects.get("a/12/12345678-aaaa-4bbb-8ccc-1234567890ab")).toMatchObject({ contentType: "application/pdf" });
    expect((await storage.get("a/12/12345678-aaaa-4bbb-8ccc-1234567890ab"))?.toString()).toBe(bytes.toString());
    await storage.delete("a/12/12345678-aaaa-4bbb-8ccc-1234567890ab");
    expect(await storage.get("a/12/12345678-aaaa-4bbb-8ccc-1234567890ab")).toBeUndefined();
    expect(s3.rejected).toBe(0);
  });

  it("fails loudly when the bucket refuses the signature (a wrong secret)", async () => {
    const wrong = s3Storage({ ...settings, secretAccessKey: "not-the-secret", endpoint: s3.endpoint });
    await expect(wrong.put("a/00/00000000-aaaa-4bbb-8ccc-1234567890ab", Buffer.from("x"), "text/plain")).rejects.toThrow(/403/);
    expect(s3.rejected).toBe(1);
  });

  it("keeps files in a folder, written whole, keys never leaving it", async () => {
    const storage = diskStorage(dir);
    await storage.put("a/ab/abcdef12-aaaa-4bbb-8ccc-1234567890ab", Buffer.from("hola"), "text/plain");
    expect((await storage.get("a/ab/abcdef12-aaaa-4bbb-8ccc-1234567890ab"))?.toString()).toBe("hola");
    await storage.delete("a/ab/abcdef12-aaaa-4bbb-8ccc-1234567890ab");
    expect(await storage.get("a/ab/abcdef12-aaaa-4bbb-8ccc-1234567890ab")).toBeUndefined();
    await expect(storage.put("../../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(/unsafe/);
  });
});
