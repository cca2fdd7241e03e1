import type { PGlite } from "@electric-sql/pglite";

// PGlite runs in this thread and answers through promises: a query resolves without the event loop
// turning. One chain of awaited queries yields now and then (src/server/shared/yield.ts), but with
// several chains at once (ten import commits) the microtask queue is never empty, so the loop does
// not reach its poll phase for seconds: new connections wait unaccepted in the kernel's backlog,
// SIGTERM is heard seconds late, the drain's timers fire late, and the listener closes on
// connections it never accepted (the resets of issue 16.4's drain bench, decision 0411).
//
// Every statement PGlite runs goes through execProtocolStream (query, exec, transactions). Before
// each one, if the loop has not turned for TURN_BUDGET_MS, the statement waits for one turn; all
// chains wait on the same turn, so the queue empties and timers, sockets and signals are served.

const TURN_BUDGET_MS = 10;

type Protocol = PGlite["execProtocolStream"];

export function takeTurns(pglite: PGlite, budgetMs = TURN_BUDGET_MS): void {
  let lastTurn = performance.now();
  let turn: Promise<void> | undefined;
  const nextTurn = () =>
    (turn ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        lastTurn = performance.now();
        turn = undefined;
        resolve();
      }),
    ));
  const run: Protocol = pglite.execProtocolStream.bind(pglite);
  const fair: Protocol = async (...args) => {
    if (performance.now() - lastTurn > budgetMs) await nextTurn();
    return run(...args);
  };
  pglite.execProtocolStream = fair;
}
