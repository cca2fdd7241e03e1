import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n, loadNamespaces } from "../../../i18n/i18n";
import type { AppNotification } from "../api/notifications";
import { NotificationItem } from "./notification-item";

const now = Date.parse("2026-03-10T12:00:00Z");
const base: AppNotification = {
  id: "n1",
  title: "Tareas Pendientes",
  message: "Tienes 6 tareas pendientes en Portal",
  type: "warning",
  kind: "task_reminder",
  priority: "medium",
  action: { type: "navigate", target: "/project-management/p1", projectId: "p1" },
  read: false,
  timestamp: "2026-03-10T11:55:00Z",
};

function render(n: AppNotification) {
  return renderToStaticMarkup(
    <ul>
      <NotificationItem notification={n} now={now} onOpen={() => {}} onMarkRead={() => {}} onRemove={() => {}} />
    </ul>,
  );
}

beforeAll(async () => {
  initI18n("es");
  await i18n.changeLanguage("es");
  await loadNamespaces("notifications");
});

describe("NotificationItem", () => {
  it("shows title, translated type, message clamped to two lines, relative time and 'Clic para abrir'", async () => {
    const html = render(base);
    expect(html).toContain("Tareas Pendientes");
    expect(html).toContain("Advertencia");
    expect(html).toMatch(/class="line-clamp-2[^"]*">Tienes 6 tareas pendientes en Portal</);
    expect(html).toContain('<time dateTime="2026-03-10T11:55:00Z">hace 5 minutos</time>');
    expect(html).toContain("Clic para abrir");
    expect(html).toContain('aria-label="Marcar como leída: Tareas Pendientes"');
    expect(html).toContain('aria-label="Eliminar: Tareas Pendientes"');
    await i18n.changeLanguage("en");
    const english = render(base);
    expect(english).toContain("5 minutes ago");
    expect(english).toContain("Click to open");
    expect(english).toContain("Warning");
    await i18n.changeLanguage("es");
  });

  it("dates a notification from a server clock slightly ahead as now, not in the future", () => {
    expect(render({ ...base, timestamp: "2026-03-10T12:00:40Z" })).toContain(">ahora</time>");
    expect(render({ ...base, timestamp: "2026-03-12T12:00:00Z" })).toContain(">en 2 días</time>");
  });

  it("has no mark-read button once read, and no 'Clic para abrir' without a usable action", () => {
    const read = render({ ...base, read: true, action: null, type: "info" });
    expect(read).not.toContain("Marcar como leída");
    expect(read).toContain('aria-label="Eliminar: Tareas Pendientes"');
    expect(read).not.toContain("Clic para abrir");
    expect(read).toContain("Información");
    expect(render({ ...base, action: { type: "external", target: "javascript:alert(1)" } })).not.toContain("Clic para abrir");
  });

  it("shows a resolved notification as resolved, in both languages, never as unread", async () => {
    const resolved = render({ ...base, resolvedAt: "2026-03-10T11:58:00Z" });
    expect(resolved).toContain("Resuelta");
    expect(resolved).toContain('data-resolved="true"');
    expect(resolved).not.toContain("Sin leer");
    expect(resolved).not.toContain("Marcar como leída");
    expect(resolved).not.toContain("Advertencia");
    expect(render(base)).not.toContain("Resuelta");
    await i18n.changeLanguage("en");
    expect(render({ ...base, resolvedAt: "2026-03-10T11:58:00Z" })).toContain("Resolved");
    await i18n.changeLanguage("es");
  });
});
