import { parentPort } from "node:worker_threads";
import { buildEstimatorIndex, type EstimateHistoryItem, type EstimatorIndex } from "../../../domain/intelligence/estimate";

// The worker thread's entry for a workspace's estimator index (its own file in the server bundle:
// dist/server/estimator-index-worker.js). Building checks the history on its own later rows, with
// three models fitted twice (decision 0122): seconds on a large workspace, never on the event loop.

export type EstimatorIndexRequest = { history: EstimateHistoryItem[] };
export type EstimatorIndexMessage = { type: "done"; index: EstimatorIndex } | { type: "error"; message: string };

const port = parentPort;
if (port) {
  port.once("message", (request: EstimatorIndexRequest) => {
    try {
      port.postMessage({ type: "done", index: buildEstimatorIndex(request.history) } satisfies EstimatorIndexMessage);
    } catch (error) {
      port.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) } satisfies EstimatorIndexMessage);
    }
  });
}
