// The progress update the 'Sugerencia de Comunicación' notification leads to (decision 0901):
// drafted from the project's real figures of the week, in Markdown-light, for the manager to edit
// and post in the project's channel.

export type ProgressFacts = {
  projectName: string;
  progress: number;
  dueDate: string | null;
  /** Tasks completed in the last seven days. */
  doneThisWeek: string[];
  /** Open tasks whose end date has passed, with that date. */
  overdue: { title: string; endDate: string }[];
  /** Open tasks due in the next seven days. */
  next: string[];
  /** Open risks, worst first (probability × impact). */
  risks: string[];
  forecast: { p50: string; p85: string; probabilityOnTime: number | null } | null;
};

const LIST_MAX = 5;

function list(items: string[], more: (n: number) => string): string[] {
  const shown = items.slice(0, LIST_MAX).map((i) => `- ${i}`);
  return items.length > LIST_MAX ? [...shown, `- ${more(items.length - LIST_MAX)}`] : shown;
}

const texts = {
  es: {
    title: (name: string) => `**Actualización de avance: ${name}**`,
    progress: (p: number, due: string | null) => `Avance: **${p}%**${due ? ` · fecha de entrega: ${due}` : ""}`,
    done: (n: number) => `Completado esta semana (${n}):`,
    noneDone: "Esta semana no se completaron tareas.",
    overdue: (n: number) => `Vencidas (${n}):`,
    noneOverdue: "Sin tareas vencidas.",
    next: "Próximos 7 días:",
    risks: "Riesgos abiertos:",
    forecast: (p50: string, p85: string, onTime: number | null) =>
      `Pronóstico de entrega: ${p50} (P50), ${p85} (P85)${onTime === null ? "" : ` · probabilidad de cumplir la fecha: ${Math.round(onTime * 100)}%`}`,
    noForecast: "Aún no hay historial suficiente para pronosticar la entrega.",
    more: (n: number) => `y ${n} más`,
    was: "vencía",
  },
  en: {
    title: (name: string) => `**Progress update: ${name}**`,
    progress: (p: number, due: string | null) => `Progress: **${p}%**${due ? ` · due date: ${due}` : ""}`,
    done: (n: number) => `Done this week (${n}):`,
    noneDone: "No tasks were completed this week.",
    overdue: (n: number) => `Overdue (${n}):`,
    noneOverdue: "No overdue tasks.",
    next: "Next 7 days:",
    risks: "Open risks:",
    forecast: (p50: string, p85: string, onTime: number | null) =>
      `Delivery forecast: ${p50} (P50), ${p85} (P85)${onTime === null ? "" : ` · chance of meeting the due date: ${Math.round(onTime * 100)}%`}`,
    noForecast: "Not enough history yet to forecast the delivery.",
    more: (n: number) => `and ${n} more`,
    was: "due",
  },
} as const;

export function draftProgressUpdate(facts: ProgressFacts, lang: "es" | "en"): string {
  const t = texts[lang];
  const lines: string[] = [t.title(facts.projectName), t.progress(facts.progress, facts.dueDate), ""];
  if (facts.doneThisWeek.length) lines.push(t.done(facts.doneThisWeek.length), ...list(facts.doneThisWeek, t.more));
  else lines.push(t.noneDone);
  lines.push("");
  if (facts.overdue.length) lines.push(t.overdue(facts.overdue.length), ...list(facts.overdue.map((o) => `${o.title} (${t.was} ${o.endDate})`), t.more));
  else lines.push(t.noneOverdue);
  if (facts.next.length) lines.push("", t.next, ...list(facts.next, t.more));
  if (facts.risks.length) lines.push("", t.risks, ...list(facts.risks, t.more));
  lines.push("", facts.forecast ? t.forecast(facts.forecast.p50, facts.forecast.p85, facts.forecast.probabilityOnTime) : t.noForecast);
  return lines.join("\n");
}
