// Lighthouse (mobile settings) on the built public site in Debian's Chromium: performance,
// accessibility, best practices and SEO scores, LCP, TBT, CLS, and the JavaScript the page loads
// before any interaction (compressed bytes), for /, /pricing and /blog/article/1.
// Targets (issue 7): home performance >= 0.95, the others 1.0; LCP < 1.5 s, TBT < 100 ms,
// CLS < 0.02; home JavaScript before interaction < 100 KB compressed. Printed, not asserted.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { pgliteTarget, startServer } from "./support/server";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const paths = (process.env.LIGHTHOUSE_PATHS ?? "/,/pricing,/blog/article/1").split(",");

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

const log = (message: string) => process.stderr.write(`lighthouse: ${message}\n`);
const target = await pgliteTarget();
const server = await startServer(target.env);
// The server's default PUBLIC_URL is http://localhost:<port>: audited at that address, canonical
// links point to the page itself, as on a real deployment.
const site = server.url.replace("127.0.0.1", "localhost");
log(`server on ${site}`);
const chrome = await launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--no-first-run",
    "--disable-quic",
  ],
});

const rows: string[][] = [];
try {
  for (const path of paths) {
    log(`auditing ${path}`);
    const result = await lighthouse(`${site}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      formFactor: "mobile",
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      throttlingMethod: "simulate",
    });
    if (!result) throw new Error(`no result for ${path}`);
    const { lhr } = result;
    const score = (id: string) => (lhr.categories[id]?.score ?? 0).toFixed(2);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
    const scriptBytes = items.filter((i) => i.resourceType === "Script").reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual" && a.scoreDisplayMode !== "notApplicable")
      .map((a) => a.id);
    rows.push([
      path,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      `${(audit("largest-contentful-paint") / 1000).toFixed(2)} s`,
      `${Math.round(audit("total-blocking-time"))} ms`,
      audit("cumulative-layout-shift").toFixed(3),
      `${(scriptBytes / 1024).toFixed(1)} KB`,
      failing.slice(0, 6).join(" "),
    ]);
  }
} finally {
  await chrome.kill();
  await server.stop();
  await target.cleanup();
}

console.log("\nLighthouse (mobile, simulated throttling) on the built public site");
const header = ["page", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "JS (compressed)", "audits below 0.9"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ").trimEnd());
