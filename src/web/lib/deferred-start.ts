// A prerendered public page is complete HTML: its text, images and links work without the app.
// The app (React, the router, translations, TanStack Query: about 100 KB compressed, and the work
// of hydrating) is what a phone pays for before it can be used, so on such a page it starts at the
// visitor's first sign of interaction (pointer, touch, key, wheel, scroll, focus) or when a part
// that only the app can fill (marked data-needs-app: a lazy section's placeholder, a list fetched
// from the API) comes near the viewport. Decision 0711.
//
// A click on a button before the app is live is held and given again once the app has hydrated,
// so the first tap on a menu, tab or carousel button is not lost; a link is left to the browser
// (the next page is prerendered too). A form sent before then is held the same way: a plain
// submission would carry its fields to the server outside the app.

export const wakeEvents = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin"] as const;

type Listener = (event: Event) => void;
type Target = {
  addEventListener(type: string, listener: Listener, options?: AddEventListenerOptions | boolean): void;
  removeEventListener(type: string, listener: Listener, options?: EventListenerOptions | boolean): void;
};
type ObserverConstructor = new (callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: IntersectionObserverInit) => {
  observe(element: Element): void;
  disconnect(): void;
};

export type DeferredStartEnvironment = {
  window: Target;
  document: Target & { querySelectorAll(selector: string): ArrayLike<Element> };
  IntersectionObserver?: ObserverConstructor;
};

export type DeferredStartOptions = {
  /** Elements that need the app as soon as they are near the viewport. */
  wakeWhenVisible?: string;
  /** How near, as an IntersectionObserver root margin: 100px unless given. */
  visibleMargin?: string;
};

let announceLive: () => void = () => undefined;
const live = new Promise<void>((resolve) => {
  announceLive = resolve;
});

/** Called by the app's root once its first commit is done; marks <html data-hydrated> for tests. */
export function markAppLive(): void {
  if (typeof document !== "undefined") document.documentElement.dataset.hydrated = "true";
  announceLive();
}

type HeldAction = { kind: "click"; element: Element } | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Calls `start` on the first interaction (or when `wakeWhenVisible` comes into view), holding
 * button clicks and form submissions made before the app is live and giving them again after.
 */
export function startOnInteraction(
  start: () => Promise<void> | void,
  options: DeferredStartOptions = {},
  env: DeferredStartEnvironment = { window, document, IntersectionObserver: globalThis.IntersectionObserver },
  appLive: Promise<void> = live,
): void {
  let started = false;
  let isLive = false;
  let held: HeldAction | null = null;
  let observer: InstanceType<ObserverConstructor> | null = null;
  const passive = { capture: true, passive: true } as const;

  const wake = () => {
    if (started) return;
    started = true;
    for (const type of wakeEvents) env.window.removeEventListener(type, wake, passive);
    observer?.disconnect();
    void Promise.resolve(start());
  };

  const holdClick = (event: Event) => {
    if (isLive) return;
    const target = event.target as Element | null;
    if (!target || typeof target.closest !== "function" || target.closest("a[href]")) return;
    event.preventDefault();
    event.stopPropagation();
    held ??= { kind: "click", element: target };
    wake();
  };
  const holdSubmit = (event: Event) => {
    if (isLive) return;
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as HTMLFormElement;
    held ??= { kind: "submit", form, submitter: (event as SubmitEvent).submitter ?? null };
    wake();
  };

  for (const type of wakeEvents) env.window.addEventListener(type, wake, passive);
  env.document.addEventListener("click", holdClick, true);
  env.document.addEventListener("submit", holdSubmit, true);

  if (options.wakeWhenVisible && env.IntersectionObserver) {
    const elements = Array.from(env.document.querySelectorAll(options.wakeWhenVisible));
    if (elements.length > 0) {
      observer = new env.IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      }, { rootMargin: options.visibleMargin ?? "100px" });
      for (const element of elements) observer.observe(element);
    }
  }

  void appLive.then(() => {
    isLive = true;
    env.document.removeEventListener("click", holdClick, true);
    env.document.removeEventListener("submit", holdSubmit, true);
    const action = held;
    held = null;
    if (action) replay(action);
  });
}

/**
 * Gives a held action again. Menus and tabs (Radix) open on pointer or mouse down, dialogs and
 * buttons on click: the whole sequence is sent so that each reacts as it would have.
 */
function replay(action: HeldAction): void {
  if (action.kind === "submit") {
    if (action.form.isConnected) action.form.requestSubmit(action.submitter && action.submitter.isConnected ? action.submitter : undefined);
    return;
  }
  const { element } = action;
  if (!element.isConnected) return;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
  const PointerEventClass = typeof PointerEvent === "function" ? PointerEvent : MouseEvent;
  element.dispatchEvent(new PointerEventClass("pointerdown", { ...init, pointerType: "mouse", isPrimary: true }));
  element.dispatchEvent(new MouseEvent("mousedown", init));
  element.dispatchEvent(new PointerEventClass("pointerup", { ...init, buttons: 0, pointerType: "mouse", isPrimary: true }));
  element.dispatchEvent(new MouseEvent("mouseup", { ...init, buttons: 0 }));
  element.dispatchEvent(new MouseEvent("click", { ...init, buttons: 0 }));
}
