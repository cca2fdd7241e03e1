import { useSyncExternalStore } from "react";

// The visitor's cookie choice (GDPR / LFPDPPP): essential cookies always (session, language),
// analytics only after an explicit yes. Remembered in localStorage; nothing non-essential loads
// until a choice is stored, and a "no" loads nothing.

export type Consent = { analytics: boolean; decidedAt: string };

export const consentStorageKey = "rumbo.consent";
/** The consent's version: raising it asks every visitor again (a new purpose, a new provider). */
export const consentVersion = 1;

type Stored = Consent & { version: number };

const listeners = new Set<() => void>();
let settingsRequested = false;
let cached: Consent | null | undefined;

function read(): Consent | null {
  try {
    const raw = globalThis.localStorage?.getItem(consentStorageKey);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Stored>;
    if (value.version !== consentVersion || typeof value.analytics !== "boolean" || typeof value.decidedAt !== "string") return null;
    return { analytics: value.analytics, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getConsent(): Consent | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function setConsent(analytics: boolean, now: Date = new Date()): Consent {
  const consent: Consent = { analytics, decidedAt: now.toISOString() };
  cached = consent;
  settingsRequested = false;
  try {
    globalThis.localStorage?.setItem(consentStorageKey, JSON.stringify({ ...consent, version: consentVersion } satisfies Stored));
  } catch {
    // Without storage the choice lasts for this page only; the banner asks again next time.
  }
  emit();
  return consent;
}

/** Opens the settings again (the cookie policy's "Manage cookies" button). */
export function requestConsentSettings(): void {
  settingsRequested = true;
  emit();
}

export function isConsentSettingsRequested(): boolean {
  return settingsRequested;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribeConsent, getConsent, () => null);
}

export function useConsentSettingsRequested(): boolean {
  return useSyncExternalStore(subscribeConsent, isConsentSettingsRequested, () => false);
}
