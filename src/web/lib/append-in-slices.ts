/** Links inserted per task by `appendInSlices`. */
const LINKS_PER_TASK = 4;

/**
 * Inserts the preload links a few per task, then calls `then`. Each link starts a fetch, about a
 * millisecond of a slow phone's main thread (four with Lighthouse's CPU slowdown): the 60 to 90
 * links of a screen inserted at once were one long task of 280–670 ms, during which the page
 * answered no input (decision 1870). The app's entry (boot.tsx) is the first link, so its fetch
 * starts at once. The app starts after the last slice: its dynamic import inserts a link for each
 * of the entry's modules not yet linked, all in one task again.
 */
export function appendInSlices(parent: Pick<Element, "append">, nodes: Node[], then: () => void): void {
  // A message, not a timer: timers nested five deep wait at least 4 ms each, and a background tab's
  // timers wait a second.
  const channel = new MessageChannel();
  let next = 0;
  const slice = () => {
    parent.append(...nodes.slice(next, next + LINKS_PER_TASK));
    next += LINKS_PER_TASK;
    if (next < nodes.length) return channel.port2.postMessage(null);
    channel.port1.close();
    then();
  };
  channel.port1.onmessage = slice;
  slice();
}
