import { createHash, createHmac } from "node:crypto";

// AWS Signature Version 4 for S3-compatible storage (decision 0916), with node's crypto only:
// canonical request → string to sign → HMAC chain of the secret over date, region, service.
// Checked against AWS's documented examples (sigv4.test.ts).

export const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

export type Credentials = { accessKeyId: string; secretAccessKey: string; region: string; service?: string };

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** 2013-05-24T00:00:00Z → 20130524T000000Z */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** RFC 3986 encoding, as SigV4 wants it (unreserved: A-Z a-z 0-9 - _ . ~). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The path, each segment encoded once (S3 does not double-encode). */
export function canonicalUri(pathname: string): string {
  const decoded = pathname.split("/").map((segment) => uriEncode(decodeURIComponent(segment)));
  return decoded.join("/") || "/";
}

export function canonicalQuery(search: URLSearchParams): string {
  return [...search.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

export function signingKey(secretAccessKey: string, dateStamp: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, dateStamp);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, "aws4_request");
}

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which are added). */
  headers?: Record<string, string>;
  payloadHash: string;
  date: Date;
  credentials: Credentials;
};

export type Signed = { headers: Record<string, string>; canonicalRequest: string; stringToSign: string; signature: string };

/** The headers a request must carry: the given ones, x-amz-date, x-amz-content-sha256 and Authorization. */
export function signRequest({ method, url, headers = {}, payloadHash, date, credentials }: SignInput): Signed {
  const service = credentials.service ?? "s3";
  const stamp = amzDate(date);
  const day = stamp.slice(0, 8);
  const all: Record<string, string> = { host: url.host, "x-amz-date": stamp, "x-amz-content-sha256": payloadHash };
  for (const [k, v] of Object.entries(headers)) all[k.toLowerCase()] = v;
  const names = Object.keys(all).sort();
  const canonicalHeaders = names.map((n) => `${n}:${all[n]!.trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");
  const canonicalRequest = [method.toUpperCase(), canonicalUri(url.pathname), canonicalQuery(url.searchParams), canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signature = createHmac("sha256", signingKey(credentials.secretAccessKey, day, credentials.region, service)).update(stringToSign).digest("hex");
  const authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  const out: Record<string, string> = { ...all, authorization };
  // fetch sets Host itself, from the URL it was given.
  delete out.host;
  return { headers: out, canonicalRequest, stringToSign, signature };
}
