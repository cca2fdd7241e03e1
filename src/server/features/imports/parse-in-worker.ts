import { breach, checkZipDirectory, importLimits, readZipDirectory } from "../../../domain/import/limits";
import { HttpError } from "../../errors";
import type { ParsedFile } from "./parse-file";
import { limitError } from "./parse-file";
import type { WorkerMessage, WorkerRequest } from "./parse-worker";
import { runWorker, startWorker } from "../../shared/run-in-worker";

// Parses an upload in a worker thread with a time budget and a heap of its own: a file that
// takes too long or too much memory ends its worker, not the server (issue 16: one XLSX declaring
// five million rows held the event loop 52 s and took the process to 4.4 GB).

/** Heap for one parse: the limits keep a legitimate file well under it. */
const WORKER_HEAP_MB = 512;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

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
  // dist/server/import-worker.js in the bundle (scripts/build-server.mjs).
  const worker = startWorker(import.meta.url, { bundled: "./import-worker.js", source: "./parse-worker.ts" }, WORKER_HEAP_MB);
  return runWorker<WorkerMessage, ParsedFile>(worker, {
    timeoutMs: options.timeoutMs ?? importLimits.parseSeconds * 1000,
    timeoutError: () => new HttpError(422, "import_limit", breach("parseSeconds").key, breach("parseSeconds").params),
    read: (message) => {
      if (message.type === "progress") return void options.onProgress?.(message.rows);
      if (message.type === "done") return { result: message.parsed };
      return { error: new HttpError(message.statusCode, message.code, message.key, message.params) };
    },
    // A heap past its limit ends the worker with ERR_WORKER_OUT_OF_MEMORY: the file is too big to read.
    failure: (error) => (error.code === "ERR_WORKER_OUT_OF_MEMORY" ? limitError(breach("unzippedBytes")) : error),
    exitError: () => new HttpError(400, "invalid_file", "errors.import_unreadable"),
    start: (w) => {
      // A copy of the bytes is handed over, so the request's buffer stays valid here.
      const copy = new Uint8Array(bytes);
      w.postMessage({ bytes: copy, filename } satisfies WorkerRequest, [copy.buffer]);
    },
  });
}
