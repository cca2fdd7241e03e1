import { describe, expect, it } from "vitest";
import { llmSettings } from "../../shared/llm-client";
import { llmDraft, llmPrompt, readAnswer } from "./llm";
import type { LaunchFacts } from "../../../domain/launches/templates";

const facts: LaunchFacts = { projectName: "Atlas", projectDescription: "", planName: "Atlas 2.0", launchDate: "2031-03-14", segments: ["managers"], customAudiences: [], completedTasks: [{ title: "Pago con tarjeta", completedAt: "2031-03-01T00:00:00Z" }], openTasks: 0 };

describe("the optional language model of launch drafts", () => {
  it("is off without LLM_BASE_URL", () => {
    expect(llmSettings({})).toBeNull();
    expect(llmSettings({ LLM_BASE_URL: "http://127.0.0.1:9/v1/", LLM_MODEL: "m" })).toMatchObject({ baseUrl: "http://127.0.0.1:9/v1", model: "m" });
  });

  it("gives the model only the project's facts and reads subject and body back", async () => {
    const prompt = llmPrompt("stakeholder_email", "es", facts);
    expect(prompt.user).toContain("Pago con tarjeta");
    expect(prompt.system).toContain("no inventes");
    expect(readAnswer("Asunto: Hola\n\nCuerpo", "X")).toEqual({ subject: "Hola", body: "Cuerpo" });
    expect(readAnswer("Sólo cuerpo", "X")).toEqual({ subject: "X", body: "Sólo cuerpo" });
    expect(readAnswer("  ", "X")).toBeNull();
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ choices: [{ message: { content: "Subject: Launch\nBody text" } }] }), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await llmDraft({ baseUrl: "http://llm", model: "m", timeoutMs: 1000 }, "release_notes", "en", facts, "F", fake)).toEqual({ subject: "Launch", body: "Body text" });
    expect(calls).toEqual(["http://llm/chat/completions"]);
    const failing = (async () => new Response("no", { status: 500 })) as unknown as typeof fetch;
    expect(await llmDraft({ baseUrl: "http://llm", model: "m", timeoutMs: 1000 }, "release_notes", "en", facts, "F", failing)).toBeNull();
  });
});
