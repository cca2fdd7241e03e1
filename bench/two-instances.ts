// Several instances on one PostgreSQL behind a proxy (issue 17): GET /api/v1/projects (page of 50,
// 1,000 projects, 20 connections) against one built server, then two with the same DATABASE_URL,
// each way measured twice in the same run: autocannon straight at the instance(s) (10 connections
// to each of two), and through a round-robin proxy (bench/support/round-robin-proxy.mjs) in front
// of one instance and of two. Printed as requests per second and the ratio two / one.
// BENCH_SIZES=1000 (one size), BENCH_SECONDS=10.
import autocannon from "autocannon";
import { seedProjectList, TOKEN } from "./support/project-list";
import { postgresTarget, startServer, type RunningServer } from "./support/server";

const SIZE = Number((process.env.BENCH_SIZES ?? "1000").split(",")[0]);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type Load = { rps: number; p50: number; p99: number };

async function load(urls: string[], duration = SECONDS): Promise<Load> {
  // The 20 connections shared among the targets, all running at once.
  const results = await Promise.all(
    urls.map((url) => autocannon({ url: `${url}/api/v1/projects?pageSize=50`, connections: 20 / urls.length, duration, headers: { authorization: `Bearer ${TOKEN}` } })),
  );
  for (const r of results) if (r.non2xx) throw new Error(`${r.non2xx} non-2xx answers`);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

async function proxy(upstreams: RunningServer[]): Promise<RunningServer> {
  return startServer({ UPSTREAMS: upstreams.map((u) => u.url).join(",") }, ["bench/support/round-robin-proxy.mjs"]);
}

const show = (l: Load) => `${l.rps.toFixed(0)} req/s (p50 ${l.p50} ms, p99 ${l.p99} ms)`;
const rows: string[] = [];
const target = await postgresTarget();
if (!target) rows.push("PostgreSQL not reachable: not measured");
else {
  try {
    await seedProjectList(target, 0, SIZE);
    // Both instances share the database and the API limit (decision 1702); TRUST_PROXY as behind a real proxy.
    const env = { ...target.env, TRUST_PROXY: "true" };
    const a = await startServer(env);
    const b = await startServer(env);
    try {
      await load([a.url, b.url], 3); // warm-up, both
      const one = await load([a.url]);
      const two = await load([a.url, b.url]);
      const p1 = await proxy([a]);
      const p2 = await proxy([a, b]);
      try {
        await load([p1.url], 3);
        const oneProxied = await load([p1.url]);
        await load([p2.url], 3);
        const twoProxied = await load([p2.url]);
        rows.push(
          `GET /api/v1/projects, page of 50, ${SIZE.toLocaleString("en")} projects, 20 connections, PostgreSQL, straight: one instance ${show(one)}, two instances ${show(two)}: ${(two.rps / one.rps).toFixed(2)}×`,
          `the same through a round-robin proxy: one instance ${show(oneProxied)}, two instances ${show(twoProxied)}: ${(twoProxied.rps / oneProxied.rps).toFixed(2)}×`,
        );
      } finally {
        await p1.stop();
        await p2.stop();
      }
    } finally {
      await a.stop();
      await b.stop();
    }
  } finally {
    await target.cleanup();
  }
}
console.log("\n# Two instances on one PostgreSQL (bench/two-instances.ts)");
for (const row of rows) console.log(row);
