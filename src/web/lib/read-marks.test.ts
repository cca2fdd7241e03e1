import { describe, expect, it, vi } from "vitest";
import { createReadLedger } from "./read-marks";

const ready = (mark: string) => ({ mark });

describe("read ledger", () => {
  it("lets the first stream skip the refetch when everything loaded was read after the user's last event", () => {
    const ledger = createReadLedger();
    ledger.settle(ledger.begin(), "a:200");
    ledger.settle(ledger.begin(), "a:150");
    const onMissed = vi.fn();
    ledger.resume(ready("a:120"), onMissed);
    expect(onMissed).not.toHaveBeenCalled();
  });

  it("refetches when any answer was read before the last event, had no mark, or came from another instance", () => {
    for (const outcomes of [["a:200", "a:100"], ["a:200", null], ["a:200", "b:300"]]) {
      const ledger = createReadLedger();
      for (const outcome of outcomes) ledger.settle(ledger.begin(), outcome);
      const onMissed = vi.fn();
      ledger.resume(ready("a:120"), onMissed);
      expect(onMissed).toHaveBeenCalledTimes(1);
    }
  });

  it("ignores failed requests (they left nothing in the cache) and refetches on a stream mark it cannot read", () => {
    const ledger = createReadLedger();
    ledger.settle(ledger.begin(), { failed: true });
    const quiet = vi.fn();
    ledger.resume(ready("a:120"), quiet);
    expect(quiet).not.toHaveBeenCalled();
    const unreadable = vi.fn();
    createReadLedger().resume({}, unreadable);
    expect(unreadable).toHaveBeenCalledTimes(1);
  });

  it("judges the requests still in flight when the stream opened as they answer, once", () => {
    const ledger = createReadLedger();
    const slow = ledger.begin();
    const slower = ledger.begin();
    const onMissed = vi.fn();
    ledger.resume(ready("a:120"), onMissed);
    // A request started after the stream opened is never in question.
    ledger.settle(ledger.begin(), "a:50");
    expect(onMissed).not.toHaveBeenCalled();
    ledger.settle(slow, "a:110");
    ledger.settle(slower, "a:90");
    expect(onMissed).toHaveBeenCalledTimes(1);
  });

  it("is asked once: a later stream (after a gap) always refetches", () => {
    const ledger = createReadLedger();
    ledger.settle(ledger.begin(), "a:200");
    const first = vi.fn();
    const second = vi.fn();
    ledger.resume(ready("a:120"), first);
    ledger.resume(ready("a:120"), second);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
