import type { Hit, LimitStore } from "./store";

// The API's request limit without a database write per request (issue 17, decision 1702). An
// instance reserves a few of an address's requests at once in the shared store (a lease: one
// upsert adding n), then answers from the lease in memory. The lease is a small share of what is
// left of the window (1 near the limit), so instances never let through more than the limit in
// all: an unused lease only refuses a little early. Requests that arrive while a reservation is on
// its way wait for it and share it, so concurrent requests from one address cost one write.
// The sign-in, sign-up and mail limits stay one write per attempt (they call the store directly).

type Waiter = { resolve: (hit: Hit) => void; reject: (error: unknown) => void };
type KeyState = { next: number; last: number; resetAt: number; writing: boolean; waiters: Waiter[] };

export type LeasedCounter = {
  consume(key: string, windowMs: number, max: number): Promise<Hit>;
};

/** How many requests one write reserves: a twentieth of what is left, between 1 and `maxLease`. */
export function leaseSize(max: number, used: number, waiting: number, maxLease: number): number {
  return Math.max(waiting, Math.min(maxLease, Math.max(1, Math.floor((max - used) / 20))));
}

export function leasedCounter(store: LimitStore, { maxLease = 100 }: { maxLease?: number } = {}): LeasedCounter {
  const keys = new Map<string, KeyState>();
  let calls = 0;

  const retryAfter = (state: KeyState) => Math.max(1, Math.ceil((state.resetAt - Date.now()) / 1000));

  function reserve(key: string, state: KeyState, windowMs: number, max: number) {
    state.writing = true;
    const weight = leaseSize(max, state.last, state.waiters.length, maxLease);
    store.consume(key, windowMs, weight).then(
      (hit) => {
        state.writing = false;
        // The store counted `weight` more: the slots hit.count - weight + 1 … hit.count are ours.
        state.next = hit.count - weight + 1;
        state.last = hit.count;
        state.resetAt = Date.now() + hit.retryAfterSeconds * 1000;
        const waiting = state.waiters.splice(0);
        for (const waiter of waiting) {
          if (state.next <= state.last) waiter.resolve({ count: state.next++, retryAfterSeconds: retryAfter(state) });
          else state.waiters.push(waiter);
        }
        if (state.waiters.length) reserve(key, state, windowMs, max);
      },
      (error: unknown) => {
        state.writing = false;
        for (const waiter of state.waiters.splice(0)) waiter.reject(error);
      },
    );
  }

  return {
    consume(key, windowMs, max) {
      // Now and then, forget the addresses whose window has ended.
      if (++calls % 1000 === 0) {
        const now = Date.now();
        for (const [k, s] of keys) if (!s.writing && now >= s.resetAt) keys.delete(k);
      }
      let state = keys.get(key);
      if (!state || (!state.writing && Date.now() >= state.resetAt)) {
        state = { next: 1, last: 0, resetAt: 0, writing: false, waiters: [] };
        keys.set(key, state);
      }
      if (!state.writing && state.next <= state.last && Date.now() < state.resetAt) {
        return Promise.resolve({ count: state.next++, retryAfterSeconds: retryAfter(state) });
      }
      const current = state;
      return new Promise<Hit>((resolve, reject) => {
        current.waiters.push({ resolve, reject });
        if (!current.writing) reserve(key, current, windowMs, max);
      });
    },
  };
}
