// Lighthouse (mobile settings) on the built public site in Debian's Chromium: performance,
// accessibility, best practices and SEO scores, LCP, TBT, CLS, and the JavaScript the page loads
// before any interaction (compressed bytes), for /, /pricing and /blog/article/1.
// Targets (issue 7): home performance >= 0.95, the others 1.0; LCP < 1.5 s, TBT < 100 ms,
// CLS < 0.02; home JavaScript before interaction < 100 KB compressed. Printed, not asserted.
import { existsSync } from "node:fs";
import { launch } from "chrome-launcher";
import { chromium } from "playwright-core";
import { auditPage, chromeFlags, printTable } from "./support/lighthouse";
import { pgliteTarget, startServer } from "./support/server";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const paths = (process.env.LIGHTHOUSE_PATHS ?? "/,/pricing,/blog/article/1").split(",");

const log = (message: string) => process.stderr.write(`lighthouse: ${message}\n`);
if (!existsSync(chromePath)) {
  log(`Chromium not found at ${chromePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}
const target = await pgliteTarget();
const server = await startServer(target.env);
// The server's default PUBLIC_URL is http://localhost:<port>: audited at that address, canonical
// links point to the page itself, as on a real deployment.
const site = server.url.replace("127.0.0.1", "localhost");
log(`server on ${site}`);
const chrome = await launch({ chromePath, chromeFlags });

const rows: string[][] = [];
let interaction: { before: Weight; after: Weight } | undefined;
try {
  for (const path of paths) {
    log(`auditing ${path}`);
    rows.push(await auditPage(chrome.port, `${site}${path}`, path));
  }
  interaction = await firstInteractionCost(`${site}/`);
} finally {
  await chrome.kill();
  await server.stop();
  await target.cleanup();
}

printTable("Lighthouse (mobile, simulated throttling) on the built public site", rows);

if (interaction) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\nHome page in Chromium (412 px): before interaction ${interaction.before.files} script file(s), ${kb(interaction.before.bytes)}; ` +
      `after the first tap (the app starts, decision 0711) ${interaction.after.files} files, ${kb(interaction.after.bytes)} (compressed, as sent)`,
  );
}

type Weight = { files: number; bytes: number };

/** The scripts the home page loads before any interaction, and once the first tap starts the app. */
async function firstInteractionCost(url: string): Promise<{ before: Weight; after: Weight }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
    const scripts: Array<Promise<number>> = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    const weight = async (): Promise<Weight> => {
      const sizes = await Promise.all(scripts);
      return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
    };
    await page.goto(url, { waitUntil: "networkidle" });
    const before = await weight();
    await page.touchscreen.tap(200, 400);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    return { before, after: await weight() };
  } finally {
    await browser.close();
  }
}
