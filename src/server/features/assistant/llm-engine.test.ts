import { describe, expect, it } from "vitest";
import { assistantLlm, keepOnlySources } from "./llm-engine";

describe("the assistant's language-model engine, pure parts", () => {
  it("is on only with both LLM_BASE_URL and LLM_MODEL, bounded by its own limits", () => {
    expect(assistantLlm({})).toBeNull();
    expect(assistantLlm({ LLM_BASE_URL: "http://127.0.0.1:11434/v1" })).toBeNull();
    expect(assistantLlm({ LLM_BASE_URL: "http://127.0.0.1:11434/v1/", LLM_MODEL: "llama3.1" })).toEqual({ baseUrl: "http://127.0.0.1:11434/v1", model: "llama3.1", apiKey: undefined, timeoutMs: 20_000, maxRounds: 4 });
    expect(assistantLlm({ LLM_BASE_URL: "http://x", LLM_MODEL: "m", LLM_TIMEOUT_MS: "5000", LLM_MAX_TOOL_ROUNDS: "99", LLM_API_KEY: "k" })).toMatchObject({ timeoutMs: 5000, maxRounds: 10, apiKey: "k" });
    expect(assistantLlm({ LLM_BASE_URL: "http://x", LLM_MODEL: "m", LLM_TIMEOUT_MS: "-1", LLM_MAX_TOOL_ROUNDS: "dos" })).toMatchObject({ timeoutMs: 20_000, maxRounds: 4 });
  });

  it("keeps only the links among the sources", () => {
    const sources = new Set(["/project/p1", "/communication?channel=c1&message=m1"]);
    expect(keepOnlySources("Ver [Atlas](/project/p1) y [Orión](/project/p2).", sources)).toBe("Ver [Atlas](/project/p1) y Orión.");
    expect(keepOnlySources("Mira /project/p1. y /project/p9, o https://evil.example/x?y=1.", sources)).toBe("Mira /project/p1. y , o .");
    expect(keepOnlySources("[hilo](/communication?channel=c1&message=m1) <a href='/x'>clic</a> ![img](/project/p1)", sources)).toBe("[hilo](/communication?channel=c1&message=m1) clic [img](/project/p1)");
    expect(keepOnlySources("<https://evil.example> 50/50 y/o 3/4", sources)).toBe("50/50 y/o 3/4");
    expect(keepOnlySources("Sin enlaces.", new Set())).toBe("Sin enlaces.");
  });
});
