// The Gantt chart with 2,000 tasks (issue 5's figure): time to first render and frame times while
// scrolling, measured in Chromium against the built server. Tasks are seeded in the database (with
// an API token the browser sends as a header), so the figure is the page's, not the import's.
// Figures are printed, never asserted.
import { randomUUID } from "node:crypto";
import { chromium, type Page } from "playwright-core";
import { addDays, todayIn } from "../src/domain/planning/calendar";
import { openDatabase } from "../src/db/client";
import { projectMilestones, projectTasks, projects, taskDependencies } from "../src/db/schema/projects";
import { seedApiTokens, seedOwners } from "./support/accounts";
import { pgliteTarget, startServer } from "./support/server";

const TASKS = 2_000;
const CHAIN = 10; // each task depends on the previous one within chains of ten
const TOKEN = "rumbo_ganttbenchtokenganttbenchtokenganttbench";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function seed(dataDir: string): Promise<string> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  await database.migrate();
  const db = database.db;
  const owner = { userId: "gantt", workspaceId: "w-gantt", name: "Gantt", token: TOKEN };
  await seedOwners(db, [owner]);
  await seedApiTokens(db, [owner]);
  const today = todayIn("America/Mexico_City");
  const [project] = await db.insert(projects).values({ workspaceId: "w-gantt", ownerId: "gantt", name: "Gantt de 2,000 tareas", startDate: addDays(today, -30) }).returning();
  if (!project) throw new Error("no project");
  const ids = Array.from({ length: TASKS }, () => randomUUID());
  for (let start = 0; start < TASKS; start += 500) {
    await db.insert(projectTasks).values(
      ids.slice(start, start + 500).map((id, k) => {
        const i = start + k;
        const chainStart = Math.floor(i / CHAIN) * 3 - 30;
        const offset = chainStart + (i % CHAIN) * 4;
        return { id, projectId: project.id, title: `Tarea ${i + 1}`, status: i % 7 === 0 ? "Completada" : "Pendiente", startDate: addDays(today, offset), endDate: addDays(today, offset + 2 + (i % 3)), position: i };
      }),
    );
  }
  const dependencies = ids.flatMap((id, i) => (i % CHAIN === 0 ? [] : [{ taskId: id, dependsOnTaskId: ids[i - 1] as string }]));
  for (let start = 0; start < dependencies.length; start += 500) await db.insert(taskDependencies).values(dependencies.slice(start, start + 500));
  await db.insert(projectMilestones).values(Array.from({ length: 12 }, (_, k) => ({ projectId: project.id, name: `Hito ${k + 1}`, dueDate: addDays(today, k * 30) })));
  await database.close();
  return project.id;
}

type FrameStats = { frames: number; p50: number; p95: number; p99: number; max: number; over16: number; over33: number; longTasks: number };

/** Scrolls the chart by `step` px a frame for `durationMs` and samples frame times with rAF. */
async function scrollFrames(page: Page, axis: "top" | "left", step: number, durationMs: number): Promise<FrameStats> {
  return page.evaluate(
    async ({ axis, step, durationMs }) => {
      const scroller = document.querySelector<HTMLElement>('[data-testid="gantt-scroller"]');
      if (!scroller) throw new Error("no gantt");
      let longTasks = 0;
      const observer = new PerformanceObserver((list) => (longTasks += list.getEntries().length));
      observer.observe({ type: "longtask", buffered: false });
      const deltas: number[] = [];
      await new Promise<void>((resolve) => {
        let last = performance.now();
        const started = last;
        const tick = (now: number) => {
          deltas.push(now - last);
          last = now;
          if (axis === "top") scroller.scrollTop += step;
          else scroller.scrollLeft += step;
          if (now - started < durationMs) requestAnimationFrame(tick);
          else resolve();
        };
        requestAnimationFrame(tick);
      });
      observer.disconnect();
      deltas.shift();
      const sorted = [...deltas].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return {
        frames: deltas.length,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        max: sorted.at(-1) ?? 0,
        over16: deltas.filter((d) => d > 17.5).length,
        over33: deltas.filter((d) => d > 34).length,
        longTasks,
      };
    },
    { axis, step, durationMs },
  );
}

const target = await pgliteTarget();
const rows: string[] = [];
try {
  const projectId = await seed(target.dataDir!);
  const server = await startServer(target.env);
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City", extraHTTPHeaders: { authorization: `Bearer ${TOKEN}` } });
    // tsx keeps function names with a __name helper that functions sent to the page would miss.
    await context.addInitScript("globalThis.__name = (fn) => fn;");
    const page = await context.newPage();
    const url = `${server.url}/calendar?tab=gantt&project=${projectId}`;
    await page.goto(url); // warm-up: caches the chunks as a returning user would have them
    await page.locator("[data-bar-id]").first().waitFor({ timeout: 60_000 });
    const renders: { mark: number; bars: number; tasksResponse: number }[] = [];
    for (let run = 0; run < 3; run++) {
      const started = Date.now();
      await page.goto(url);
      await page.locator("[data-bar-id]").first().waitFor({ timeout: 60_000 });
      const bars = Date.now() - started;
      const timing = await page.evaluate(() => {
        const mark = performance.getEntriesByName("gantt:rendered")[0]?.startTime ?? Number.NaN;
        const tasks = performance.getEntriesByType("resource").find((e) => e.name.includes("/tasks")) as PerformanceResourceTiming | undefined;
        return { mark, tasksResponse: tasks ? tasks.responseEnd : Number.NaN };
      });
      renders.push({ mark: timing.mark, bars, tasksResponse: timing.tasksResponse });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    const drawn = await page.locator("[data-bar-id]").count();
    rows.push(
      `time to first render, ${TASKS} tasks (${TASKS - TASKS / CHAIN} dependencies, 12 milestones), median of 3: ${median(renders.map((r) => r.mark)).toFixed(0)} ms from navigation start to the chart's first commit (tasks answer at ${median(renders.map((r) => r.tasksResponse)).toFixed(0)} ms); ${median(renders.map((r) => r.bars))} ms until a bar is visible, measured from goto`,
    );
    rows.push(`bars in the DOM after the first render: ${drawn} of ${TASKS} (rows outside the viewport are not rendered)`);
    for (const [label, axis, step] of [
      ["vertical scroll, 120 px a frame", "top", 120],
      ["horizontal scroll, 64 px a frame", "left", 64],
    ] as const) {
      await page.evaluate(() => {
        const scroller = document.querySelector<HTMLElement>('[data-testid="gantt-scroller"]');
        if (scroller) {
          scroller.scrollTop = 0;
          scroller.scrollLeft = 0;
        }
      });
      const s = await scrollFrames(page, axis, step, 3_000);
      rows.push(
        `${label}, 3 s: ${s.frames} frames, frame time p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms; frames over 16.7 ms: ${s.over16}, over 33 ms: ${s.over33}; long tasks: ${s.longTasks}`,
      );
    }
    await page.getByRole("radio", { name: "Mes" }).click();
    const month = await scrollFrames(page, "top", 120, 2_000);
    rows.push(`month zoom, vertical scroll 2 s: p50 ${month.p50.toFixed(1)} ms, p95 ${month.p95.toFixed(1)} ms, max ${month.max.toFixed(1)} ms, frames over 16.7 ms: ${month.over16}`);
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  await target.cleanup();
}
console.log("\n# Gantt chart in Chromium (bench/gantt.ts)");
for (const row of rows) console.log(row);
