import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { breach, checkZipDirectory, importLimits, readZipDirectory } from "../../../domain/import/limits";
import { HttpError } from "../../errors";
import type { ParsedFile } from "./parse-file";
import { limitError } from "./parse-file";
import type { WorkerMessage, WorkerRequest } from "./parse-worker";

// Parses an upload in a worker thread with a time budget and a heap of its own: a file that
// takes too long or too much memory ends its worker, not the server (issue 16: one XLSX declaring
// five million rows held the event loop 52 s and took the process to 4.4 GB).

/** Heap for one parse: the limits keep a legitimate file well under it. */
const WORKER_HEAP_MB = 512;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

// In the bundle (scripts/build-server.mjs) the worker is dist/server/import-worker.js beside
// main.js. Under tsx or vitest this module is TypeScript: the worker starts with a line of
// JavaScript that loads parse-worker.ts through tsx's API (Node 20 does not apply `--import tsx`
// to a worker's own entry file).
function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  const here = import.meta.url;
  if (!/\.ts$/.test(new URL(here).pathname)) return new Worker(new URL("./import-worker.js", here), options);
  // The ES module build of the API (require.resolve finds its CommonJS twin beside it).
  const tsxApi = pathToFileURL(createRequire(here).resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href;
  const entry = new URL("./parse-worker.ts", here).href;
  return new Worker(`import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}));`, { ...options, eval: true });
}

/**
 * What can be refused without a worker: the size, and what a zip's directory declares (a few
 * bytes read per entry), so the commonest bombs are answered at once.
 */
export function precheckImportFile(bytes: Buffer) {
  if (bytes.length > importLimits.fileBytes) throw limitError(breach("fileBytes"));
  const entries = bytes.subarray(0, 4).equals(ZIP_MAGIC) ? readZipDirectory(bytes) : null;
  const passed = entries && checkZipDirectory(entries);
  if (passed) throw limitError(passed);
}

export function parseImportFileInWorker(
  bytes: Buffer,
  filename: string,
  options: { onProgress?: (rows: number) => void; timeoutMs?: number } = {},
): Promise<ParsedFile> {
  const worker = startWorker();
  return new Promise<ParsedFile>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(new HttpError(422, "import_limit", breach("parseSeconds").key, breach("parseSeconds").params))), options.timeoutMs ?? importLimits.parseSeconds * 1000);
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "progress") options.onProgress?.(message.rows);
      else if (message.type === "done") finish(() => resolve(message.parsed));
      else finish(() => reject(new HttpError(message.statusCode, message.code, message.key, message.params)));
    });
    worker.on("error", (error: Error & { code?: string }) => {
      // A heap past its limit ends the worker with ERR_WORKER_OUT_OF_MEMORY: the file is too big to read.
      finish(() => reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? limitError(breach("unzippedBytes")) : error));
    });
    worker.on("exit", () => finish(() => reject(new HttpError(400, "invalid_file", "errors.import_unreadable"))));
    // A copy of the bytes is handed over, so the request's buffer stays valid here.
    const copy = new Uint8Array(bytes);
    worker.postMessage({ bytes: copy, filename } satisfies WorkerRequest, [copy.buffer]);
  });
}
