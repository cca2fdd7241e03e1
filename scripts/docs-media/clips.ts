import type { Locator, Page } from "playwright-core";
import type { ClipRecorder, Localized } from "./recorder";

// The clips of 'Primeros pasos en Rumbo', one per lesson, driven on the Spanish (es-MX) screens;
// each step's caption is written in both languages (decision 1103).

export type ClipScript = { id: string; lessonId: string; title: Localized; before?: (page: Page) => Promise<void>; run: (page: Page, r: ClipRecorder) => Promise<void> };

/** Moves the pointer to the element the way a person would, then clicks it. */
async function press(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 14 });
  await page.waitForTimeout(250);
  await target.click();
}

async function hover(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (box) await page.mouse.move(box.x + Math.min(box.width / 2, 60), box.y + box.height / 2, { steps: 12 });
  await page.waitForTimeout(500);
}

async function type(target: Locator, text: string): Promise<void> {
  await target.click();
  await target.pressSequentially(text, { delay: 45 });
}

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name }).first().waitFor();
const sidebar = (page: Page) => page.getByRole("navigation").filter({ has: page.getByRole("link", { name: "Proyectos" }) }).first();
const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const clips: ClipScript[] = [
  {
    id: "espacio-de-trabajo",
    lessonId: "bienvenida",
    title: { es: "Tu espacio de trabajo y el pronóstico", en: "Your workspace and the forecast" },
    before: async (page) => {
      await page.goto("/dashboard");
      await heading(page, /Hola|Dashboard/);
      await page.getByRole("button", { name: "Cargar datos de ejemplo" }).first().waitFor();
    },
    run: async (page, r) => {
      r.chapter({ es: "El dashboard", en: "The dashboard" });
      await r.step({ es: "Al entrar, Rumbo te lleva al Dashboard.", en: "After signing in, Rumbo takes you to the Dashboard." }, async () => hover(page, page.locator("main h1").first()));
      await r.step({ es: "Sin datos aún: carga la cartera de ejemplo, marcada como «Ejemplo».", en: "No data yet: load the sample portfolio, labelled 'Sample'." }, async () => {
        await press(page, page.getByRole("button", { name: "Cargar datos de ejemplo" }).first());
        await page.getByText("Datos de ejemplo cargados").first().waitFor({ timeout: 60_000 });
      });
      await r.step({ es: "El resumen se llena con proyectos, tareas y predicciones.", en: "The summary fills with projects, tasks and predictions." }, async () => {
        await page.mouse.wheel(0, 320);
        await page.waitForTimeout(1200);
        await page.mouse.wheel(0, -320);
      }, 3.2);
      r.chapter({ es: "La barra lateral", en: "The sidebar" });
      await r.step({ es: "La barra lateral agrupa Trabajo, Comunicación, Aprendizaje y Administración.", en: "The sidebar groups Work, Communication, Learning and Administration." }, async () => {
        for (const name of ["Proyectos", "Calendario", "Capacitación"]) await hover(page, sidebar(page).getByRole("link", { name, exact: true }).first());
      });
      await r.step({ es: "En Proyectos está tu cartera; los de ejemplo llevan su etiqueta.", en: "Projects holds your portfolio; sample ones carry their label." }, async () => {
        await press(page, sidebar(page).getByRole("link", { name: "Proyectos", exact: true }).first());
        await heading(page, "Proyectos");
      }, 3);
      r.chapter({ es: "El pronóstico", en: "The forecast" });
      await r.step({ es: "IA Predictiva ordena los proyectos por riesgo.", en: "Predictive AI ranks projects by risk." }, async () => {
        await press(page, sidebar(page).getByRole("link", { name: "IA Predictiva", exact: true }).first());
        await heading(page, "IA Predictiva");
        await page.getByTestId("portfolio-risk").getByRole("link").first().waitFor();
      }, 3);
      await r.step({ es: "Cada proyecto tiene su fecha probable (P50) y una más segura (P85).", en: "Each project has a likely date (P50) and a safer one (P85)." }, async () => {
        await press(page, page.getByTestId("portfolio-risk").getByRole("link").first());
        await page.getByTestId("forecast-p85").waitFor();
        await hover(page, page.getByTestId("forecast-p50"));
        await hover(page, page.getByTestId("forecast-p85"));
      }, 4);
    },
  },
  {
    id: "primer-proyecto",
    lessonId: "primer-proyecto",
    title: { es: "Crear tu primer proyecto y su tablero", en: "Create your first project and its board" },
    before: async (page) => {
      await page.goto("/projects");
      await heading(page, "Proyectos");
    },
    run: async (page, r) => {
      r.chapter({ es: "Crear el proyecto", en: "Create the project" });
      await r.step({ es: "«Nuevo proyecto» abre el planificador, un asistente corto.", en: "'New project' opens the planner, a short wizard." }, async () => {
        await press(page, page.locator("main").getByRole("link", { name: "Nuevo proyecto" }).first());
        await heading(page, "Nuevo proyecto");
      });
      await r.step({ es: "Escribe el nombre y la descripción.", en: "Type the name and the description." }, async () => {
        await type(page.getByLabel("Nombre", { exact: true }), "Portal de proveedores");
        await type(page.getByLabel("Descripción"), "Alta y seguimiento de proveedores.");
        await press(page, page.getByRole("button", { name: "Siguiente" }));
      });
      await r.step({ es: "Fechas y presupuesto, en pesos mexicanos.", en: "Dates and budget, in Mexican pesos." }, async () => {
        await page.getByLabel("Fecha de entrega").fill(isoDate(90));
        await type(page.getByLabel("Presupuesto (MXN)"), "250000");
        await press(page, page.getByRole("button", { name: "Siguiente" }));
      });
      await r.step({ es: "Prioridad, fase y metodología: Kanban crea los primeros hitos y tareas.", en: "Priority, phase and methodology: Kanban lays out the first milestones and tasks." }, async () => {
        await press(page, page.getByRole("radio", { name: /Kanban/ }));
        await press(page, page.getByRole("button", { name: "Siguiente" }));
      });
      await r.step({ es: "Revisa y crea: el avance empieza en 0 %.", en: "Review and create: progress starts at 0 %." }, async () => {
        await press(page, page.getByRole("button", { name: "Crear proyecto" }));
        await page.waitForURL(/\/project\/[0-9a-f-]{36}$/);
        await heading(page, "Portal de proveedores");
      }, 3.2);
      r.chapter({ es: "El tablero", en: "The board" });
      await r.step({ es: "El tablero Kanban muestra las tareas por estado.", en: "The Kanban board shows the tasks by status." }, async () => {
        await page.goto(`${new URL(page.url()).pathname}/board`);
        await page.locator("[data-card-id]").first().waitFor();
      }, 3);
      await r.step({ es: "Arrastra una tarjeta para cambiar su estado.", en: "Drag a card to change its status." }, async () => {
        const card = page.locator('[data-column="Pendiente"] [data-card-id]').first();
        const target = page.locator('[data-column="En progreso"] ul').first();
        const from = await card.boundingBox();
        const to = await target.boundingBox();
        if (!from || !to) return;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2, { steps: 12 });
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
        await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height - 10, 80), { steps: 24 });
        await page.mouse.up();
      }, 4);
    },
  },
  {
    id: "campana",
    lessonId: "campana",
    title: { es: "La campana de notificaciones", en: "The notification bell" },
    before: async (page) => {
      await page.goto("/dashboard");
      await heading(page, /Hola|Dashboard/);
    },
    run: async (page, r) => {
      r.chapter({ es: "La campana", en: "The bell" });
      const bell = page.getByRole("button", { name: /^Notificaciones/ }).first();
      await r.step({ es: "La campana del encabezado cuenta tus avisos sin leer.", en: "The header's bell counts your unread notices." }, async () => hover(page, bell));
      await r.step({ es: "Rumbo te avisa de tareas vencidas, sobrecarga e hitos próximos.", en: "Rumbo warns you of overdue tasks, overload and upcoming milestones." }, async () => {
        await press(page, bell);
        await page.getByRole("dialog").first().waitFor();
      }, 3.5);
      await r.step({ es: "Cada aviso te lleva a la pantalla donde puedes actuar.", en: "Each notice takes you to the screen where you can act." }, async () => {
        const first = page.getByRole("dialog").first().locator("li").first();
        if (await first.count()) await hover(page, first);
      }, 3.5);
      r.chapter({ es: "Cerrar", en: "Closing" });
      await r.step({ es: "Esc cierra el panel.", en: "Esc closes the panel." }, async () => {
        await page.keyboard.press("Escape");
      }, 2);
    },
  },
];
