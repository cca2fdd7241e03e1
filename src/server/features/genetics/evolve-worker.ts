import { parentPort } from "node:worker_threads";
import { evolve, type EvolutionOptions, type EvolutionResult, type GenerationStats, type Problem } from "../../../domain/genetics/evolve";

// The genetic algorithm's worker thread (its own file in the server bundle:
// dist/server/genetics-worker.js). It evolves one problem, reports each generation, and stops at
// the end of a generation once the shared stop flag is set.

export type EvolveRequest = { problem: Problem; options: Omit<EvolutionOptions, "onGeneration" | "shouldStop">; stop: SharedArrayBuffer };
export type EvolveMessage = { type: "generation"; stats: GenerationStats } | { type: "done"; result: EvolutionResult; elapsedMs: number } | { type: "error"; message: string };

const port = parentPort;
if (port) {
  port.once("message", ({ problem, options, stop }: EvolveRequest) => {
    const flag = new Int32Array(stop);
    const started = performance.now();
    try {
      const result = evolve(problem, {
        ...options,
        onGeneration: (stats) => port.postMessage({ type: "generation", stats } satisfies EvolveMessage),
        shouldStop: () => Atomics.load(flag, 0) === 1,
      });
      port.postMessage({ type: "done", result, elapsedMs: performance.now() - started } satisfies EvolveMessage);
    } catch (error) {
      port.postMessage({ type: "error", message: (error as Error).message } satisfies EvolveMessage);
    }
  });
}
