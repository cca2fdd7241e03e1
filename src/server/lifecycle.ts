// The instance's stop (issue 16.4, decision 0411). At SIGTERM main.ts stops listening and calls
// drain(): every part that holds long-lived work registered here lets go of it (event streams are
// told to reconnect elsewhere, jobs finish or are handed back, queued recomputations are handed
// back) while the requests in flight finish.

export type Lifecycle = {
  /** True from the signal on: answers carry `Connection: close`. */
  readonly draining: boolean;
  onDrain(step: () => Promise<void> | void): void;
  drain(): Promise<void>;
};

export function createLifecycle(log: (error: unknown) => void = () => undefined): Lifecycle {
  const steps: (() => Promise<void> | void)[] = [];
  let draining: Promise<void> | undefined;
  return {
    get draining() {
      return draining !== undefined;
    },
    onDrain(step) {
      steps.push(step);
    },
    drain() {
      draining ??= Promise.all(
        steps.map(async (step) => {
          try {
            await step();
          } catch (error) {
            log(error);
          }
        }),
      ).then(() => undefined);
      return draining;
    },
  };
}
