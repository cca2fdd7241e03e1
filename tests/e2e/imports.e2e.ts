import type { Browser, BrowserContext } from "playwright-core";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { collectPageErrors, registerVerified, signIn, startLoggingServer, type LoggingServer } from "./support/planning-server";

// Issue 23, decision 1209: a Jira CSV export imported through the bulk-import page. The mapping
// step names the source and how its numbers and dates read, the tasks land with their epic as a
// milestone, and the next Jira file opens with the mapping remembered. In Spanish and English,
// at 360 px, axe clean.

const stamp = Date.now();
// One account (so one workspace) per language: each starts with no remembered mapping.
const account = (language: "es" | "en") => `ana-imp-${language}-${stamp}@example.mx`;
const jira = join(__dirname, "../fixtures/imports/jira-export.csv");

let server: LoggingServer;
let browser: Browser;

const text = {
  es: { upload: "Archivo para importar (CSV, XLSX o JSON)", source: "Origen detectado: exportación CSV de Jira.", willRemember: "Al importar, Rumbo recordará", remembered: "Usamos las columnas que relacionaste la última vez para archivos de exportación CSV de Jira.", numbers: "Números", project: "Proyecto de destino", review: "Revisar filas", import: "Importar", done: "Importación completa", links: "Hitos creados desde épicas: 1; dependencias: 1.", another: "Importar otro archivo", assignees: "Responsables" },
  en: { upload: "File to import (CSV, XLSX or JSON)", source: "Detected source: Jira CSV export.", willRemember: "When you import, Rumbo remembers", remembered: "Using the columns you mapped last time for files from Jira CSV export.", numbers: "Numbers", project: "Target project", review: "Check rows", import: "Import", done: "Import complete", links: "Milestones made from epics: 1; dependencies: 1.", another: "Import another file", assignees: "Assignees" },
} as const;

async function open(language: "es" | "en", width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 }, locale: language === "es" ? "es-MX" : "en-US", timezoneId: "America/Mexico_City", reducedMotion: "reduce" });
  await context.addInitScript((lang) => {
    if (!localStorage.getItem("rumbo.language")) localStorage.setItem("rumbo.language", lang);
  }, language);
  await signIn(server, context, account(language));
  return context;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startLoggingServer(), launchBrowser()]);
  await Promise.all([registerVerified(server, account("es"), "Ana López"), registerVerified(server, account("en"), "Ana López")]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("importing a Jira CSV in Chromium", () => {
  for (const language of ["es", "en"] as const) {
    it(`${language}: at 360 px the mapping step shows the source and reading, imports, and remembers the mapping`, async () => {
      const t = text[language];
      const context = await open(language, 360);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const created = await context.request.post(`${server.baseUrl}/api/v1/projects`, { data: { name: `Portal CFDI ${language}` }, headers: { origin: server.baseUrl } });
      expect(created.ok()).toBe(true);
      const projectId = ((await created.json()) as { id: string }).id;

      await page.goto("/bulk-import");
      await page.getByLabel(t.upload).setInputFiles(jira);
      await page.getByText(t.source).waitFor();
      await page.getByText(t.willRemember).waitFor();
      expect(await page.getByLabel(t.numbers, { exact: true }).inputValue()).toBe("auto");
      expect(await page.getByLabel(t.assignees, { exact: true }).inputValue()).toBe("Assignee");
      await page.getByLabel(t.project).selectOption(projectId);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, "no horizontal scroll at 360 px").toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page, `mapping step (${language})`);

      await page.getByRole("button", { name: t.review }).click();
      await page.getByTestId("preview-counts").waitFor();
      await page.getByRole("button", { name: t.import, exact: true }).click();
      await page.getByTestId("import-links").getByText(t.links).waitFor();
      await expectNoAxeViolations(page, `import result (${language})`);

      const tasks = await context.request.get(`${server.baseUrl}/api/v1/projects/${projectId}/tasks/export?format=json`);
      const body = (await tasks.json()) as { tasks: { title: string; milestone: string | null; estimateHours: number | null }[] };
      expect(body.tasks.map((x) => [x.title, x.milestone, x.estimateHours]).sort()).toEqual([
        ["Acentos rotos en la razón social (Ñ)", null, 1],
        ["Cancelación de CFDI con acuse", "Facturación electrónica 4.0", 4],
        ["Timbrado de facturas con el PAC", "Facturación electrónica 4.0", 8],
        ["Validar RFC del receptor", null, 1.5],
      ]);

      // The next Jira file opens with the mapping remembered.
      await page.getByRole("button", { name: t.another }).click();
      await page.getByLabel(t.upload).setInputFiles(jira);
      await page.getByText(t.remembered).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
