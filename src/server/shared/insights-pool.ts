import type { Worker } from "node:worker_threads";
import { startWorker } from "./run-in-worker";
import type { Insights, OwnFacts, WorkspaceFacts } from "./insights-compute";
import type { InsightsWorkerAnswer, InsightsWorkerRequest } from "./insights-worker";

// Worker threads for the daily insights job (issue 17): each batch of projects is split between
// them, so the Monte Carlo forecasts use every core and the event loop stays free for requests and
// for the next batch's queries. Each project's forecast is seeded by its id, so what a worker
// computes is exactly what the event loop would (daily-job-equivalence.int.test.ts).

const WORKER_HEAP_MB = 256;

export type InsightsPool = {
  /** The insights of `facts` (all of one workspace), in their order. */
  /** `key` tells one workspace from the next within a job; its facts go to each worker once. */
  compute(key: number, workspace: WorkspaceFacts, facts: OwnFacts[], now: Date): Promise<Insights[]>;
  close(): Promise<void>;
};

type Slot = { worker: Worker; sentKey: number | null; waiting: Map<number, { resolve: (insights: Insights[]) => void; reject: (error: Error) => void }> };

export function createInsightsPool(size: number): InsightsPool {
  let nextId = 0;
  let failure: Error | null = null;
  const slots: Slot[] = Array.from({ length: size }, () => {
    // dist/server/insights-worker.js in the bundle (scripts/build-server.mjs).
    const slot: Slot = { worker: startWorker(import.meta.url, { bundled: "./insights-worker.js", source: "./insights-worker.ts" }, WORKER_HEAP_MB), sentKey: null, waiting: new Map() };
    const failAll = (error: Error) => {
      failure ??= error;
      for (const { reject } of slot.waiting.values()) reject(error);
      slot.waiting.clear();
    };
    slot.worker.on("message", (answer: InsightsWorkerAnswer) => {
      const waiting = slot.waiting.get(answer.id);
      if (!waiting) return;
      slot.waiting.delete(answer.id);
      if ("error" in answer) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.insights);
    });
    slot.worker.on("error", failAll);
    slot.worker.on("exit", () => failAll(new Error("an insights worker ended")));
    return slot;
  });

  const send = (slot: Slot, request: InsightsWorkerRequest) => slot.worker.postMessage(request);

  return {
    async compute(key, workspace, facts, now) {
      if (failure) throw failure;
      // Contiguous shares, one per worker, so the answers concatenate back in order.
      const share = Math.ceil(facts.length / slots.length);
      const parts = slots.map(async (slot, index) => {
        const part = facts.slice(index * share, (index + 1) * share);
        if (part.length === 0) return [];
        if (slot.sentKey !== key) {
          send(slot, { type: "workspace", key, workspace });
          slot.sentKey = key;
        }
        const id = nextId++;
        return new Promise<Insights[]>((resolve, reject) => {
          slot.waiting.set(id, { resolve, reject });
          send(slot, { type: "compute", id, key, now: now.toISOString(), facts: part });
        });
      });
      return (await Promise.all(parts)).flat();
    },
    async close() {
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
