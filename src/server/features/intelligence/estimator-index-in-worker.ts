import type { EstimateHistoryItem, EstimatorIndex } from "../../../domain/intelligence/estimate";
import { runWorker, startWorker } from "../../shared/run-in-worker";
import type { EstimatorIndexMessage, EstimatorIndexRequest } from "./estimator-index-worker";

// Builds a workspace's estimator index in a worker thread (issue 22, decision 0122), as the track
// record is computed: a history of thousands of tasks takes seconds to index and check, and
// requests must keep being answered meanwhile. The index comes back by structured clone (maps
// and typed arrays), a few milliseconds for thousands of tasks.

const WORKER_HEAP_MB = 512;
/** Time budget for one index. */
export const ESTIMATOR_INDEX_TIMEOUT_MS = 60_000;

export function buildEstimatorIndexInWorker(history: EstimateHistoryItem[], options: { timeoutMs?: number } = {}): Promise<EstimatorIndex> {
  // dist/server/estimator-index-worker.js in the bundle (scripts/build-server.mjs).
  const worker = startWorker(import.meta.url, { bundled: "./estimator-index-worker.js", source: "./estimator-index-worker.ts" }, WORKER_HEAP_MB);
  return runWorker<EstimatorIndexMessage, EstimatorIndex>(worker, {
    timeoutMs: options.timeoutMs ?? ESTIMATOR_INDEX_TIMEOUT_MS,
    timeoutError: () => new Error("the estimator's index took longer than its time budget"),
    read: (message) => (message.type === "done" ? { result: message.index } : { error: new Error(message.message) }),
    exitError: () => new Error("the estimator's worker ended"),
    start: (w) => w.postMessage({ history } satisfies EstimatorIndexRequest),
  });
}
