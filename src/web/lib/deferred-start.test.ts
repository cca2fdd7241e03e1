import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startOnInteraction, wakeEvents, type DeferredStartEnvironment } from "./deferred-start";

// Node has EventTarget and Event but no DOM: a small stand-in for the page's elements.
class FakeElement extends EventTarget {
  isConnected = true;
  received: string[] = [];
  constructor(private readonly matches: string[] = []) {
    super();
    for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"]) this.addEventListener(type, (event) => this.received.push(event.type));
  }
  closest(selector: string) {
    return this.matches.includes(selector) ? this : null;
  }
}

class FakeMouseEvent extends Event {
  constructor(type: string, init?: EventInit) {
    super(type, init);
  }
}

function page() {
  const windowTarget = new EventTarget();
  const documentTarget = Object.assign(new EventTarget(), { querySelectorAll: () => [] as Element[] });
  let observed: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
  const env: DeferredStartEnvironment = {
    window: windowTarget,
    document: documentTarget,
    IntersectionObserver: class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  };
  // A click reaches the document (capture) before the element's own listeners, as in a browser.
  const click = (element: FakeElement) => {
    const event = new Event("click", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "target", { value: element });
    documentTarget.dispatchEvent(event);
    if (!event.defaultPrevented) element.received.push("native click");
    return event;
  };
  return { env, windowTarget, documentTarget, click, intersect: (isIntersecting: boolean) => observed?.([{ isIntersecting }]) };
}

function liveSignal() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("startOnInteraction", () => {
  beforeEach(() => {
    vi.stubGlobal("MouseEvent", FakeMouseEvent);
    vi.stubGlobal("PointerEvent", FakeMouseEvent);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts nothing until the visitor interacts, then starts once", () => {
    const { env, windowTarget } = page();
    const start = vi.fn();
    startOnInteraction(start, {}, env, liveSignal().promise);
    expect(start).not.toHaveBeenCalled();
    windowTarget.dispatchEvent(new Event("scroll"));
    windowTarget.dispatchEvent(new Event("keydown"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(wakeEvents)("wakes on %s", (type) => {
    const { env, windowTarget } = page();
    const start = vi.fn();
    startOnInteraction(start, {}, env, liveSignal().promise);
    windowTarget.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("holds a button's click until the app is live, then gives the whole press again", async () => {
    const { env, click } = page();
    const live = liveSignal();
    const start = vi.fn();
    startOnInteraction(start, {}, env, live.promise);
    const button = new FakeElement();
    const event = click(button);
    expect(event.defaultPrevented).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(button.received).toEqual([]);
    live.resolve();
    await live.promise;
    await Promise.resolve();
    expect(button.received).toEqual(["pointerdown", "mousedown", "pointerup", "mouseup", "click"]);
  });

  it("leaves a link's click to the browser", async () => {
    const { env, click } = page();
    const live = liveSignal();
    startOnInteraction(vi.fn(), {}, env, live.promise);
    const link = new FakeElement(["a[href]"]);
    expect(click(link).defaultPrevented).toBe(false);
    live.resolve();
    await live.promise;
    await Promise.resolve();
    expect(link.received).toEqual(["native click"]);
  });

  it("stops holding once the app is live", async () => {
    const { env, click } = page();
    const live = liveSignal();
    startOnInteraction(vi.fn(), {}, env, live.promise);
    live.resolve();
    await live.promise;
    await Promise.resolve();
    const button = new FakeElement();
    expect(click(button).defaultPrevented).toBe(false);
  });

  it("does not give again a press on an element that left the page", async () => {
    const { env, click } = page();
    const live = liveSignal();
    startOnInteraction(vi.fn(), {}, env, live.promise);
    const button = new FakeElement();
    click(button);
    button.isConnected = false;
    live.resolve();
    await live.promise;
    await Promise.resolve();
    expect(button.received).toEqual([]);
  });

  it("wakes when a part that needs the app comes into view", () => {
    const { env, intersect } = page();
    env.document.querySelectorAll = () => [new FakeElement() as unknown as Element];
    const start = vi.fn();
    startOnInteraction(start, { wakeWhenVisible: "[data-lazy-section]" }, env, liveSignal().promise);
    intersect(false);
    expect(start).not.toHaveBeenCalled();
    intersect(true);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
