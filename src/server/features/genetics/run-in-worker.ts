import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { EvolutionResult, GenerationStats } from "../../../domain/genetics/evolve";
import type { EvolveMessage, EvolveRequest } from "./evolve-worker";

// Runs one evolution in a worker thread, off the request path (decision 1001): the route answers
// at once with the run, the worker reports each generation and can be told to stop.

const WORKER_HEAP_MB = 256;

// In the bundle (scripts/build-server.mjs) the worker is dist/server/genetics-worker.js beside
// main.js; under tsx or vitest it is loaded through tsx's API, as the import parser's worker is.
function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  const here = import.meta.url;
  if (!/\.ts$/.test(new URL(here).pathname)) return new Worker(new URL("./genetics-worker.js", here), options);
  const tsxApi = pathToFileURL(createRequire(here).resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href;
  const entry = new URL("./evolve-worker.ts", here).href;
  return new Worker(`import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}));`, { ...options, eval: true });
}

export type RunningEvolution = { stop: () => void; done: Promise<{ result: EvolutionResult; elapsedMs: number }> };

export function evolveInWorker(request: Omit<EvolveRequest, "stop">, onGeneration: (stats: GenerationStats) => void): RunningEvolution {
  const stop = new SharedArrayBuffer(4);
  const flag = new Int32Array(stop);
  const worker = startWorker();
  const done = new Promise<{ result: EvolutionResult; elapsedMs: number }>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.on("message", (message: EvolveMessage) => {
      if (message.type === "generation") onGeneration(message.stats);
      else if (message.type === "done") finish(() => resolve({ result: message.result, elapsedMs: message.elapsedMs }));
      else finish(() => reject(new Error(message.message)));
    });
    worker.on("error", (error) => finish(() => reject(error)));
    worker.on("exit", () => finish(() => reject(new Error("the evolution's worker ended"))));
    worker.postMessage({ ...request, stop } satisfies EvolveRequest);
  });
  return { stop: () => Atomics.store(flag, 0, 1), done };
}
