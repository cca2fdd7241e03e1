import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

// CPU-heavy work off the event loop (decision 0406: imports; issue 22: the track record): a worker
// thread with a heap of its own and a time budget, so that work too big or too slow ends its worker,
// never the server, and requests keep being answered meanwhile.

/**
 * Starts a worker. In the bundle (scripts/build-server.mjs) it is `bundled`, a file beside main.js.
 * Under tsx or vitest the caller is TypeScript: the worker starts with a line of JavaScript that
 * loads `source` through tsx's API (Node 20 does not apply `--import tsx` to a worker's own entry).
 * Both names are relative to `from`, the caller's `import.meta.url`.
 */
export function startWorker(from: string, files: { bundled: string; source: string }, heapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb } };
  if (!/\.ts$/.test(new URL(from).pathname)) return new Worker(new URL(files.bundled, from), options);
  // The ES module build of the API (require.resolve finds its CommonJS twin beside it).
  const tsxApi = pathToFileURL(createRequire(from).resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href;
  const entry = new URL(files.source, from).href;
  return new Worker(`import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(from)}));`, { ...options, eval: true });
}

type Outcome<Result> = { result: Result } | { error: Error } | undefined;

/**
 * One job for a started worker: settles once, on the first of an answer, an error, its exit or the
 * time budget, and always ends the worker. `read` turns each message into a result, an error, or
 * nothing yet (progress).
 */
export function runWorker<Message, Result>(
  worker: Worker,
  job: {
    timeoutMs: number;
    timeoutError: () => Error;
    read: (message: Message) => Outcome<Result>;
    failure?: (error: Error & { code?: string }) => Error;
    exitError: () => Error;
    start: (worker: Worker) => void;
  },
): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(job.timeoutError())), job.timeoutMs);
    worker.on("message", (message: Message) => {
      const outcome = job.read(message);
      if (!outcome) return;
      if ("result" in outcome) finish(() => resolve(outcome.result));
      else finish(() => reject(outcome.error));
    });
    worker.on("error", (error: Error & { code?: string }) => finish(() => reject(job.failure ? job.failure(error) : error)));
    worker.on("exit", () => finish(() => reject(job.exitError())));
    job.start(worker);
  });
}
