// When the page's event stream opens, has the data already loaded seen every change the stream
// would have told about? The server marks each API answer with when it was read and opens each
// stream with when the user's last event happened, on its own clock (src/server/realtime/read-marks.ts,
// decision 1820). Data read after that event is current; anything else (an answer read before it,
// an answer without a mark, a mark of another server instance) is refetched, as every stream
// opening used to be.

import { parseReadMark, readAfter, type ReadMark } from "../../domain/http/read-marks";

/** What a request left in the cache: its mark (null when it had none), or nothing (it failed). */
export type RequestOutcome = string | null | { failed: true };

export type ReadLedger = {
  /** A request starts: the id to settle it with. */
  begin(): number;
  settle(id: number, outcome: RequestOutcome): void;
  /**
   * The page's first stream opened; `ready` is its first message, `{ mark }`: the user's last event. Calls `onMissed` once if data
   * read before may predate that event, now or when a request still in flight answers. Once only: a
   * later call always misses (a stream reopened after a gap refetches).
   */
  resume(ready: unknown, onMissed: () => void): void;
};

export function createReadLedger(): ReadLedger {
  let next = 0;
  const inFlight = new Set<number>();
  // The oldest answer so far (and whether every answer had a mark of one instance).
  let oldest: ReadMark | undefined;
  let unknown = false;
  let resumed = false;
  let waiting: { before: number; lastEvent: ReadMark; onMissed: () => void } | undefined;

  const missed = () => {
    const call = waiting?.onMissed;
    waiting = undefined;
    call?.();
  };
  const doneWaiting = () => {
    if (waiting && ![...inFlight].some((id) => id < waiting!.before)) waiting = undefined;
  };

  return {
    begin() {
      const id = next++;
      inFlight.add(id);
      return id;
    },
    settle(id, outcome) {
      inFlight.delete(id);
      if (typeof outcome === "object" && outcome !== null) return doneWaiting();
      const read = parseReadMark(outcome);
      if (waiting && id < waiting.before) {
        if (!readAfter(read, waiting.lastEvent)) return missed();
        return doneWaiting();
      }
      if (resumed) return;
      if (!read || (oldest && oldest.instance !== read.instance)) unknown = true;
      else if (!oldest || read.at < oldest.at) oldest = read;
    },
    resume(ready, onMissed) {
      const lastEvent = parseReadMark(typeof ready === "object" && ready !== null ? (ready as { mark?: unknown }).mark : undefined);
      const first = !resumed;
      resumed = true;
      if (!first || !lastEvent || unknown || (oldest && !readAfter(oldest, lastEvent))) return onMissed();
      waiting = { before: next, lastEvent, onMissed };
      doneWaiting();
    },
  };
}

/** The page's ledger: the shared API client writes to it, the event stream reads it. */
export const pageReadLedger = createReadLedger();
