import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient, isApiError } from "./api-client";
import { createReadLedger } from "./read-marks";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

function clientAnswering(response: Response | Error) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  return { fetch, client: createApiClient({ fetch }) };
}

describe("api client", () => {
  it("tells its ledger when each answer was read, and that a failed request left nothing (decision 1820)", async () => {
    const ledger = createReadLedger();
    const settle = vi.spyOn(ledger, "settle");
    const answers = [new Response("{}", { status: 200, headers: { "x-rumbo-read-mark": "a:10.5" } }), jsonResponse(404, { error: { code: "not_found", message: "No" } })];
    const client = createApiClient({ fetch: async () => answers.shift()!, ledger });
    await client.get("/one");
    await expect(client.get("/two")).rejects.toBeInstanceOf(ApiError);
    expect(settle.mock.calls).toEqual([
      [0, "a:10.5"],
      [1, { failed: true }],
    ]);
  });

  it("sends JSON with the session cookie under /api/v1 and returns the answer", async () => {
    const { fetch, client } = clientAnswering(jsonResponse(201, { id: "p1" }));
    const result = await client.post<{ id: string }>("/projects", { name: "ERP" }, { query: { draft: true, skip: undefined } });
    expect(result).toEqual({ id: "p1" });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/projects?draft=true");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe(JSON.stringify({ name: "ERP" }));
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("checks the answer with a parser when given one", async () => {
    const { client } = clientAnswering(jsonResponse(200, { count: "3" }));
    await expect(
      client.get("/count", {
        parse: (data) => {
          const count = (data as { count: unknown }).count;
          if (typeof count !== "number") throw new Error("count is not a number");
          return count;
        },
      }),
    ).rejects.toThrow("count is not a number");
  });

  it("turns the server's error shape into an ApiError with code, message and fields", async () => {
    const body = { error: { code: "validation_failed", message: "Revisa los campos", fields: { name: "Es obligatorio" } } };
    const { client } = clientAnswering(jsonResponse(400, body));
    const error = await client.post("/projects", {}).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: "validation_failed", message: "Revisa los campos", fields: { name: "Es obligatorio" } });
  });

  it("reports other failures without losing the status", async () => {
    const { client } = clientAnswering(new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const error = await client.get("/health").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: "http_error", message: "Bad Gateway" });
  });

  it("reports a network failure as status 0", async () => {
    const { client } = clientAnswering(new TypeError("Failed to fetch"));
    const error = (await client.get("/projects").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it("returns nothing for 204", async () => {
    const { client } = clientAnswering(new Response(null, { status: 204 }));
    await expect(client.delete("/projects/p1")).resolves.toBeUndefined();
  });
});
