import type { WorkspaceTrackRecord } from "../../../domain/intelligence/contract";
import type { FinishedTask } from "../../../domain/intelligence/workspace-record";
import { runWorker, startWorker } from "../../shared/run-in-worker";
import type { TrackRecordMessage, TrackRecordRequest } from "./track-record-worker";

// Computes a workspace's track record in a worker thread (issue 22), as imports are parsed
// (decision 0406): the two backtests of a large history take seconds of CPU, and requests must
// keep being answered meanwhile. A heap of its own and a time budget: a record that cannot be
// computed in time is an error for the caller, never a blocked server.

const WORKER_HEAP_MB = 512;
/** Time budget for one workspace's record. */
export const TRACK_RECORD_TIMEOUT_MS = 120_000;

export function computeTrackRecordInWorker(tasks: FinishedTask[], options: { timeZone: string; now: Date; trials?: number; timeoutMs?: number }): Promise<WorkspaceTrackRecord> {
  // dist/server/track-record-worker.js in the bundle (scripts/build-server.mjs).
  const worker = startWorker(import.meta.url, { bundled: "./track-record-worker.js", source: "./track-record-worker.ts" }, WORKER_HEAP_MB);
  return runWorker<TrackRecordMessage, WorkspaceTrackRecord>(worker, {
    timeoutMs: options.timeoutMs ?? TRACK_RECORD_TIMEOUT_MS,
    timeoutError: () => new Error("the track record took longer than its time budget"),
    read: (message) => (message.type === "done" ? { result: message.record } : { error: new Error(message.message) }),
    exitError: () => new Error("the track record's worker ended"),
    start: (w) => w.postMessage({ tasks, timeZone: options.timeZone, now: options.now.toISOString(), ...(options.trials === undefined ? {} : { trials: options.trials }) } satisfies TrackRecordRequest),
  });
}
