// PGlite runs inside this thread and answers through promises, so a loop of awaited queries never
// lets the event loop reach timers, sockets or signals. Long loops await this between pieces of
// work so /api/health keeps answering and SIGTERM is heard (issue 16.4).
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
