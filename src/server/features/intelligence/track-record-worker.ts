import { parentPort } from "node:worker_threads";
import { computeWorkspaceTrackRecord, type FinishedTask, type TrackRecordOptions } from "../../../domain/intelligence/workspace-record";

// The worker thread's entry for the workspace's track record (its own file in the server bundle:
// dist/server/track-record-worker.js). Both backtests replay the whole history (seconds on a
// large workspace), so they run here, never on the event loop that answers requests.

export type TrackRecordRequest = { tasks: FinishedTask[]; timeZone: string; now: string; trials?: number };
export type TrackRecordMessage = { type: "done"; record: ReturnType<typeof computeWorkspaceTrackRecord> } | { type: "error"; message: string };

const port = parentPort;
if (port) {
  port.once("message", (request: TrackRecordRequest) => {
    try {
      const options: TrackRecordOptions = { timeZone: request.timeZone, now: new Date(request.now), ...(request.trials === undefined ? {} : { trials: request.trials }) };
      port.postMessage({ type: "done", record: computeWorkspaceTrackRecord(request.tasks, options) } satisfies TrackRecordMessage);
    } catch (error) {
      port.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) } satisfies TrackRecordMessage);
    }
  });
}
