import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { randomUUID } from "node:crypto";
import type { Config } from "../../config";
import { sha256Hex, signRequest, EMPTY_SHA256 } from "./sigv4";

// Where attachments' bytes live (decision 0916): a folder under the data directory by default, or an
// S3-compatible bucket (AWS, MinIO, R2, Spaces…) when S3_* are set, spoken to with SigV4 over fetch.

export type AttachmentStorage = {
  readonly kind: "disk" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/-]{8,200}$/;

function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
}

export function diskStorage(root: string): AttachmentStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    checkKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error("storage key leaves the folder");
    return path;
  };
  return {
    kind: "disk",
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Whole or not at all: written aside, then renamed into place.
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export type S3Settings = { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };

export class StorageError extends Error {}

/** Path-style addressing (endpoint/bucket/key), which every S3-compatible service accepts. */
export function s3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): AttachmentStorage {
  const credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: "s3" };
  const urlOf = (key: string) => {
    checkKey(key);
    return new URL(`${settings.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(settings.bucket)}/${key}`);
  };
  const send = async (method: "PUT" | "GET" | "DELETE", key: string, body?: Buffer, contentType?: string) => {
    const url = urlOf(key);
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const extra: Record<string, string> = contentType ? { "content-type": contentType } : {};
    const signed = signRequest({ method, url, headers: extra, payloadHash, date: new Date(), credentials });
    return fetchImpl(url, { method, headers: signed.headers, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(30_000) });
  };
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const res = await send("PUT", key, bytes, contentType);
      if (!res.ok) throw new StorageError(`S3 PUT answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
    async get(key) {
      const res = await send("GET", key);
      if (res.status === 404) return undefined;
      if (!res.ok) throw new StorageError(`S3 GET answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send("DELETE", key);
      if (!res.ok && res.status !== 404) throw new StorageError(`S3 DELETE answered ${res.status}`);
    },
  };
}

export function storageFor(config: Config): AttachmentStorage {
  return config.attachments.s3 ? s3Storage(config.attachments.s3) : diskStorage(config.attachments.dir);
}
