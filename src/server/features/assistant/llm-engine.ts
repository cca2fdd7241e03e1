import type { Db } from "../../../db/client";
import type { Answer } from "../../../domain/assistant/contract";
import { detectLanguage, type Lang } from "../../../domain/assistant/text";
import { todayIn } from "../../../domain/planning/calendar";
import { canRead, type Actor } from "../../actor";
import { forbidden } from "../../errors";
import { chatCompletion, LlmError, llmSettings, type ChatMessage, type LlmSettings } from "../../shared/llm-client";
import type { ProjectRow } from "../../shared/projects";
import type { CallApi } from "./actions";
import { isActionTool, runTool, toolDefinitions, type ToolContext } from "./llm-tools";
import { readerTimeZone } from "./lookup";
import { ask, loadNames } from "./service";

// The assistant's optional language-model engine (decision 0920). When LLM_BASE_URL and LLM_MODEL
// name an OpenAI-compatible endpoint, the model writes the answer and calls the offline engine's
// own tools (llm-tools.ts) as the caller; what the tools return is all it knows. The records the
// tools used are the answer's sources, and any link in its text that is not one of them is
// removed. Bounded: at most `maxRounds` rounds of tool calls and `timeoutMs` in all; when the
// model fails, times out or answers nothing, the offline engine answers and the answer says so.

const CALLS_PER_ROUND = 6;

export type AssistantLlm = LlmSettings & { maxRounds: number };

function positive(value: string | undefined, fallback: number, max: number) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

/** The assistant's model settings: null unless both LLM_BASE_URL and LLM_MODEL are set. */
export function assistantLlm(env: NodeJS.ProcessEnv = process.env): AssistantLlm | null {
  const settings = llmSettings(env, { requireModel: true, timeoutMs: positive(env.LLM_TIMEOUT_MS, 20_000, 120_000) });
  return settings && { ...settings, maxRounds: positive(env.LLM_MAX_TOOL_ROUNDS, 4, 10) };
}

function systemPrompt(lang: Lang, today: string, timeZone: string, screenProject: ProjectRow | undefined): string {
  const screen = screenProject ? (lang === "es" ? ` La pantalla del usuario es el proyecto «${screenProject.name}» (id ${screenProject.id}).` : ` The user's screen is the project "${screenProject.name}" (id ${screenProject.id}).`) : "";
  return lang === "es"
    ? [
        `Eres el asistente de Rumbo, una herramienta de gestión de proyectos. Hoy es ${today} (zona horaria del usuario: ${timeZone}).${screen}`,
        "Tu único conocimiento son los resultados de las herramientas: los registros del espacio de trabajo que el usuario puede ver. No sabes nada más; no inventes proyectos, personas, fechas, cifras ni enlaces. Si las herramientas no dan la respuesta, dilo.",
        "Responde en español de México, breve. Cita cada registro que uses con un enlace Markdown [nombre](enlace), usando solo enlaces que dieron las herramientas.",
        "Para cambiar algo (crear una tarea, mover una fecha, asignar, agregar un riesgo, redactar la actualización semanal) usa la herramienta de esa acción: solo prepara una vista previa que el usuario debe confirmar. Nunca digas que ya está hecho.",
      ].join("\n")
    : [
        `You are the assistant of Rumbo, a project management tool. Today is ${today} (the user's time zone: ${timeZone}).${screen}`,
        "Your only knowledge is what the tools return: the workspace records the user can see. You know nothing else; do not invent projects, people, dates, figures or links. If the tools do not give the answer, say so.",
        "Answer in English, briefly. Cite every record you use with a Markdown link [name](link), using only links the tools gave.",
        "To change anything (create a task, move a due date, assign, add a risk, draft the weekly update) call that action's tool: it only prepares a preview the user must confirm. Never say it is done.",
      ].join("\n");
}

/**
 * The model's text with only the links among `sources`: a Markdown link to anything else keeps its
 * label only, an HTML link is reduced to its text, and a bare URL or app path not among them goes.
 */
export function keepOnlySources(text: string, sources: ReadonlySet<string>): string {
  const kept: string[] = [];
  const hold = (s: string) => `\u0000${kept.push(s) - 1}\u0000`;
  let out = text.replace(/<a\b[^>]*>([\s\S]*?)<\/a>/gi, "$1");
  out = out.replace(/!?\[([^\]\n]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g, (_m, label: string, href: string) => (sources.has(href) ? hold(`[${label}](${href})`) : label));
  out = out.replace(/<((?:https?:\/\/|\/)[^>\s]+)>/g, (_m, href: string) => (sources.has(href) ? hold(href) : ""));
  // A bare link keeps the sentence's punctuation after it ('… /project/p1.').
  const bare = (raw: string) => {
    const [, href = raw, tail = ""] = /^(.*?)([.,;:!?]*)$/.exec(raw) ?? [];
    return (sources.has(href) ? hold(href) : "") + tail;
  };
  out = out.replace(/\b(?:https?:\/\/|www\.)[^\s)\]<>"']+/gi, bare);
  out = out.replace(/(^|[\s(])(\/[a-z][a-z-]*(?:[/?][^\s)\]<>"']*)?)/g, (_m, before: string, href: string) => before + bare(href));
  // eslint-disable-next-line no-control-regex -- the placeholders above
  out = out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => kept[Number(i)]!);
  return out.replace(/[ \t]+\n/g, "\n").replace(/[ \t]{2,}/g, " ").trim();
}

function merge(answers: Answer[]): Pick<Answer, "citations" | "passages"> {
  const seen = new Set<string>();
  const citations: Answer["citations"] = [];
  const add = (c: Answer["citations"][number]) => {
    if (!seen.has(c.href)) {
      seen.add(c.href);
      citations.push(c);
    }
  };
  for (const a of answers) {
    a.citations.forEach(add);
    a.passages.forEach((p) => add({ label: p.projectName ? `${p.title} · ${p.projectName}` : p.title, href: p.href, kind: "memory" }));
    if (a.action) add({ label: a.action.projectName, href: `/project/${a.action.projectId}`, kind: "project" });
  }
  return { citations, passages: answers.flatMap((a) => a.passages).slice(0, 8) };
}

export type AskModelOptions = { fetchImpl?: typeof fetch; now?: Date; callApi?: CallApi };

/** The model's answer to a question, with the offline engine's answer (labelled) when the model cannot give one. */
export async function askModel(db: Db, actor: Actor, question: string, context: ProjectRow | undefined, settings: AssistantLlm, options: AskModelOptions = {}): Promise<Answer> {
  if (!canRead(actor)) throw forbidden();
  const now = options.now ?? new Date();
  const lang = detectLanguage(question);
  const screenProject = context && context.workspaceId === actor.workspaceId ? context : undefined;
  const [allProjects, people] = await loadNames(db, actor);
  // An API token limited to some projects sees only those (decision 0417), here too.
  const projects = actor.projectIds ? allProjects.filter((p) => actor.projectIds!.includes(p.id)) : allProjects;
  // 'Today' is the reader's own day, in their account's time zone (decision 0930, as review.ts does).
  const timeZone = await readerTimeZone(db, actor.userId);
  const today = todayIn(timeZone, now);
  const ctx: ToolContext = { db, actor, lang, now, today, projects, people, screenProject, callApi: options.callApi };
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  const messages: ChatMessage[] = [
    { role: "system", content: systemPrompt(lang, today, timeZone, screenProject) },
    { role: "user", content: question },
  ];
  const used: Answer[] = [];
  let action: Answer["action"];
  let intent: string | null = null;
  let range: Answer["range"] = null;
  try {
    for (let round = 0; ; round++) {
      // The last round offers no tools: the model must answer with what it has.
      const tools = round < settings.maxRounds ? toolDefinitions : undefined;
      const completion = await chatCompletion(settings, messages, { tools, signal: deadline, fetchImpl: options.fetchImpl });
      if (!tools || !completion.toolCalls.length) {
        const content = completion.content?.trim();
        if (!content) throw new LlmError("error", "empty answer");
        const sources = merge(used);
        const hrefs = new Set(sources.citations.map((c) => c.href));
        return {
          lang,
          intent: intent ?? (action ? `action.${action.kind}` : "chat"),
          understood: true,
          engine: "llm",
          model: settings.model,
          text: keepOnlySources(content, hrefs),
          items: [],
          ...sources,
          suggestions: [],
          range,
          ...(action ? { action } : {}),
        };
      }
      messages.push({ role: "assistant", content: completion.content, tool_calls: completion.toolCalls });
      for (const [i, call] of completion.toolCalls.entries()) {
        let content: string;
        if (i >= CALLS_PER_ROUND) content = JSON.stringify({ error: "too_many_calls", detail: `At most ${CALLS_PER_ROUND} tool calls at a time.` });
        else if (isActionTool(call.function.name) && action) content = JSON.stringify({ error: "one_action", detail: "Only one action can be previewed per answer." });
        else {
          const outcome = await runTool(ctx, call.function.name, call.function.arguments);
          content = outcome.content;
          if (outcome.answer) {
            used.push(outcome.answer);
            if (outcome.answer.action) action = outcome.answer.action;
            else if (!intent && outcome.answer.intent) intent = outcome.answer.intent;
            range ??= outcome.answer.range;
          }
        }
        messages.push({ role: "tool", tool_call_id: call.id, content });
      }
    }
  } catch (error) {
    // Anything the tools raise as an HTTP error (a 404, a read-only refusal) is the caller's to see.
    if (!(error instanceof LlmError)) throw error;
    const offline = await ask(db, actor, question, screenProject, now, options.callApi);
    return { ...offline, fallback: { model: settings.model, reason: error.reason } };
  }
}
