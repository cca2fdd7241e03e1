import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature } from "./webhook-signature";

describe("webhook signatures", () => {
  const secret = "whsec_test";
  const body = '{"id":"e1","type":"task.created"}';
  const now = new Date("2026-11-26T12:00:00Z");
  const ts = String(now.getTime() / 1000);

  it("is HMAC-SHA256 over timestamp, a dot and the raw body, in hex after sha256=", () => {
    expect(signWebhook(secret, ts, body)).toBe(`sha256=${createHmac("sha256", secret).update(`${ts}.${body}`).digest("hex")}`);
    expect(signWebhook(secret, ts, body)).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it("verifies a fresh signature and refuses a changed body, another secret, or a stale timestamp", () => {
    const signature = signWebhook(secret, ts, body);
    expect(verifyWebhookSignature(secret, { timestamp: ts, signature }, body, now)).toBe(true);
    expect(verifyWebhookSignature(secret, { timestamp: ts, signature }, `${body} `, now)).toBe(false);
    expect(verifyWebhookSignature("other", { timestamp: ts, signature }, body, now)).toBe(false);
    expect(verifyWebhookSignature(secret, { timestamp: ts, signature }, body, new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifyWebhookSignature(secret, { timestamp: undefined, signature }, body, now)).toBe(false);
    expect(verifyWebhookSignature(secret, { timestamp: ts, signature: "sha256=00" }, body, now)).toBe(false);
  });
});
