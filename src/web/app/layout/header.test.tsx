import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../i18n/i18n";
import { Header } from "./header";

// The browser tests cover the visitor header; the signed-in variant has no session to sign in
// with until the accounts issue lands, so its markup is checked here.

function render(session: { email: string } | null, path = "/") {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Header session={session} onSignOut={() => {}} bell={<button type="button">campana</button>} />
    </MemoryRouter>,
  );
}

function links(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => `${m[1]} ${(m[2] ?? "").replace(/<[^>]+>/g, "")}`);
}

/** Whether `expected` appears in `actual` in the same order, other entries allowed between. */
function inOrder(actual: string[], expected: string[]): boolean {
  let at = 0;
  for (const item of actual) if (item === expected[at]) at++;
  return at === expected.length;
}

beforeAll(async () => {
  initI18n("es");
  await i18n.changeLanguage("es");
});

describe("header", () => {
  it("shows visitors the product and resources menus, the direct links and 'Iniciar Sesión'", () => {
    const html = render(null);
    expect(links(html)).toEqual([
      "/ Rumbo",
      "/features Características",
      "/pricing Precios",
      "/product/ai-predictive IA Predictiva",
      "/use-cases Casos de Uso",
      "/user-guides Guías de Uso",
      "/blog Blog",
      "/about-us Sobre Nosotros",
      "/contact Contacto",
      "/integrations Integraciones",
      "/auth Iniciar Sesión",
      // the mobile menu, hidden until the hamburger opens it
      "/features Características",
      "/pricing Precios",
      "/integrations Integraciones",
      "/product/ai-predictive IA Predictiva",
      "/use-cases Casos de Uso",
      "/user-guides Guías de Uso",
      "/blog Blog",
      "/about-us Sobre Nosotros",
      "/contact Contacto",
      "/auth Iniciar Sesión",
    ]);
    expect(html).toContain(">Producto<");
    expect(html).toContain(">Recursos<");
    expect(html).toContain('aria-label="Abrir menú de navegación"');
    expect(html).not.toContain("Cerrar Sesión");
    expect(html).not.toContain("campana");
  });

  it("shows signed-in users the app links, 'IA Avanzada', the bell, their e-mail and 'Cerrar Sesión'", () => {
    const html = render({ email: "ana@example.mx" }, "/projects");
    const all = links(html);
    // Spec section 2's entries, in this order (other screens may add links between them).
    expect(inOrder(all, [
      "/ Rumbo",
      "/dashboard Dashboard",
      "/projects Proyectos",
      "/team Equipo",
      "/settings Configuración",
      "/ai-predictive IA Predictiva",
      "/genetics Genética de Proyectos",
      "/analytics Análisis Avanzado",
      "/automation Automatización",
      // the mobile menu: main links, the AI group, then settings beside the e-mail
      "/dashboard Dashboard",
      "/projects Proyectos",
      "/team Equipo",
      "/ai-predictive IA Predictiva",
      "/genetics Genética de Proyectos",
      "/analytics Análisis Avanzado",
      "/automation Automatización",
      "/settings Configuración",
    ])).toBe(true);
    expect(all.some((link) => link.startsWith("/features") || link.startsWith("/auth"))).toBe(false);
    expect(html).toContain(">IA Avanzada<");
    expect(html).toContain("ana@example.mx");
    expect(html).toContain("Cerrar Sesión");
    expect(html).toContain("campana");
    expect(html).not.toContain("Iniciar Sesión");
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/projects"|<a [^>]*href="\/projects"[^>]*aria-current="page"/);
  });
});
