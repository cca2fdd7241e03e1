import { parentPort } from "node:worker_threads";
import { computeInsights, referenceClass, type Insights, type ProjectFacts } from "./insights-compute";
import type { Holiday } from "../../domain/capacity/holidays";
import type { ForecastCalibration } from "../../domain/intelligence/calibration";

// A worker thread of the daily insights job (issue 17; its own file in the server bundle:
// dist/server/insights-worker.js). The Monte Carlo forecasts are most of the job's time; here they
// run beside the event loop, on every core. What a workspace's projects share (the reference class,
// the track record's calibration, the holidays) arrives once per workspace, not once per project.

/** A project's facts without what its workspace shares. */
export type OwnFacts = Omit<ProjectFacts, "referenceWeekly" | "calibration" | "holidays">;

export type InsightsWorkerRequest =
  | { type: "workspace"; key: number; weekly: [string, number[]][]; calibration: ForecastCalibration | null; holidays: Holiday[] }
  | { type: "compute"; id: number; key: number; now: string; facts: OwnFacts[] };

export type InsightsWorkerAnswer = { id: number; insights: Insights[] } | { id: number; error: string };

type Shared = { key: number; weekly: Map<string, number[]>; calibration: ForecastCalibration | null; holidays: Holiday[] };

const port = parentPort;
if (port) {
  // The job goes workspace by workspace: the last one sent is the only one kept.
  let shared: Shared | null = null;
  port.on("message", (request: InsightsWorkerRequest) => {
    if (request.type === "workspace") {
      shared = { key: request.key, weekly: new Map(request.weekly), calibration: request.calibration, holidays: request.holidays };
      return;
    }
    try {
      if (shared?.key !== request.key) throw new Error(`workspace ${request.key} was not sent to this worker`);
      const { weekly, calibration, holidays } = shared;
      const now = new Date(request.now);
      const insights = request.facts.map((own) => computeInsights({ ...own, referenceWeekly: referenceClass(weekly, own.project.id), calibration, holidays }, now));
      port.postMessage({ id: request.id, insights } satisfies InsightsWorkerAnswer);
    } catch (error) {
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies InsightsWorkerAnswer);
    }
  });
}
