// The optional language model's client (decisions 1005, 0920): one small OpenAI-compatible
// `POST {LLM_BASE_URL}/chat/completions` call, shared by launch drafts and the assistant. Off
// unless LLM_BASE_URL is set (LLM_MODEL names the model, LLM_API_KEY is sent as a bearer token);
// every caller falls back to its own deterministic engine when this returns nothing usable.

export type LlmSettings = { baseUrl: string; model: string; apiKey?: string; timeoutMs: number };

/** The settings from the environment; null when no endpoint is configured (or, with `requireModel`, no model named). */
export function llmSettings(env: NodeJS.ProcessEnv = process.env, options: { requireModel?: boolean; timeoutMs?: number } = {}): LlmSettings | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || (options.requireModel && !model)) return null;
  return { baseUrl: baseUrl.replace(/\/+$/, ""), model: model || "default", apiKey: env.LLM_API_KEY?.trim() || undefined, timeoutMs: options.timeoutMs ?? 30_000 };
}

export type ToolCall = { id: string; type: "function"; function: { name: string; arguments: string } };
export type ChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };
export type ToolDefinition = { type: "function"; function: { name: string; description: string; parameters: Record<string, unknown> } };

export type Completion = { content: string | null; toolCalls: ToolCall[] };

/** Why a call gave nothing: the endpoint took too long, or answered an error or something unreadable. */
export class LlmError extends Error {
  constructor(readonly reason: "timeout" | "error", message: string) {
    super(message);
    this.name = "LlmError";
  }
}

function readToolCalls(raw: unknown): ToolCall[] {
  if (!Array.isArray(raw)) return [];
  const out: ToolCall[] = [];
  for (const [i, call] of raw.entries()) {
    const fn = (call as { function?: { name?: unknown; arguments?: unknown } } | null)?.function;
    if (!fn || typeof fn.name !== "string") continue;
    const args = typeof fn.arguments === "string" ? fn.arguments : JSON.stringify(fn.arguments ?? {});
    const id = (call as { id?: unknown }).id;
    out.push({ id: typeof id === "string" && id ? id : `call_${i}`, type: "function", function: { name: fn.name, arguments: args } });
  }
  return out;
}

/**
 * One chat completion: the model's text and the tools it asks for. Throws LlmError on a timeout
 * (`signal`, or the settings' own timeout), a non-2xx answer or a body without a message.
 */
export async function chatCompletion(
  settings: LlmSettings,
  messages: ChatMessage[],
  options: { tools?: ToolDefinition[]; temperature?: number; signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<Completion> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(`${settings.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({ model: settings.model, temperature: options.temperature ?? 0.2, messages, ...(options.tools?.length ? { tools: options.tools, tool_choice: "auto" } : {}) }),
      signal,
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new LlmError(name === "TimeoutError" || name === "AbortError" ? "timeout" : "error", String(error));
  }
  if (!response.ok) throw new LlmError("error", `HTTP ${response.status}`);
  let data: { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] };
  try {
    data = (await response.json()) as typeof data;
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new LlmError(name === "TimeoutError" || name === "AbortError" ? "timeout" : "error", "unreadable answer");
  }
  const message = data.choices?.[0]?.message;
  if (!message) throw new LlmError("error", "no message");
  return { content: typeof message.content === "string" ? message.content : null, toolCalls: readToolCalls(message.tool_calls) };
}
