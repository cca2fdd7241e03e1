// Lighthouse (mobile, simulated throttling) on the screens people use all day, signed in:
// /dashboard, /projects and /project/:id of a workspace with 24 projects of 12 tasks each, and
// /auth reached signed out. Targets (issue 17): performance >= 0.90 each, >= 0.95 on /dashboard;
// /auth >= 0.95 with CLS < 0.02. Printed, not asserted.
// The account is inserted straight into the tables (as bench/auth.ts does) and signs in through
// the real HTTP path; its session cookie is set in the audited browser.
import { existsSync } from "node:fs";
import { launch } from "chrome-launcher";
import { chromium } from "playwright-core";
import { openDatabase } from "../src/db/client";
import { accounts } from "../src/db/schema/accounts";
import { projectTasks, projects } from "../src/db/schema/projects";
import { hashPassword } from "../src/server/features/auth/password-hasher";
import { seedAccounts } from "../src/server/testing/accounts";
import { markScheduledJobsDone } from "./support/accounts";
import { auditPage, chromeFlags, printTable } from "./support/lighthouse";
import { pgliteTarget, startServer } from "./support/server";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const EMAIL = "lighthouse@example.mx";
const PASSWORD = "correcto caballo batería grapa";
const log = (message: string) => process.stderr.write(`lighthouse-app: ${message}\n`);
if (!existsSync(chromePath)) {
  log(`Chromium not found at ${chromePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const target = await pgliteTarget();
const database = await openDatabase({ kind: "pglite", dataDir: target.dataDir! });
await database.migrate();
await seedAccounts(database.db, {
  users: [{ id: "lh", email: EMAIL, name: "Mariana López", emailVerified: true }],
  workspaces: [{ id: "w-lh", name: "Constructora Norte", slug: "constructora-norte", members: { lh: "owner" } }],
});
await database.db.insert(accounts).values({ id: "lh-credential", accountId: "lh", providerId: "credential", userId: "lh", password: await hashPassword(PASSWORD) });
await markScheduledJobsDone(database.db);
const statuses = ["En progreso", "En progreso", "En pausa", "Completado"];
const seeded = await database.db
  .insert(projects)
  .values(
    Array.from({ length: 24 }, (_, i) => ({
      workspaceId: "w-lh",
      ownerId: "lh",
      name: `Proyecto ${i + 1}: migración de sistemas`,
      status: statuses[i % 4]!,
      progress: (i * 13) % 100,
      startDate: day(-60 + i),
      endDate: day(30 + i * 3),
      budgetCents: (250_000 + i * 10_000) * 100,
    })),
  )
  .returning({ id: projects.id });
await database.db.insert(projectTasks).values(
  seeded.flatMap((p) =>
    Array.from({ length: 12 }, (_, i) => ({
      projectId: p.id,
      title: `Tarea ${i + 1}`,
      status: i % 3 === 0 ? "Completada" : i % 3 === 1 ? "En progreso" : "Pendiente",
      startDate: day(-30 + i * 3),
      endDate: day(-20 + i * 5),
      estimateHours: 4 + i,
    })),
  ),
);
await database.close();

const server = await startServer(target.env);
const site = server.url.replace("127.0.0.1", "localhost");
log(`server on ${site}`);
const signIn = await fetch(`${site}/api/auth/sign-in/email`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: site },
  body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
});
const cookies = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0] ?? "")
  .map((c) => ({ name: c.slice(0, c.indexOf("=")), value: c.slice(c.indexOf("=") + 1), url: site }));
if (!signIn.ok || cookies.length === 0) throw new Error(`sign-in answered ${signIn.status}`);
// A session starts in the user's personal workspace: the audited one is the seeded workspace with
// its 24 projects (otherwise /dashboard and /projects are measured empty).
const chosen = await fetch(`${site}/api/v1/me/active-workspace`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: site, cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
  body: JSON.stringify({ workspaceId: "w-lh" }),
});
if (!chosen.ok) throw new Error(`choosing the workspace answered ${chosen.status}`);

const chrome = await launch({ chromePath, chromeFlags });
// The session cookie goes into the audited browser itself, as after a real sign-in.
const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
await cdp.contexts()[0]!.addCookies(cookies);
// Lighthouse keeps the cookies only if it skips its storage reset, which also empties the cache:
// the cache is emptied here before each audit, so every page is measured on a first visit.
const cachePage = await cdp.contexts()[0]!.newPage();
const cacheSession = await cdp.contexts()[0]!.newCDPSession(cachePage);
const rows: string[][] = [];
try {
  const pages = [
    ["/dashboard", "/dashboard"],
    ["/projects", "/projects"],
    [`/project/${seeded[0]!.id}`, "/project/:id"],
  ] as const;
  for (const [path, label] of pages) {
    log(`auditing ${label}`);
    await cacheSession.send("Network.clearBrowserCache");
    rows.push(await auditPage(chrome.port, `${site}${path}`, label, true));
  }
  await cdp.contexts()[0]!.clearCookies();
  await cachePage.close();
  log("auditing /auth signed out");
  rows.push(await auditPage(chrome.port, `${site}/auth`, "/auth (signed out)"));
} finally {
  await cdp.close();
  await chrome.kill();
  await server.stop();
  await target.cleanup();
}
printTable("Lighthouse (mobile, simulated throttling) on the signed-in screens, built server, embedded database", rows);
