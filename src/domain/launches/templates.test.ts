import { describe, expect, it } from "vitest";
import { addDays, audienceNames, canApprove, draftKinds, NOTES_MAX_ITEMS, SOCIAL_MAX, writeDraft, type LaunchFacts } from "./templates";

const facts: LaunchFacts = {
  projectName: "Portal Atlas",
  projectDescription: "Portal de autoservicio para clientes. Reemplaza el sistema anterior.",
  planName: "Atlas 2.0",
  launchDate: "2031-03-14",
  segments: ["managers", "executives"],
  customAudiences: ["Socios de Monterrey"],
  completedTasks: [
    { title: "Pago con tarjeta", completedAt: "2031-03-01T10:00:00Z" },
    { title: "Inicio de sesión con passkey", completedAt: "2031-02-20T10:00:00Z" },
  ],
  openTasks: 3,
};

describe("launch draft templates", () => {
  it("release notes list every completed task and count the open ones, in Spanish", () => {
    const d = writeDraft("release_notes", "es", facts);
    expect(d.subject).toBe("Notas de la versión: Atlas 2.0");
    expect(d.body).toContain("Proyecto: Portal Atlas");
    expect(d.body).toContain("Fecha de lanzamiento: 14 de marzo de 2031");
    expect(d.body).toContain("## Lo que se entrega (2 tareas completadas)");
    expect(d.body).toContain("- Pago con tarjeta\n- Inicio de sesión con passkey");
    expect(d.body).toContain("Pendiente: 3 tareas abiertas en el proyecto.");
    // Only the description's first sentence.
    expect(d.body).toContain("Portal de autoservicio para clientes.");
    expect(d.body).not.toContain("Reemplaza");
  });

  it("release notes in English, and say so when nothing is completed (no invented content)", () => {
    const d = writeDraft("release_notes", "en", { ...facts, completedTasks: [], openTasks: 1 });
    expect(d.subject).toBe("Release notes: Atlas 2.0");
    expect(d.body).toContain("Launch date: March 14, 2031");
    expect(d.body).toContain("The project has no completed tasks yet.");
    expect(d.body).toContain("Still open: 1 task in the project.");
  });

  it("release notes cut long lists and count the rest", () => {
    const many = Array.from({ length: NOTES_MAX_ITEMS + 4 }, (_, i) => ({ title: `Tarea ${i + 1}`, completedAt: "2031-01-01T00:00:00Z" }));
    const d = writeDraft("release_notes", "es", { ...facts, completedTasks: many });
    expect(d.body).toContain(`- Tarea ${NOTES_MAX_ITEMS}\n`);
    expect(d.body).not.toContain(`- Tarea ${NOTES_MAX_ITEMS + 1}\n`);
    expect(d.body).toContain("- …y 4 tareas más");
  });

  it("the stakeholder e-mail names the launch, its date, the highlights and the audiences", () => {
    const es = writeDraft("stakeholder_email", "es", facts);
    expect(es.subject).toBe("Lanzamiento: Atlas 2.0 (14 de marzo de 2031)");
    expect(es.body).toContain("Les compartimos el lanzamiento de Atlas 2.0, del proyecto Portal Atlas, previsto para el 14 de marzo de 2031.");
    expect(es.body).toContain("Este mensaje es para: gerentes de proyecto, ejecutivos y Socios de Monterrey.");
    const en = writeDraft("stakeholder_email", "en", facts);
    expect(en.body).toContain("This message is for: project managers, executives, and Socios de Monterrey.");
    expect(en.body).toContain("- Pago con tarjeta");
  });

  it("the internal announcement thanks the team with the real count", () => {
    expect(writeDraft("internal_announcement", "es", facts).body).toContain("Gracias a todo el equipo por las 2 tareas completadas.");
    expect(writeDraft("internal_announcement", "en", { ...facts, completedTasks: facts.completedTasks.slice(0, 1) }).body).toContain("the 1 completed task.");
  });

  it("the social post stays within the limit and carries the project's hashtag", () => {
    const d = writeDraft("social_post", "es", facts);
    expect(d.body).toBe("Ya llega Atlas 2.0 el 14 de marzo de 2031. Novedad: Pago con tarjeta. #PortalAtlas");
    const long = writeDraft("social_post", "en", { ...facts, completedTasks: [{ title: "x".repeat(400), completedAt: "2031-01-01T00:00:00Z" }] });
    expect(long.body.length).toBeLessThanOrEqual(SOCIAL_MAX);
    expect(long.body.endsWith("…")).toBe(true);
  });

  it("every kind in both languages is deterministic and never empty", () => {
    for (const kind of draftKinds) {
      for (const lang of ["es", "en"] as const) {
        const a = writeDraft(kind, lang, facts);
        expect(a).toEqual(writeDraft(kind, lang, facts));
        expect(a.subject.length).toBeGreaterThan(0);
        expect(a.body.length).toBeGreaterThan(0);
      }
    }
    expect(writeDraft("stakeholder_email", "es", { ...facts, launchDate: null }).subject).toBe("Lanzamiento: Atlas 2.0");
  });

  it("audiences, dates and the approval rule", () => {
    expect(audienceNames({ segments: ["directors"], customAudiences: [] }, "es")).toEqual(["directores de TI"]);
    expect(addDays("2031-03-14", -14)).toBe("2031-02-28");
    expect(addDays("2031-12-30", 7)).toBe("2032-01-06");
    expect(canApprove({ authorId: "ana", status: "draft" }, "ana")).toBe("own");
    expect(canApprove({ authorId: "ana", status: "draft" }, "mo")).toBe("ok");
    expect(canApprove({ authorId: "ana", status: "approved" }, "mo")).toBe("not_draft");
  });
});
