import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { TaskComment, Timeline } from "../../../domain/task-activity/contract";
import { communicationKeys } from "../../api/communication";
import { taskActivityKeys } from "../../api/task-activity";
import { i18n, initI18n, loadNamespaces } from "../../i18n/i18n";
import { TaskActivitySection } from "./task-activity-section";

const comment = (id: string, body: string, extra: Partial<TaskComment> = {}) => ({
  kind: "comment" as const,
  at: "2026-03-10T12:00:00.000Z",
  comment: { id, taskId: "t1", authorId: "ana", authorName: "Ana López", body, mentions: [], attachments: [], editedAt: null, deleted: false, createdAt: "2026-03-10T12:00:00.000Z", mine: true, ...extra },
});

function render(timeline: Timeline, canEdit = true) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(taskActivityKeys.timeline("t1"), timeline);
  client.setQueryData(communicationKeys.members(), [{ id: "luis", name: "Luis Pérez", handle: "luis.perez" }]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TaskActivitySection projectId="p1" taskId="t1" canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  initI18n("es");
  await i18n.changeLanguage("es");
  await loadNamespaces("task-activity");
});

describe("TaskActivitySection", () => {
  it("keeps XSS payloads inert: no markup, handler or javascript: link from a comment", () => {
    const html = render({
      canComment: true,
      items: [comment("c1", '<script>alert(1)</script> <img src=x onerror="alert(2)"> [clic](javascript:alert(3)) **ok** @luis.perez https://example.mx/a')],
    });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<strong>ok</strong>");
    expect(html).toContain("@Luis Pérez");
    expect(html).toContain('href="https://example.mx/a"');
  });

  it("shows comments and changes as one timeline, with the edited and deleted marks and downloads", () => {
    const html = render({
      canComment: true,
      items: [
        comment("c1", "Listo", { editedAt: "2026-03-10T12:05:00.000Z", attachments: [{ id: "a1", filename: "acta.pdf", contentType: "application/pdf", size: 2048, url: "/api/v1/attachments/a1", createdAt: "2026-03-10T12:00:00.000Z" }] }),
        { kind: "change", at: "2026-03-10T12:10:00.000Z", id: "h1", actorName: "Luis Pérez", byRule: false, changes: [{ field: "status", from: "Pendiente", to: "En progreso" }, { field: "cf:Cliente", from: null, to: "Acme" }] },
        comment("c2", "", { deleted: true, mine: false }),
      ],
    });
    expect(html).toContain("(editado)");
    expect(html).toContain('href="/api/v1/attachments/a1"');
    expect(html).toContain("Luis Pérez cambió");
    expect(html).toMatch(/Estado<\/span>: <span[^>]*>Pendiente<\/span> → <span>En progreso<\/span>/);
    expect(html).toContain("Campo «Cliente»");
    expect(html).toContain("Comentario eliminado.");
    expect(html).toContain("Hasta 5 archivos de 10 MB");
  });

  it("lets a viewer read but not write", () => {
    const html = render({ canComment: false, items: [comment("c1", "hola", { mine: false })] }, false);
    expect(html).toContain("hola");
    expect(html).not.toContain("<textarea");
    expect(html).toContain("Tu rol puede leer la actividad, pero no comentar.");
  });
});
