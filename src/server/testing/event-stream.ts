import { expect } from "vitest";
import { STREAM_READY_EVENT } from "../../domain/http/read-marks";

// Reads GET /api/v1/events as a test user (x-test-user) from a listening app, collecting its events,
// for integration tests that check what another user's tab is told.

type Stream = {
  events: { type: string; data: Record<string, unknown> }[];
  /** The stream's first message (stream.ready, decision 1820), apart from the events. */
  ready(ms?: number): Promise<{ mark: string }>;
  close(): void;
  waitFor(type: string, ms?: number): Promise<Record<string, unknown>>;
};

export async function listen(baseUrl: string, user: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/events`, { headers: { "x-test-user": user }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const events: Stream["events"] = [];
  let ready: { mark: string } | undefined;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type === STREAM_READY_EVENT && data) ready = JSON.parse(data) as { mark: string };
          else if (type && data) events.push({ type, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  const until = async <T>(found: () => T | undefined, what: string, ms: number): Promise<T> => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const value = found();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${what} event within ${ms} ms`);
  };
  return {
    events,
    ready: (ms = 3000) => until(() => ready, STREAM_READY_EVENT, ms),
    close: () => controller.abort(),
    waitFor: (type, ms = 3000) => until(() => events.find((e) => e.type === type)?.data, type, ms),
  };
}
