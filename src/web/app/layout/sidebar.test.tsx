import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../i18n/i18n";
import { publicScreens, screenRoutes } from "../route-table";
import { SidebarNav } from "./sidebar";
import { currentSidebarEntry, sidebarGroups, visibleSidebarGroups } from "./sidebar-items";

beforeAll(async () => {
  initI18n("es");
  await i18n.changeLanguage("es");
});

describe("sidebar entries", () => {
  it("link every signed-in screen of spec section 2 that has a page of its own, once", () => {
    const linked = sidebarGroups.flatMap((group) => group.items.map((entry) => entry.to));
    expect(new Set(linked).size).toBe(linked.length);
    // Screens reached from another one (a project, a course, an invitation) have no entry of their own.
    const reachedFromOthers = new Set(["project", "projectManagement", "course", "videoCourse", "board", "teamInvitation"]);
    const appPaths = screenRoutes
      .filter((route) => !publicScreens.has(route.screen) && !reachedFromOthers.has(route.screen) && !route.path.includes(":"))
      .map((route) => route.path);
    expect(appPaths.filter((path) => !linked.includes(path))).toEqual([]);
    for (const path of ["/user-manual", "/resources/api-docs"]) expect(linked).toContain(path);
  });

  it("group them as the issue asks, with the spec's 'IA Avanzada' labels first in their group", () => {
    expect(sidebarGroups.map((group) => group.id)).toEqual(["work", "advancedAi", "communication", "learning", "admin", "account"]);
    const ai = sidebarGroups.find((group) => group.id === "advancedAi")?.items.map((entry) => i18n.t(entry.label)) ?? [];
    expect(ai.slice(0, 4)).toEqual(["IA Predictiva", "Genética de Proyectos", "Análisis Avanzado", "Automatización"]);
    expect(ai.slice(4)).toEqual(["Asistente virtual", "Orquestador", "Innovación", "Agente de marketing"]);
  });

  it("show the administration group to administrators only", () => {
    expect(visibleSidebarGroups(false).map((group) => group.id)).not.toContain("admin");
    expect(visibleSidebarGroups(true).map((group) => group.id)).toContain("admin");
    const memberPaths = visibleSidebarGroups(false).flatMap((group) => group.items.map((entry) => entry.to));
    expect(memberPaths.some((path) => path.startsWith("/admin"))).toBe(false);
  });
});

describe("the current entry", () => {
  const current = (path: string) => currentSidebarEntry(path)?.to;

  it("is the entry of the path, also below it", () => {
    expect(current("/dashboard")).toBe("/dashboard");
    expect(current("/genetics")).toBe("/genetics");
    expect(current("/genetics/p-1")).toBe("/genetics");
    expect(current("/admin/users")).toBe("/admin/users");
    expect(current("/settings/")).toBe("/settings");
  });

  it("marks 'Proyectos' on a project's pages and 'Capacitación' on a course", () => {
    expect(current("/project/p-1")).toBe("/projects");
    expect(current("/project/p-1/board")).toBe("/projects");
    expect(current("/project-management/p-1")).toBe("/projects");
    expect(current("/course/c-1")).toBe("/training");
    expect(current("/video-course/c-1")).toBe("/training");
  });

  it("takes the longest match by whole segments", () => {
    expect(current("/resources/api-docs")).toBe("/resources/api-docs");
    expect(current("/resources")).toBe("/resources");
    expect(current("/project-planner")).toBe("/project-planner");
    expect(current("/projects-archive")).toBeUndefined();
  });

  it("is none on a page without an entry", () => {
    expect(current("/")).toBeUndefined();
    expect(current("/pricing")).toBeUndefined();
    // Only administrators' groups hold the admin entries.
    expect(currentSidebarEntry("/admin/logs", visibleSidebarGroups(false))).toBeUndefined();
  });
});

describe("sidebar markup", () => {
  function render(path: string, isCompact: boolean) {
    return renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <SidebarNav groups={visibleSidebarGroups(false)} isCompact={isCompact} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it("marks the current entry with aria-current='page', and only it", () => {
    const html = render("/project/p-1", false);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a [^>]*href="\/projects"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/projects"/);
    expect(html).toContain(">Trabajo<");
    expect(html).toContain(">IA Avanzada<");
  });

  it("keeps every name for assistive technology when compact, and names the tooltips", () => {
    const html = render("/dashboard", true);
    expect(html).toContain('data-tooltip="Centro de capacidad"');
    expect(html).toContain('<span class="sr-only">Centro de capacidad</span>');
    expect(html).toMatch(/<p [^>]*class="[^"]*sr-only[^"]*"[^>]*>Trabajo</);
  });
});
