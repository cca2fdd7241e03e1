import type { Draft, DraftKind, LaunchFacts, LaunchLanguage } from "../../../domain/launches/templates";
import { audienceNames, SOCIAL_MAX } from "../../../domain/launches/templates";
import { chatCompletion, type LlmSettings } from "../../shared/llm-client";

// The optional language model (decision 1005; the client is shared, server/shared/llm-client.ts): when LLM_BASE_URL names an OpenAI-compatible
// endpoint (`POST {LLM_BASE_URL}/chat/completions`; LLM_MODEL, LLM_API_KEY optional) a draft is
// written by it from the same facts the templates use, and the draft says so. Without it, or when
// it fails or answers nothing usable, the templates write the draft: the feature never depends on it.

const kindWords: Record<LaunchLanguage, Record<DraftKind, string>> = {
  es: { release_notes: "notas de la versión", stakeholder_email: "correo a los interesados", internal_announcement: "anuncio interno para el equipo", social_post: `publicación breve para redes sociales (máximo ${SOCIAL_MAX} caracteres)` },
  en: { release_notes: "release notes", stakeholder_email: "e-mail to stakeholders", internal_announcement: "internal announcement for the team", social_post: `short social media post (at most ${SOCIAL_MAX} characters)` },
};

/** The prompt: only the project's facts, and the instruction not to add any. */
export function llmPrompt(kind: DraftKind, lang: LaunchLanguage, facts: LaunchFacts): { system: string; user: string } {
  const es = lang === "es";
  const system = es
    ? "Redactas comunicaciones de lanzamiento en español de México. Usa solo los datos dados; no inventes cifras, fechas, clientes ni funciones. Responde con la primera línea 'Asunto: …' y después el texto."
    : "You write launch communications in English. Use only the facts given; do not invent figures, dates, customers or features. Answer with a first line 'Subject: …' and then the text.";
  const facts_ = {
    project: facts.projectName,
    description: facts.projectDescription,
    launch: facts.planName,
    launchDate: facts.launchDate,
    audiences: audienceNames(facts, lang),
    completedTasks: facts.completedTasks.slice(0, 40).map((t) => t.title),
    completedCount: facts.completedTasks.length,
    openTasks: facts.openTasks,
  };
  const user = `${es ? "Escribe" : "Write"}: ${kindWords[lang][kind]}.\n${es ? "Datos" : "Facts"}: ${JSON.stringify(facts_)}`;
  return { system, user };
}

/** Splits the model's answer into subject and body; null when nothing usable came back. */
export function readAnswer(answer: string, fallbackSubject: string): Draft | null {
  const text = answer.trim();
  if (!text) return null;
  const [first = "", ...rest] = text.split("\n");
  const m = /^(?:\*\*)?(?:asunto|subject)\s*:\s*(.+?)(?:\*\*)?$/i.exec(first.trim());
  const subject = (m?.[1] ?? fallbackSubject).trim().slice(0, 300);
  const body = (m ? rest.join("\n") : text).trim().slice(0, 20_000);
  return body ? { subject, body } : null;
}

export async function llmDraft(settings: LlmSettings, kind: DraftKind, lang: LaunchLanguage, facts: LaunchFacts, fallbackSubject: string, fetchImpl: typeof fetch = fetch): Promise<Draft | null> {
  const { system, user } = llmPrompt(kind, lang, facts);
  try {
    const { content } = await chatCompletion(settings, [{ role: "system", content: system }, { role: "user", content: user }], { temperature: 0.3, fetchImpl });
    return content === null ? null : readAnswer(content, fallbackSubject);
  } catch {
    return null;
  }
}
