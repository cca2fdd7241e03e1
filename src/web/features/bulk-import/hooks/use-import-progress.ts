import { useEffect, useState } from "react";

export type ImportProgress = { done: number; total: number };

// While an import is written, the server reports each chunk as an 'import.progress' event on the
// user's event stream (GET /api/v1/events). The stream is opened before the commit starts.
export function useImportProgress(importId: string | null, isListening: boolean): ImportProgress | null {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    setProgress(null);
    if (!importId || !isListening || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/v1/events", { withCredentials: true });
    source.addEventListener("import.progress", (event: MessageEvent<string>) => {
      try {
        const data = JSON.parse(event.data) as { importId?: string; done?: number; total?: number };
        if (data.importId === importId && typeof data.done === "number" && typeof data.total === "number") setProgress({ done: data.done, total: data.total });
      } catch {
        // not ours
      }
    });
    return () => source.close();
  }, [importId, isListening]);
  return progress;
}
