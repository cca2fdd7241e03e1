import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../i18n/i18n";
import { Header } from "./header";

// The header's markup for visitors and signed-in users; the browser specs drive it.

function render(session: { email: string } | null, path = "/") {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Header session={session} onSignOut={() => {}} bell={<button type="button">campana</button>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function links(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => `${m[1]} ${(m[2] ?? "").replace(/<[^>]+>/g, "")}`);
}

beforeAll(async () => {
  initI18n("es");
  await i18n.changeLanguage("es");
});

describe("header", () => {
  it("shows visitors the product and resources menus, the direct links and 'Iniciar Sesión'", () => {
    const html = render(null);
    // Each visitor page as a link shows it: its path and Spanish name.
    const [features, pricing, aiPredictive, useCases, userGuides, blog, aboutUs, contact, integrations, signIn] = [
      "/features Características", "/pricing Precios", "/product/ai-predictive IA Predictiva", "/use-cases Casos de Uso",
      "/user-guides Guías de Uso", "/blog Blog", "/about-us Sobre Nosotros", "/contact Contacto", "/integrations Integraciones",
      "/auth Iniciar Sesión",
    ];
    expect(links(html)).toEqual([
      "/ Rumbo",
      ...[features, pricing, aiPredictive, useCases, userGuides, blog, aboutUs, contact, integrations, signIn],
      // the mobile menu, hidden until the hamburger opens it
      ...[features, pricing, integrations, aiPredictive, useCases, userGuides, blog, aboutUs, contact, signIn],
    ]);
    expect(html).toContain(">Producto<");
    expect(html).toContain(">Recursos<");
    expect(html).toContain('aria-label="Abrir menú de navegación"');
    expect(html).not.toContain("Cerrar Sesión");
    expect(html).not.toContain("campana");
  });

  it("shows signed-in users the logo, the hamburger, the bell, their e-mail and 'Cerrar Sesión', and no site navigation", () => {
    const html = render({ email: "ana@example.mx" }, "/projects");
    // Their navigation is the sidebar (sidebar.test.tsx); the drawer renders only when opened.
    expect(links(html)).toEqual(["/ Rumbo"]);
    expect(html).not.toContain(">Producto<");
    expect(html).toContain('aria-label="Abrir menú de navegación"');
    expect(html).toContain("ana@example.mx");
    expect(html).toContain("Cerrar Sesión");
    expect(html).toContain("campana");
    expect(html).not.toContain("Iniciar Sesión");
  });
});
