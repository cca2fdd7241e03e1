import { performance } from "node:perf_hooks";
import type { Answer } from "../src/domain/assistant/contract";
import { findProject } from "../src/server/shared/projects";
import { ask } from "../src/server/features/assistant/service";
import type { CallApi } from "../src/server/features/assistant/actions";
import { createTestApp } from "../src/server/testing/app";
import { cases, type Case } from "./assistant-eval/cases";
import { blind } from "./assistant-eval/blind";
import { blind2 } from "./assistant-eval/blind2";
import { blind3 } from "./assistant-eval/blind3";
import { blind4 } from "./assistant-eval/blind4";
import { holdout } from "./assistant-eval/holdout";
import { holdout2 } from "./assistant-eval/holdout2";
import { NOW, seedWorkspace, USER, WORKSPACE } from "./assistant-eval/workspace";

// `npm run assistant:eval` (decision 0905): the offline assistant over a seeded workspace, on a
// fresh in-memory database. Each question's answer is correct when its intent and language are
// the expected ones and it contains every expected record, date or figure. Prints accuracy per
// intent and overall, the failures, and the service time per question (p50, p95, max).
// Options: --holdout scores the held-out set instead (questions never used to tune the engine);
// --blind scores the blind set of 0907 (written before that engine change, never looked at while making it);
// --blind2 scores the second blind set of 0925 (written before that change, from the intents and the workspace only);
// --blind3 scores the third blind set of issue 19 (written from the intents, the contract and the workspace only, never tuned on);
// --blind4 scores the fourth blind set of issue 19 (written the same way, by another writer, never tuned on);
// --holdout2 scores the second held-out set of issue 19 (written before that engine change);
// --all scores every set in one run and prints one line per set.
// The default evaluation set is cases.ts plus blind3 (scored once as blind, then seen data: issue 19).
// --verbose prints every answer; --json prints the figures as JSON.

const verbose = process.argv.includes("--verbose");
const asJson = process.argv.includes("--json");
const isHoldout = process.argv.includes("--holdout");
const isHoldout2 = process.argv.includes("--holdout2");
const isAll = process.argv.includes("--all");
const isBlind4 = process.argv.includes("--blind4");
const isBlind3 = process.argv.includes("--blind3");
const isBlind2 = process.argv.includes("--blind2");
const isBlind = process.argv.includes("--blind");
const evaluation = [...cases, ...blind3];
const sets: Record<string, Case[]> = { evaluation, "held-out": holdout, blind, blind2, blind3, "held-out 2": holdout2, blind4 };
const set = isBlind4 ? blind4 : isHoldout2 ? holdout2 : isBlind3 ? blind3 : isBlind2 ? blind2 : isBlind ? blind : isHoldout ? holdout : evaluation;
const setName = isBlind4 ? "blind4" : isHoldout2 ? "held-out 2" : isBlind3 ? "blind3" : isBlind2 ? "blind2" : isBlind ? "blind" : isHoldout ? "held-out" : "evaluation";

function haystack(answer: Answer): string {
  return [answer.text, ...answer.items.map((i) => i.text), ...answer.passages.flatMap((p) => [p.quote, p.title, p.projectName ?? ""]), ...answer.citations.map((c) => c.label), answer.action ? JSON.stringify(answer.action) : ""].join("\n");
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const t = await createTestApp();
  try {
    const db = t.testDb.database.db;
    const ids = await seedWorkspace(db);
    const actor = { userId: USER, workspaceId: WORKSPACE, role: "owner" as const, lang: "es" as const };
    const callApi: CallApi = async (method, url, body) => {
      const res = await t.app.inject({ method, url, headers: { "x-test-user": USER, "x-test-workspace": WORKSPACE, ...(body === undefined ? {} : { "content-type": "application/json" }) }, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });
      return { statusCode: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
    };
    // Warm up the engine (module loading, first queries) so the timings are of steady work.
    await ask(db, actor, "¿Cuándo vence Atlas?", undefined, NOW, callApi);

    const score = async (list: Case[]) => {
    const results: { c: Case; ok: boolean; ms: number; why: string; answer: Answer }[] = [];
    for (const c of list) {
      const context = c.context ? await findProject(db, actor, ids[c.context]) : undefined;
      const start = performance.now();
      const answer = await ask(db, actor, c.question, context, NOW, callApi);
      const ms = performance.now() - start;
      const text = haystack(answer);
      const missing = c.expect.filter((e) => !text.includes(e));
      const why = [answer.intent !== c.intent ? `intent ${answer.intent} ≠ ${c.intent}` : "", answer.lang !== c.lang ? `lang ${answer.lang} ≠ ${c.lang}` : "", missing.length ? `missing ${missing.map((m) => JSON.stringify(m)).join(", ")}` : ""].filter(Boolean).join("; ");
      results.push({ c, ok: !why, ms, why, answer });
    }
    return results;
    };
    if (isAll) {
      const all: number[] = [];
      for (const [name, list] of Object.entries(sets)) {
        const r = await score(list);
        all.push(...r.map((x) => x.ms));
        const ok = r.filter((x) => x.ok).length;
        console.log(`${name.padEnd(12)} ${String(ok).padStart(4)}/${String(r.length).padEnd(4)} ${(Math.round((1000 * ok) / r.length) / 10).toFixed(1).padStart(5)} %`);
        for (const f of r.filter((x) => !x.ok)) console.log(`    [${f.c.lang}] ${f.c.question}${f.c.context ? ` (screen: ${f.c.context})` : ""} — ${f.why}`);
      }
      all.sort((a, b) => a - b);
      console.log(`service time per question: p50 ${Math.round(percentile(all, 50) * 10) / 10} ms, p95 ${Math.round(percentile(all, 95) * 10) / 10} ms, max ${Math.round((all.at(-1) ?? 0) * 10) / 10} ms`);
      return;
    }
    const results = await score(set);

    const byIntent = new Map<string, { n: number; ok: number }>();
    for (const r of results) {
      const key = r.c.intent ?? "not_understood";
      const s = byIntent.get(key) ?? { n: 0, ok: 0 };
      s.n++;
      if (r.ok) s.ok++;
      byIntent.set(key, s);
    }
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const pct = (ok: number, n: number) => (n ? Math.round((1000 * ok) / n) / 10 : 0);
    const total = results.filter((r) => r.ok).length;
    const langs = (["es", "en"] as const).map((lang) => {
      const own = results.filter((r) => r.c.lang === lang);
      return { lang, n: own.length, ok: own.filter((r) => r.ok).length };
    });
    const figures = {
      set: setName,
      questions: results.length,
      correct: total,
      accuracy: pct(total, results.length),
      byLanguage: Object.fromEntries(langs.map((l) => [l.lang, { n: l.n, correct: l.ok, accuracy: pct(l.ok, l.n) }])),
      byIntent: Object.fromEntries([...byIntent].map(([k, s]) => [k, { n: s.n, correct: s.ok, accuracy: pct(s.ok, s.n) }])),
      latencyMs: { p50: Math.round(percentile(times, 50) * 10) / 10, p95: Math.round(percentile(times, 95) * 10) / 10, max: Math.round((times.at(-1) ?? 0) * 10) / 10 },
      engine: "offline",
      database: t.testDb.database.kind,
    };
    if (asJson) {
      console.log(JSON.stringify(figures, null, 2));
      return;
    }
    console.log(`Assistant evaluation${setName === "evaluation" ? "" : ` (${setName} set)`} — ${results.length} questions (${langs.map((l) => `${l.n} ${l.lang}`).join(", ")}), offline engine, ${figures.database}\n`);
    console.log("intent".padEnd(22) + "n".padStart(5) + "correct".padStart(9) + "accuracy".padStart(10));
    for (const [k, s] of [...byIntent].sort()) console.log(k.padEnd(22) + String(s.n).padStart(5) + String(s.ok).padStart(9) + `${pct(s.ok, s.n).toFixed(1)} %`.padStart(10));
    console.log("-".repeat(46));
    for (const l of langs) console.log(`language ${l.lang}`.padEnd(22) + String(l.n).padStart(5) + String(l.ok).padStart(9) + `${pct(l.ok, l.n).toFixed(1)} %`.padStart(10));
    console.log("overall".padEnd(22) + String(results.length).padStart(5) + String(total).padStart(9) + `${figures.accuracy.toFixed(1)} %`.padStart(10));
    console.log(`\nservice time per question: p50 ${figures.latencyMs.p50} ms, p95 ${figures.latencyMs.p95} ms, max ${figures.latencyMs.max} ms`);
    const failures = results.filter((r) => !r.ok);
    if (failures.length) {
      console.log(`\nfailures (${failures.length}):`);
      for (const f of failures) console.log(`  [${f.c.lang}] ${f.c.question}${f.c.context ? ` (screen: ${f.c.context})` : ""}\n      ${f.why}\n      → ${f.answer.text.slice(0, 160)}`);
    }
    if (verbose) for (const r of results) console.log(`\n[${r.ok ? "ok" : "FAIL"}] ${r.c.question}\n${haystack(r.answer)}`);
  } finally {
    await t.close();
  }
}

await main();
