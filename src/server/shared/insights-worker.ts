import { parentPort } from "node:worker_threads";
import { computeInsights, withWorkspace, type Insights, type OwnFacts, type WorkspaceFacts } from "./insights-compute";

// A worker thread of the daily insights job (issue 17; its own file in the server bundle:
// dist/server/insights-worker.js). The Monte Carlo forecasts are most of the job's time; here they
// run beside the event loop, on every core. What a workspace's projects share (the reference class,
// the track record's calibration, the holidays) arrives once per workspace, not once per project.

export type InsightsWorkerRequest =
  | { type: "workspace"; key: number; workspace: WorkspaceFacts }
  | { type: "compute"; id: number; key: number; now: string; facts: OwnFacts[] };

export type InsightsWorkerAnswer = { id: number; insights: Insights[] } | { id: number; error: string };

const port = parentPort;
if (port) {
  // The job goes workspace by workspace: the last one sent is the only one kept.
  let shared: { key: number; workspace: WorkspaceFacts } | null = null;
  port.on("message", (request: InsightsWorkerRequest) => {
    if (request.type === "workspace") {
      shared = { key: request.key, workspace: request.workspace };
      return;
    }
    try {
      if (shared?.key !== request.key) throw new Error(`workspace ${request.key} was not sent to this worker`);
      const { workspace } = shared;
      const now = new Date(request.now);
      const insights = request.facts.map((own) => computeInsights(withWorkspace(own, workspace), now));
      port.postMessage({ id: request.id, insights } satisfies InsightsWorkerAnswer);
    } catch (error) {
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies InsightsWorkerAnswer);
    }
  });
}
