import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * A value only the browser knows (the page's origin, whether the app is running): the prerendered
 * markup and the hydration that must match it get `serverValue`, every later render the browser's.
 * Read once per render, never subscribed: for values that do not change while the page lives.
 */
export function useClientValue<T>(readInBrowser: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, readInBrowser, () => serverValue);
}
