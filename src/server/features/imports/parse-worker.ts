import { parentPort } from "node:worker_threads";
import { HttpError } from "../../errors";
import { parseImportFile } from "./parse-file";

// The worker thread's entry (its own file in the server bundle: dist/server/import-worker.js).
// It parses one file and answers with the rows, or with the error the route should send.

export type WorkerRequest = { bytes: Uint8Array; filename: string };
export type WorkerMessage =
  | { type: "progress"; rows: number }
  | { type: "done"; parsed: Awaited<ReturnType<typeof parseImportFile>> }
  | { type: "error"; statusCode: number; code: string; key: string; params?: Record<string, string | number> };

const port = parentPort;
if (port) {
  port.once("message", ({ bytes, filename }: WorkerRequest) => {
    const send = (message: WorkerMessage) => port.postMessage(message);
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    parseImportFile(buffer, filename, (rows) => send({ type: "progress", rows })).then(
      (parsed) => send({ type: "done", parsed }),
      (error: unknown) =>
        send(
          error instanceof HttpError
            ? { type: "error", statusCode: error.statusCode, code: error.code, key: error.messageKey, params: error.params as Record<string, string | number> | undefined }
            : { type: "error", statusCode: 400, code: "invalid_file", key: "errors.import_unreadable" },
        ),
    );
  });
}
