import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

// A tiny S3-compatible server on loopback for tests (decision 0916): PUT, GET and DELETE of objects,
// path-style, each request's SigV4 signature checked here with its own canonicalisation (written
// apart from ../features/attachments/sigv4.ts, so a mistake there is not repeated here).

export type FakeS3 = { endpoint: string; objects: Map<string, { body: Buffer; contentType: string | undefined }>; rejected: number; close(): Promise<void> };

const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());

function expectedSignature(req: IncomingMessage, body: Buffer, secret: string): { ok: boolean; reason?: string } {
  const auth = String(req.headers.authorization ?? "");
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return { ok: false, reason: "no signature" };
  const [, , day, region, signedHeaders, signature] = match;
  const stamp = String(req.headers["x-amz-date"] ?? "");
  if (!stamp.startsWith(day!)) return { ok: false, reason: "date" };
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== hex(body)) return { ok: false, reason: "payload hash" };
  const url = new URL(req.url ?? "/", "http://x");
  const path = url.pathname.split("/").map((s) => encode(decodeURIComponent(s))).join("/");
  const query = [...url.searchParams.entries()].map(([k, v]) => `${encode(k)}=${encode(v)}`).sort().join("&");
  const names = signedHeaders!.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return { ok: false, reason: "headers" };
  const headers = names.map((n) => `${n}:${String(req.headers[n] ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
  const canonical = [req.method, path, query, headers, signedHeaders, payloadHash].join("\n");
  const toSign = ["AWS4-HMAC-SHA256", stamp, `${day}/${region}/s3/aws4_request`, hex(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region!), "s3"), "aws4_request");
  return { ok: createHmac("sha256", key).update(toSign).digest("hex") === signature, reason: "signature" };
}

export async function startFakeS3(options: { bucket: string; accessKeyId: string; secretAccessKey: string }): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const state = { rejected: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const verdict = expectedSignature(req, body, options.secretAccessKey);
      const credential = /Credential=([^/]+)\//.exec(String(req.headers.authorization ?? ""))?.[1];
      if (!verdict.ok || credential !== options.accessKeyId) {
        state.rejected++;
        res.writeHead(403, { "content-type": "application/xml" }).end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${verdict.reason}</Message></Error>`);
        return;
      }
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      const prefix = `/${options.bucket}/`;
      if (!path.startsWith(prefix)) return void res.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
      const key = path.slice(prefix.length);
      if (req.method === "PUT") {
        objects.set(key, { body, contentType: req.headers["content-type"] });
        return void res.writeHead(200, { etag: `"${hex(body).slice(0, 32)}"` }).end();
      }
      if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) return void res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
        return void res.writeHead(200, { "content-type": object.contentType ?? "application/octet-stream" }).end(object.body);
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    get rejected() {
      return state.rejected;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
