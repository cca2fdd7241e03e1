import { writeFileSync } from "node:fs";
import lighthouse from "lighthouse";

// One Lighthouse audit (mobile, simulated throttling, as PageSpeed runs it) and the table the
// Lighthouse benches print: shared by the public site's bench and the signed-in screens' bench.

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

export const chromeFlags = [
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
];

export const lighthouseHeader = ["page", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "JS (compressed)", "files", "API calls", "audits below 0.9"];

/**
 * Audits one address. `keepCookies` keeps the browser's cookies (a signed-in audit sets its session
 * cookie in the browser first): Lighthouse otherwise clears storage before it loads the page.
 */
export async function auditPage(port: number, url: string, label: string, keepCookies = false): Promise<string[]> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      formFactor: "mobile",
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      throttlingMethod: "simulate",
      disableStorageReset: keepCookies,
    },
  );
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_JSON_DIR=dir keeps each report (the network list, the main-thread profile) to study.
  const keepDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (keepDir) writeFileSync(`${keepDir}/${label.replace(/[^a-z0-9]+/gi, "_")}.json`, JSON.stringify(lhr));
  if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.startsWith(url)) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const score = (id: string) => (lhr.categories[id]?.score ?? 0).toFixed(2);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
  const scripts = items.filter((i) => i.resourceType === "Script");
  const scriptBytes = scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  // The page's API requests while it loads, its event stream aside (a refetch shows here twice).
  const apiCalls = items.filter((i) => /\/api\//.test(new URL(i.url).pathname) && !new URL(i.url).pathname.endsWith("/events")).length;
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual" && a.scoreDisplayMode !== "notApplicable")
    .map((a) => a.id);
  return [
    label,
    score("performance"),
    score("accessibility"),
    score("best-practices"),
    score("seo"),
    `${(audit("largest-contentful-paint") / 1000).toFixed(2)} s`,
    `${Math.round(audit("total-blocking-time"))} ms`,
    audit("cumulative-layout-shift").toFixed(3),
    `${(scriptBytes / 1024).toFixed(1)} KB`,
    String(scripts.length),
    String(apiCalls),
    failing.slice(0, 6).join(" "),
  ];
}

export function printTable(title: string, rows: string[][]): void {
  console.log(`\n${title}`);
  const widths = lighthouseHeader.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  for (const row of [lighthouseHeader, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ").trimEnd());
}
