import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postToPublicAddress, PrivateTargetError, publicOnlyLookup } from "./guarded-post";

// A loopback receiver stands for an internal service a webhook must never reach, whatever its
// name resolves to when the rule was checked.
describe("webhook POSTs reach public addresses only", () => {
  let server: Server;
  let received = 0;
  let port = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      received++;
      request.resume();
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("refuses, at connection time, a name that resolves to loopback", async () => {
    const post = postToPublicAddress(new URL(`http://localhost:${port}/hook`), { headers: { "content-type": "application/json" }, body: "{}", signal: AbortSignal.timeout(5000) });
    await expect(post).rejects.toBeInstanceOf(PrivateTargetError);
    expect(received).toBe(0);
  });

  it("refuses a literal private address too", async () => {
    await expect(postToPublicAddress(new URL(`http://127.0.0.1:${port}/hook`), { headers: {}, body: "{}", signal: AbortSignal.timeout(5000) })).rejects.toBeInstanceOf(PrivateTargetError);
    expect(received).toBe(0);
  });

  it("answers the lookup for a name with any private address with an error", async () => {
    const error = await new Promise<Error | null>((resolve) => publicOnlyLookup("localhost", { all: false }, (e) => resolve(e)));
    expect(error).toBeInstanceOf(PrivateTargetError);
  });
});

describe("the explicit loopback allowance for tests", () => {
  it("lets loopback through, and nothing else private", async () => {
    const server = createServer((request, response) => {
      request.resume();
      response.end("pong");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const answer = await postToPublicAddress(new URL(`http://127.0.0.1:${port}/hook`), { headers: {}, body: "{}", signal: AbortSignal.timeout(5000) }, { allowLoopback: true });
      expect(answer).toMatchObject({ ok: true, status: 200, body: "pong" });
      for (const target of ["http://10.0.0.1/", "http://192.168.1.1/", "http://169.254.169.254/latest/meta-data", "http://[fd00::1]/"]) {
        await expect(postToPublicAddress(new URL(target), { headers: {}, body: "{}", signal: AbortSignal.timeout(5000) }, { allowLoopback: true })).rejects.toBeInstanceOf(PrivateTargetError);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
