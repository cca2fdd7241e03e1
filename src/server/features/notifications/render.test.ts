import { describe, expect, it } from "vitest";
import { formatNotificationDate, renderNotificationText } from "../../../domain/notifications/render";
import { fallbackRecommendation, idleSuggestions, projectSuggestions, textKeys, type ProjectFigures } from "../../../domain/notifications/smart-rules";
import { translate } from "../../i18n/messages";
import { notificationRow, renderFor } from "../../shared/notification-writer";

// A notification is kept as keys and parameters and read in the reader's current language (0603).
const base: ProjectFigures = { id: "p1", name: "ERP", pendingTasks: 0, overdueTasks: 0, allocatedHours: 0, availabilityHours: 0, upcomingMilestones: 0 };
const text = (s: { titleKey: string; messageKey: string; params?: unknown }, lang: "es" | "en") => renderFor({ title: "", message: "", ...s }, lang);

describe("rendering a notification in the reader's language", () => {
  it("renders the project rules in Spanish and English, with plural forms", () => {
    const [pending] = projectSuggestions([{ ...base, pendingTasks: 6 }]);
    expect(text(pending!, "es")).toEqual({ title: "Tareas Pendientes", message: "Tienes 6 tareas pendientes en ERP" });
    expect(text(pending!, "en")).toEqual({ title: "Pending Tasks", message: "You have 6 pending tasks in ERP" });
    const [overdue] = projectSuggestions([{ ...base, overdueTasks: 1 }]);
    expect(text(overdue!, "es").message).toBe("1 tarea vencida en ERP");
    expect(text(overdue!, "en").message).toBe("1 overdue task in ERP");
    const [milestones] = projectSuggestions([{ ...base, upcomingMilestones: 2 }]);
    expect(text(milestones!, "es")).toEqual({ title: "Próximos Hitos", message: "2 hitos próximos en ERP" });
    const [one] = projectSuggestions([{ ...base, upcomingMilestones: 1 }]);
    expect(text(one!, "en").message).toBe("1 upcoming milestone in ERP");
    const [capacity] = projectSuggestions([{ ...base, allocatedHours: 91, availabilityHours: 100 }]);
    expect(text(capacity!, "es")).toEqual({ title: "Sobrecapacidad del Equipo", message: "El equipo de ERP está al 91% de capacidad" });
    expect(text(capacity!, "en")).toEqual({ title: "Team Over Capacity", message: "The ERP team is at 91% of capacity" });
  });

  it("formats numbers and dates for the reader's locale", () => {
    const [pending] = projectSuggestions([{ ...base, pendingTasks: 1500 }]);
    expect(text(pending!, "es").message).toBe("Tienes 1,500 tareas pendientes en ERP");
    expect(text(pending!, "en").message).toBe("You have 1,500 pending tasks in ERP");
    expect(formatNotificationDate("2026-12-01", "es")).toBe("1 de diciembre de 2026");
    expect(formatNotificationDate("2026-12-01", "en")).toBe("December 1, 2026");
    const assigned = { titleKey: "learning.assigned_title", messageKey: "learning.assigned_message", params: { course: { text: { es: "Gestión ágil", en: "Agile management" } }, date: { date: "2026-12-01" }, by: "Ana" } };
    expect(text(assigned, "es")).toEqual({ title: "Curso asignado", message: "Ana te asignó «Gestión ágil» con fecha límite 1 de diciembre de 2026." });
    expect(text(assigned, "en").message).toContain("Agile management");
    expect(text(assigned, "en").message).toContain("December 1, 2026");
  });

  it("translates keys given as parameters, and lists of them", () => {
    const notice = { titleKey: "workItems.notice.title", messageKey: "workItems.notice.message", params: { task: "Diseño", who: { key: "workItems.notice.someone" }, fields: { keys: ["workItems.fields.status", "workItems.fields.priority"] }, project: "ERP" } };
    expect(text(notice, "es").message).toBe(translate("es", "workItems.notice.message", { who: "Alguien", fields: "estado, prioridad", project: "ERP" }));
    expect(text(notice, "en").message).toBe(translate("en", "workItems.notice.message", { who: translate("en", "workItems.notice.someone"), fields: `${translate("en", "workItems.fields.status")}, ${translate("en", "workItems.fields.priority")}`, project: "ERP" }));
  });

  it("renders tips and recommendations the creator had in both languages", () => {
    const [tip] = idleSuggestions({ lastCheckAt: new Date(0), now: new Date(), projectCount: 0 }, () => 2).suggestions;
    expect(text(tip!, "es")).toEqual({ title: "Explora Nuevas Funciones", message: "Automatiza recordatorios y reportes desde Automatización" });
    expect(text(tip!, "en")).toEqual({ title: "Explore New Features", message: "Automate reminders and reports from Automation" });
    expect(text(fallbackRecommendation(0), "en")).toEqual({ title: "AI Recommendation", message: "Create your first project to start using Rumbo effectively" });
    expect(text({ ...textKeys.welcome }, "en")).toEqual({ title: "Welcome to Rumbo", message: "Your smart notification system is active" });
  });

  it("keeps the stored text for rows made before keys existed, and for a key the catalogue lost", () => {
    expect(renderNotificationText({ title: "Tareas Vencidas", message: "2 tareas vencidas en ERP" }, "en", translate)).toEqual({ title: "Tareas Vencidas", message: "2 tareas vencidas en ERP" });
    expect(renderFor({ title: "Viejo", message: "Mensaje", titleKey: "notificationsText.nope.title", messageKey: "notificationsText.nope.message", params: {} }, "en")).toEqual({ title: "Viejo", message: "Mensaje" });
  });

  it("stores the recipient's language as the fallback beside the keys", () => {
    const row = notificationRow("u1", "es", { ...textKeys.overdue, params: { count: 2, project: "ERP" }, type: "error", subject: "check:deadline_warning:p1" });
    expect(row).toMatchObject({ userId: "u1", title: "Tareas Vencidas", message: "2 tareas vencidas en ERP", titleKey: textKeys.overdue.titleKey, params: { count: 2, project: "ERP" }, subject: "check:deadline_warning:p1" });
  });
});
