import { describe, expect, it } from "vitest";
import { chatCompletion, LlmError, llmSettings } from "./llm-client";

const settings = { baseUrl: "http://llm/v1", model: "m", apiKey: "k", timeoutMs: 1000 };
const answering = (body: unknown, status = 200, seen: { url?: string; init?: RequestInit } = {}) =>
  (async (url: string, init: RequestInit) => {
    seen.url = url;
    seen.init = init;
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;

describe("the shared OpenAI-compatible client", () => {
  it("reads its settings from the environment", () => {
    expect(llmSettings({})).toBeNull();
    expect(llmSettings({ LLM_BASE_URL: "http://x/" })).toMatchObject({ baseUrl: "http://x", model: "default" });
    expect(llmSettings({ LLM_BASE_URL: "http://x/" }, { requireModel: true })).toBeNull();
  });

  it("sends the messages and tools, and reads text and tool calls back", async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const out = await chatCompletion(settings, [{ role: "user", content: "hola" }], {
      tools: [{ type: "function", function: { name: "due_dates", description: "d", parameters: { type: "object" } } }],
      fetchImpl: answering({ choices: [{ message: { content: null, tool_calls: [{ id: "a", type: "function", function: { name: "due_dates", arguments: '{"project":"Atlas"}' } }, { function: { name: "x", arguments: { y: 1 } } }] } }] }, 200, seen),
    });
    expect(seen.url).toBe("http://llm/v1/chat/completions");
    expect((seen.init!.headers as Record<string, string>).authorization).toBe("Bearer k");
    expect(JSON.parse(String(seen.init!.body))).toMatchObject({ model: "m", tool_choice: "auto", tools: [{ function: { name: "due_dates" } }] });
    expect(out).toEqual({ content: null, toolCalls: [{ id: "a", type: "function", function: { name: "due_dates", arguments: '{"project":"Atlas"}' } }, { id: "call_1", type: "function", function: { name: "x", arguments: '{"y":1}' } }] });
  });

  it("says why nothing came back", async () => {
    await expect(chatCompletion(settings, [], { fetchImpl: answering({}, 500) })).rejects.toMatchObject({ reason: "error" });
    await expect(chatCompletion(settings, [], { fetchImpl: answering({ choices: [] }) })).rejects.toBeInstanceOf(LlmError);
    const slow = ((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason as Error)))) as unknown as typeof fetch;
    await expect(chatCompletion({ ...settings, timeoutMs: 20 }, [], { fetchImpl: slow })).rejects.toMatchObject({ reason: "timeout" });
  });
});
