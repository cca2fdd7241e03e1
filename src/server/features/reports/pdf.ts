// pdfkit is loaded on the first PDF asked for, not at start (issue 17).
import type { Language } from "../../../domain/i18n/translate";
import { translate } from "../../i18n/messages";
import type { ReportContent } from "../../../domain/reports/contract";
import { writeText } from "../../shared/pdf-text";

// A weekly report as a PDF, in the reader's language, with es-MX dates and MXN. Text is set in
// Noto (shared/pdf-text.ts), so names in any script come out as written.

function formatDate(date: string | null, lang: Language) {
  if (!date) return "—";
  return new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
function formatMoney(cents: number | null, currency: string, lang: Language) {
  if (cents === null) return "—";
  return new Intl.NumberFormat(lang === "es" ? "es-MX" : "en-US", { style: "currency", currency }).format(cents / 100);
}
function percent(x: number | null, lang: Language) {
  return x === null ? "—" : new Intl.NumberFormat(lang === "es" ? "es-MX" : "en-US", { style: "percent", maximumFractionDigits: 0 }).format(x);
}

const statusKeys: Record<string, string> = { "En progreso": "in_progress", "En pausa": "on_hold", Completado: "completed", Cancelado: "cancelled" };
const phaseKeys: Record<string, string> = { Planificación: "planning", Ejecución: "execution", Cierre: "closing" };

/**
 * A project's stored status and phase (the specification's Spanish words) in the report's
 * language: an English report says "On hold · Execution", not "En pausa · Ejecución".
 */
export function projectStateText(status: string, phase: string | null, lang: Language): string {
  // Stored values are normalised on every write; anything else is shown as it is.
  const word = (kind: "status_values" | "phase_values", table: Record<string, string>, value: string) => (table[value] ? translate(lang, `report.${kind}.${table[value]}`) : value);
  const shown = [word("status_values", statusKeys, status)];
  if (phase) shown.push(word("phase_values", phaseKeys, phase));
  return shown.join(" · ");
}

export async function renderReportPdf(report: { week: string; content: ReportContent }, lang: Language): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `report.${key}`, params);
  const doc = new PDFDocument({ size: "LETTER", margin: 56, info: { Title: `Rumbo — ${report.week}`, Producer: "Rumbo" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  const text = (value: string) => writeText(doc, value);
  const heading = (value: string) => {
    writeText(doc.moveDown(0.8).fontSize(13).fillColor("#0f172a"), value, { bold: true });
    doc.moveDown(0.2).fontSize(10.5).fillColor("#1f2937");
  };
  const line = (label: string, value: string) => {
    writeText(doc, `${label}: `, { bold: true, continued: true });
    writeText(doc, value);
  };

  writeText(doc.fontSize(20).fillColor("#047857"), "Rumbo", { bold: true });
  const c = report.content;
  writeText(doc.fontSize(15).fillColor("#0f172a"), c.kind === "project" ? t("title_project", { name: c.project.name }) : t("title_portfolio"), { bold: true });
  writeText(doc.fontSize(10).fillColor("#475569"), t("week", { week: report.week }));

  if (c.kind === "project") {
    heading(t("progress"));
    line(t("status"), projectStateText(c.project.status, c.project.phase, lang));
    line(t("progress"), `${c.project.progress}%`);
    line(t("tasks"), t("tasks_value", { completed: c.tasks.completed, total: c.tasks.total, week: c.tasks.completedThisWeek }));
    heading(t("forecast"));
    if (c.forecast.status === "ok") {
      line("P50", formatDate(c.forecast.p50, lang));
      line("P85", formatDate(c.forecast.p85, lang));
      line("P95", formatDate(c.forecast.p95, lang));
      line(t("due_date"), formatDate(c.project.dueDate, lang));
      line(t("on_time"), percent(c.forecast.probabilityOnTime, lang));
    } else text(t("forecast_insufficient"));
    heading(t("risk"));
    line(t("risk_score"), c.risk.score === null ? "—" : `${c.risk.score}/100`);
    if (c.risk.change !== null) line(t("risk_change"), `${c.risk.change > 0 ? "+" : ""}${c.risk.change}`);
    for (const f of c.risk.topFactors) text(`• ${translate(lang, `report.factor.${f.key}`)}: ${f.contribution}`);
    heading(t("milestones"));
    if (!c.milestones.upcoming.length && !c.milestones.slipped.length) text(t("none"));
    for (const m of c.milestones.slipped) writeText(doc.fillColor("#b91c1c"), `• ${m.name} — ${t("slipped")} ${formatDate(m.dueDate, lang)}`).fillColor("#1f2937");
    for (const m of c.milestones.upcoming) text(`• ${m.name} — ${formatDate(m.dueDate, lang)}`);
    heading(t("overdue"));
    if (!c.tasks.overdue.length) text(t("none"));
    for (const o of c.tasks.overdue) text(`• ${o.title} — ${formatDate(o.endDate, lang)}`);
    if (c.budget) {
      heading(t("budget"));
      line(t("budget"), formatMoney(c.budget.budgetCents, c.project.currency, lang));
      line(t("spent"), formatMoney(c.budget.spentCents, c.project.currency, lang));
      line("CPI", c.budget.cpi === null ? "—" : c.budget.cpi.toFixed(2));
      line("SPI", c.budget.spi === null ? "—" : c.budget.spi.toFixed(2));
      line("EAC", formatMoney(c.budget.eacCents, c.project.currency, lang));
    }
  } else {
    heading(t("portfolio"));
    line(t("projects"), String(c.totals.projects));
    line(t("at_risk"), String(c.totals.atRisk));
    line(t("overdue"), String(c.totals.overdueTasks));
    doc.moveDown(0.5);
    for (const p of c.projects) {
      writeText(doc, p.name, { bold: true });
      text(`${projectStateText(p.status, null, lang)} · ${p.progress}% · ${t("risk_score")} ${p.riskScore ?? "—"} · P85 ${formatDate(p.p85, lang)} · ${t("due_date")} ${formatDate(p.dueDate, lang)} · ${t("overdue")} ${p.overdue}`);
      doc.moveDown(0.3);
    }
  }
  writeText(doc.moveDown(1).fontSize(8).fillColor("#64748b"), t("footer"));
  doc.end();
  return done;
}
