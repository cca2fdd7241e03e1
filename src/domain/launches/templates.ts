// Drafts of a launch's communications written from the project's own records (decision 1004):
// release notes from the completed tasks, an e-mail to stakeholders, an internal announcement and
// a short social post, in Spanish (es-MX) or English. Pure: the same facts give the same text, and
// nothing is said that the facts do not hold (no figures are invented; with no completed task the
// notes say so).

export const draftKinds = ["release_notes", "stakeholder_email", "internal_announcement", "social_post"] as const;
export type DraftKind = (typeof draftKinds)[number];
export const launchLanguages = ["es", "en"] as const;
export type LaunchLanguage = (typeof launchLanguages)[number];
/** The specification's audience segments (marketing categories, not permissions). */
export const audienceSegments = ["managers", "directors", "executives"] as const;
export type AudienceSegment = (typeof audienceSegments)[number];
export const launchChannels = ["email", "project_channel", "intranet", "social"] as const;
export type LaunchChannel = (typeof launchChannels)[number];

/** A social post stays within this many characters (the shortest common limit). */
export const SOCIAL_MAX = 280;
/** Release notes list at most this many tasks; the rest are counted. */
export const NOTES_MAX_ITEMS = 25;

export type LaunchFacts = {
  projectName: string;
  projectDescription: string;
  planName: string;
  /** YYYY-MM-DD, or null when the plan has no date yet. */
  launchDate: string | null;
  segments: readonly AudienceSegment[];
  customAudiences: readonly string[];
  /** The project's completed tasks, most recent first. */
  completedTasks: readonly { title: string; completedAt: string }[];
  /** Tasks of the project still open. */
  openTasks: number;
};

export type Draft = { subject: string; body: string };

const segmentNames: Record<LaunchLanguage, Record<AudienceSegment, string>> = {
  es: { managers: "gerentes de proyecto", directors: "directores de TI", executives: "ejecutivos" },
  en: { managers: "project managers", directors: "IT directors", executives: "executives" },
};

/** '14 de marzo de 2031', 'March 14, 2031'. */
export function launchDay(iso: string, lang: LaunchLanguage): string {
  return new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** 'a, b y c' / 'a, b and c'. */
export function listOf(items: readonly string[], lang: LaunchLanguage): string {
  return new Intl.ListFormat(lang === "es" ? "es-MX" : "en-US", { style: "long", type: "conjunction" }).format(items);
}

export function audienceNames(facts: Pick<LaunchFacts, "segments" | "customAudiences">, lang: LaunchLanguage): string[] {
  return [...facts.segments.map((s) => segmentNames[lang][s]), ...facts.customAudiences];
}

function firstSentence(text: string): string {
  const clean = text.trim().replace(/\s+/g, " ");
  if (!clean) return "";
  const end = clean.search(/[.!?](\s|$)/);
  return end === -1 ? clean : clean.slice(0, end + 1);
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function releaseNotes(f: LaunchFacts, lang: LaunchLanguage): Draft {
  const es = lang === "es";
  const when = f.launchDate ? launchDay(f.launchDate, lang) : null;
  const shown = f.completedTasks.slice(0, NOTES_MAX_ITEMS);
  const more = f.completedTasks.length - shown.length;
  const lines: string[] = [];
  lines.push(es ? `# Notas de la versión: ${f.planName}` : `# Release notes: ${f.planName}`);
  lines.push("");
  lines.push(es ? `Proyecto: ${f.projectName}` : `Project: ${f.projectName}`);
  if (when) lines.push(es ? `Fecha de lanzamiento: ${when}` : `Launch date: ${when}`);
  const about = firstSentence(f.projectDescription);
  if (about) lines.push("", about);
  lines.push("");
  if (shown.length) {
    lines.push(es ? `## Lo que se entrega (${f.completedTasks.length} ${plural(f.completedTasks.length, "tarea completada", "tareas completadas")})` : `## What is delivered (${f.completedTasks.length} completed ${plural(f.completedTasks.length, "task", "tasks")})`);
    for (const t of shown) lines.push(`- ${t.title}`);
    if (more > 0) lines.push(es ? `- …y ${more} ${plural(more, "tarea más", "tareas más")}` : `- …and ${more} more ${plural(more, "task", "tasks")}`);
  } else {
    lines.push(es ? "El proyecto aún no tiene tareas completadas." : "The project has no completed tasks yet.");
  }
  if (f.openTasks > 0) {
    lines.push("", es ? `Pendiente: ${f.openTasks} ${plural(f.openTasks, "tarea abierta", "tareas abiertas")} en el proyecto.` : `Still open: ${f.openTasks} ${plural(f.openTasks, "task", "tasks")} in the project.`);
  }
  return { subject: es ? `Notas de la versión: ${f.planName}` : `Release notes: ${f.planName}`, body: lines.join("\n") };
}

function highlights(f: LaunchFacts, n: number): string[] {
  return f.completedTasks.slice(0, n).map((t) => t.title);
}

function stakeholderEmail(f: LaunchFacts, lang: LaunchLanguage): Draft {
  const es = lang === "es";
  const when = f.launchDate ? launchDay(f.launchDate, lang) : null;
  const audience = audienceNames(f, lang);
  const top = highlights(f, 5);
  const lines: string[] = [];
  lines.push(es ? "Hola:" : "Hello,");
  lines.push("");
  lines.push(
    es
      ? `Les compartimos el lanzamiento de ${f.planName}, del proyecto ${f.projectName}${when ? `, previsto para el ${when}` : ""}.`
      : `We are pleased to share the launch of ${f.planName}, from the ${f.projectName} project${when ? `, planned for ${when}` : ""}.`,
  );
  const about = firstSentence(f.projectDescription);
  if (about) lines.push("", about);
  if (top.length) {
    lines.push("", es ? "Lo más destacado:" : "Highlights:");
    for (const t of top) lines.push(`- ${t}`);
    if (f.completedTasks.length > top.length) lines.push(es ? `(${f.completedTasks.length} tareas completadas en total; el detalle va en las notas de la versión.)` : `(${f.completedTasks.length} completed tasks in all; the release notes have the details.)`);
  }
  if (audience.length) lines.push("", es ? `Este mensaje es para: ${listOf(audience, lang)}.` : `This message is for: ${listOf(audience, lang)}.`);
  lines.push("", es ? "Quedamos atentos a sus preguntas y comentarios." : "We welcome your questions and feedback.", "", es ? `Equipo de ${f.projectName}` : `The ${f.projectName} team`);
  return { subject: es ? `Lanzamiento: ${f.planName}${when ? ` (${when})` : ""}` : `Launch: ${f.planName}${when ? ` (${when})` : ""}`, body: lines.join("\n") };
}

function internalAnnouncement(f: LaunchFacts, lang: LaunchLanguage): Draft {
  const es = lang === "es";
  const when = f.launchDate ? launchDay(f.launchDate, lang) : null;
  const n = f.completedTasks.length;
  const lines: string[] = [];
  lines.push(es ? `📣 ${f.planName}` : `📣 ${f.planName}`);
  lines.push("");
  lines.push(
    es
      ? `${when ? `El ${when} lanzamos` : "Lanzamos"} ${f.planName} (proyecto ${f.projectName}). ${n ? `Gracias a todo el equipo por las ${n} ${plural(n, "tarea completada", "tareas completadas")}.` : "Gracias a todo el equipo."}`
      : `${when ? `On ${when} we launch` : "We are launching"} ${f.planName} (${f.projectName} project). ${n ? `Thanks to the whole team for the ${n} completed ${plural(n, "task", "tasks")}.` : "Thanks to the whole team."}`,
  );
  const top = highlights(f, 3);
  if (top.length) {
    lines.push("", es ? "Incluye:" : "It includes:");
    for (const t of top) lines.push(`- ${t}`);
  }
  lines.push("", es ? "Si atiendes a clientes o usuarios, revisa las notas de la versión antes del lanzamiento." : "If you support customers or users, read the release notes before the launch.");
  return { subject: es ? `Anuncio interno: ${f.planName}` : `Internal announcement: ${f.planName}`, body: lines.join("\n") };
}

function socialPost(f: LaunchFacts, lang: LaunchLanguage): Draft {
  const es = lang === "es";
  const when = f.launchDate ? launchDay(f.launchDate, lang) : null;
  const head = es ? `Ya llega ${f.planName}${when ? ` el ${when}` : ""}.` : `${f.planName} is coming${when ? ` on ${when}` : ""}.`;
  const top = f.completedTasks[0]?.title;
  const parts = [head];
  if (top) parts.push(es ? `Novedad: ${top}.` : `New: ${top}.`);
  const tag = `#${f.projectName.replace(/[^\p{L}\p{N}]+/gu, "")}`;
  if (tag.length > 1) parts.push(tag);
  let body = parts.join(" ");
  if (body.length > SOCIAL_MAX) body = `${body.slice(0, SOCIAL_MAX - 1).trimEnd()}…`;
  return { subject: es ? `Publicación: ${f.planName}` : `Post: ${f.planName}`, body };
}

/** The draft of one piece, in one language, from the launch's facts. */
export function writeDraft(kind: DraftKind, lang: LaunchLanguage, facts: LaunchFacts): Draft {
  switch (kind) {
    case "release_notes":
      return releaseNotes(facts, lang);
    case "stakeholder_email":
      return stakeholderEmail(facts, lang);
    case "internal_announcement":
      return internalAnnouncement(facts, lang);
    case "social_post":
      return socialPost(facts, lang);
  }
}

/** The timeline a new plan suggests, in days from the launch date (negative: before). */
export const suggestedSteps: readonly { key: string; offsetDays: number }[] = [
  { key: "freeze", offsetDays: -14 },
  { key: "drafts", offsetDays: -7 },
  { key: "approve", offsetDays: -3 },
  { key: "launch", offsetDays: 0 },
  { key: "followUp", offsetDays: 7 },
];

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Who may approve a draft: a member other than its author (the last one to write it). */
export function canApprove(draft: { authorId: string | null; status: string }, userId: string): "ok" | "own" | "not_draft" {
  if (draft.status !== "draft") return "not_draft";
  if (draft.authorId === userId) return "own";
  return "ok";
}
