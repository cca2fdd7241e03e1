import { createHmac, timingSafeEqual } from "node:crypto";

// How Rumbo signs what it posts (decisions 0801, 0806), and the recipe a receiver follows to check
// it, written once here and documented in the OpenAPI document's `webhooks` section:
//   1. Read the headers `X-Rumbo-Timestamp` (seconds since 1970) and `X-Rumbo-Signature`
//      (`sha256=` and 64 hex digits).
//   2. Refuse a timestamp more than five minutes from your clock (a replayed request).
//   3. Compute HMAC-SHA256 with the subscription's secret over `<timestamp>.<raw body>` (the bytes
//      received, before any JSON parsing), in hexadecimal.
//   4. Compare it with the header's digits in constant time.

export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `X-Rumbo-Signature` value for a body sent at `timestamp` (seconds, as a string). */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** The receiver's check, step by step as documented: true only for a fresh, matching signature. */
export function verifyWebhookSignature(secret: string, headers: { timestamp: string | undefined; signature: string | undefined }, rawBody: string, now = new Date()): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
