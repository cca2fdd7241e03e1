import { useCallback, useEffect, useState } from "react";
import { useServerEvent } from "../../../api/server-events";

export type ImportProgress = { done: number; total: number };

// While an import is written, the server reports each chunk as an 'import.progress' event on the
// tab's event stream (api/server-events.ts; the stream is open while the user is signed in).
export function useImportProgress(importId: string | null, isListening: boolean): ImportProgress | null {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => setProgress(null), [importId, isListening]);
  const onProgress = useCallback(
    (data: unknown) => {
      const event = (data ?? {}) as { importId?: unknown; done?: unknown; total?: unknown };
      if (event.importId === importId && typeof event.done === "number" && typeof event.total === "number") setProgress({ done: event.done, total: event.total });
    },
    [importId],
  );
  useServerEvent("import.progress", onProgress, importId !== null && isListening);
  return progress;
}
