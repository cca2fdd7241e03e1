import { useSyncExternalStore } from "react";

// The appearance preferences of spec section 3 ("Local preferences": colorScheme, density,
// compactSidebar, animations, accentColor). Kept in localStorage and applied to <html> as a class
// and data attributes that styles.css reads. main.tsx applies them before the first render.
//
// Later sync with the account: subscribe with subscribePreferences() and send the local changes
// (source "local") to the server; write what the server holds with replacePreferences(value,
// "remote"), which is applied and stored but reported with source "remote" so it is not echoed.

export const colorSchemes = ["light", "dark", "system"] as const;
export const densities = ["comfortable", "normal", "compact"] as const;
export const accentColors = ["blue", "purple", "green", "red", "orange", "yellow"] as const;

export type ColorScheme = (typeof colorSchemes)[number];
export type Density = (typeof densities)[number];
export type AccentColor = (typeof accentColors)[number];

export type Preferences = {
  colorScheme: ColorScheme;
  density: Density;
  compactSidebar: boolean;
  animations: boolean;
  accentColor: AccentColor;
};

export type PreferencesSource = "local" | "remote" | "storage";
export type PreferencesListener = (preferences: Preferences, source: PreferencesSource) => void;

export const preferencesStorageKey = "rumbo.preferences";

export const defaultPreferences: Preferences = Object.freeze({
  colorScheme: "light",
  density: "normal",
  compactSidebar: false,
  animations: true,
  accentColor: "green",
});

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === "string" && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Reads preferences from anything (storage, the server): every field that is missing or not
 * valid takes its default, so an old or tampered value never breaks the page.
 */
export function parsePreferences(value: unknown): Preferences {
  const input = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return {
    colorScheme: oneOf(colorSchemes, input.colorScheme, defaultPreferences.colorScheme),
    density: oneOf(densities, input.density, defaultPreferences.density),
    compactSidebar: typeof input.compactSidebar === "boolean" ? input.compactSidebar : defaultPreferences.compactSidebar,
    animations: typeof input.animations === "boolean" ? input.animations : defaultPreferences.animations,
    accentColor: oneOf(accentColors, input.accentColor, defaultPreferences.accentColor),
  };
}

function readStored(): Preferences {
  try {
    const raw = globalThis.localStorage?.getItem(preferencesStorageKey);
    return parsePreferences(raw ? JSON.parse(raw) : null);
  } catch {
    return { ...defaultPreferences };
  }
}

function writeStored(preferences: Preferences): void {
  try {
    globalThis.localStorage?.setItem(preferencesStorageKey, JSON.stringify(preferences));
  } catch {
    // Private mode or a full quota: the choice still applies to this page.
  }
}

const darkQuery = "(prefers-color-scheme: dark)";

function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(darkQuery).matches;
}

export function resolveColorScheme(colorScheme: ColorScheme, prefersDark = systemPrefersDark()): "light" | "dark" {
  if (colorScheme === "system") return prefersDark ? "dark" : "light";
  return colorScheme;
}

/** Writes the preferences onto the root element: the `dark` class and data attributes. */
export function applyPreferences(preferences: Preferences, root: HTMLElement = document.documentElement): void {
  const scheme = resolveColorScheme(preferences.colorScheme);
  root.classList.toggle("dark", scheme === "dark");
  root.dataset.theme = scheme;
  root.dataset.accent = preferences.accentColor;
  root.dataset.density = preferences.density;
  root.dataset.sidebar = preferences.compactSidebar ? "compact" : "default";
  root.dataset.motion = preferences.animations ? "full" : "reduced";
  const themeColor = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  themeColor?.setAttribute("content", scheme === "dark" ? "#0b1120" : "#ffffff");
}

let current: Preferences = { ...defaultPreferences };
let isStarted = false;
const listeners = new Set<PreferencesListener>();

function emit(source: PreferencesSource): void {
  for (const listener of listeners) listener(current, source);
}

function commit(next: Preferences, source: PreferencesSource): void {
  current = next;
  if (typeof document !== "undefined") applyPreferences(current);
  if (source !== "storage") writeStored(current);
  emit(source);
}

export function getPreferences(): Preferences {
  return current;
}

/** Changes some preferences; applied at once and stored. */
export function setPreferences(patch: Partial<Preferences>, source: PreferencesSource = "local"): void {
  commit(parsePreferences({ ...current, ...patch }), source);
}

/** Replaces every preference, e.g. with the account's copy. */
export function replacePreferences(value: unknown, source: PreferencesSource = "remote"): void {
  commit(parsePreferences(value), source);
}

export function resetPreferences(): void {
  commit({ ...defaultPreferences }, "local");
}

export function subscribePreferences(listener: PreferencesListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads the stored preferences and applies them, synchronously: call it before the first render.
 * Also follows the system theme (for "system") and changes made in other tabs.
 */
export function startPreferences(): Preferences {
  current = readStored();
  applyPreferences(current);
  if (isStarted) return current;
  isStarted = true;
  if (typeof matchMedia === "function") {
    matchMedia(darkQuery).addEventListener("change", () => {
      if (current.colorScheme === "system") applyPreferences(current);
    });
  }
  addEventListener("storage", (event) => {
    if (event.key === preferencesStorageKey) commit(readStored(), "storage");
  });
  return current;
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
}
