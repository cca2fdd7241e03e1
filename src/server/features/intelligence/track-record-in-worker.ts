import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { WorkspaceTrackRecord } from "../../../domain/intelligence/contract";
import type { FinishedTask } from "../../../domain/intelligence/workspace-record";
import type { TrackRecordMessage, TrackRecordRequest } from "./track-record-worker";

// Computes a workspace's track record in a worker thread (issue 22), as imports are parsed
// (decision 0406): the two backtests of a large history take seconds of CPU, and requests must
// keep being answered meanwhile. A heap of its own and a time budget: a record that cannot be
// computed in time is an error for the caller, never a blocked server.

const WORKER_HEAP_MB = 512;
/** Time budget for one workspace's record. */
export const TRACK_RECORD_TIMEOUT_MS = 120_000;

// In the bundle (scripts/build-server.mjs) the worker is dist/server/track-record-worker.js beside
// main.js; under tsx or vitest it is loaded through tsx's API, as the import parser's worker is.
function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  const here = import.meta.url;
  if (!/\.ts$/.test(new URL(here).pathname)) return new Worker(new URL("./track-record-worker.js", here), options);
  const tsxApi = pathToFileURL(createRequire(here).resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href;
  const entry = new URL("./track-record-worker.ts", here).href;
  return new Worker(`import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}));`, { ...options, eval: true });
}

export function computeTrackRecordInWorker(tasks: FinishedTask[], options: { timeZone: string; now: Date; trials?: number; timeoutMs?: number }): Promise<WorkspaceTrackRecord> {
  const worker = startWorker();
  return new Promise<WorkspaceTrackRecord>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(new Error("the track record took longer than its time budget"))), options.timeoutMs ?? TRACK_RECORD_TIMEOUT_MS);
    worker.on("message", (message: TrackRecordMessage) => {
      if (message.type === "done") finish(() => resolve(message.record));
      else finish(() => reject(new Error(message.message)));
    });
    worker.on("error", (error) => finish(() => reject(error)));
    worker.on("exit", () => finish(() => reject(new Error("the track record's worker ended"))));
    worker.postMessage({ tasks, timeZone: options.timeZone, now: options.now.toISOString(), ...(options.trials === undefined ? {} : { trials: options.trials }) } satisfies TrackRecordRequest);
  });
}
