import type { Page } from "playwright-core";

// The user manual's screenshots: one per section named here, taken on the real screens with the
// sample portfolio loaded, in light theme, in each language (decision 1103).

type Shot = { section: string; open: (page: Page, language: "es" | "en") => Promise<void> };

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
  // The event stream keeps the network busy: a short settle instead of "network idle".
  await page.waitForTimeout(1200);
}

async function firstSampleProject(page: Page): Promise<string> {
  const res = await page.request.get("/api/v1/portfolio/insights");
  const body = (await res.json()) as { items: { projectId: string }[] };
  const id = body.items[0]?.projectId;
  if (!id) throw new Error("no sample project");
  return id;
}

const simple = (section: string, path: string): Shot => ({ section, open: (page) => visit(page, path) });

export const manualShots: Shot[] = [
  simple("dashboard", "/dashboard"),
  simple("projects", "/projects"),
  { section: "project", open: async (page) => visit(page, `/project/${await firstSampleProject(page)}`) },
  { section: "board", open: async (page) => {
      await visit(page, `/project/${await firstSampleProject(page)}/board`);
      await page.locator("[data-card-id]").first().waitFor();
    } },
  { section: "projectManagement", open: async (page) => visit(page, `/project-management/${await firstSampleProject(page)}`) },
  simple("projectPlanner", "/project-planner"),
  simple("calendar", "/calendar"),
  { section: "aiPredictive", open: async (page) => {
      await visit(page, `/ai-predictive?project=${await firstSampleProject(page)}`);
      await page.getByTestId("forecast-p85").waitFor().catch(() => undefined);
    } },
  simple("analytics", "/analytics"),
  simple("resources", "/resources"),
  simple("capacity", "/capacity"),
  simple("timesheet", "/timesheet"),
  simple("reports", "/reports"),
  simple("automation", "/automation"),
  simple("genetics", "/genetics"),
  simple("communication", "/communication"),
  simple("virtualAgent", "/virtual-agent"),
  simple("orchestrator", "/orchestrator"),
  simple("marketingAgent", "/marketing-agent"),
  simple("innovation", "/innovation"),
  simple("bulkImport", "/bulk-import"),
  simple("team", "/team"),
  simple("training", "/training"),
  simple("course", "/course/primeros-pasos"),
  simple("videoCourse", "/video-course/primeros-pasos"),
  simple("settings", "/settings"),
];
