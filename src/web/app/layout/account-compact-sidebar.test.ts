import { describe, expect, it } from "vitest";
import { defaultPreferences, type Preferences, type PreferencesListener } from "../../features/settings/preferences-store";
import { accountCompactSidebar, syncCompactSidebar, type CompactSidebarServer, type CompactSidebarStore } from "./account-compact-sidebar";

function fakeStore(initial: Partial<Preferences> = {}) {
  let current: Preferences = { ...defaultPreferences, ...initial };
  const listeners = new Set<PreferencesListener>();
  const store: CompactSidebarStore & { change: (patch: Partial<Preferences>) => void } = {
    get: () => current,
    set: (patch, source) => {
      current = { ...current, ...patch };
      for (const l of listeners) l(current, source);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (patch) => {
      current = { ...current, ...patch };
      for (const l of listeners) l(current, "local");
    },
  };
  return store;
}

function fakeServer(stored: Record<string, unknown>) {
  const writes: Record<string, unknown>[] = [];
  let releaseRead: () => void = () => {};
  let isHeld = false;
  const server: CompactSidebarServer & { writes: typeof writes; stored: Record<string, unknown>; hold: () => void; release: () => void } = {
    writes,
    stored,
    hold: () => {
      isHeld = true;
    },
    release: () => releaseRead(),
    read: async () => {
      if (isHeld) {
        isHeld = false;
        await new Promise<void>((resolve) => {
          releaseRead = resolve;
        });
      }
      return { ...server.stored };
    },
    write: async (preferences) => {
      writes.push(preferences);
      server.stored = { ...preferences };
      return { ...server.stored };
    },
  };
  return server;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the compact sidebar, per account", () => {
  it("reads true only from a stored true", () => {
    expect(accountCompactSidebar({ compactSidebar: true })).toBe(true);
    expect(accountCompactSidebar({ compactSidebar: "yes" })).toBe(false);
    expect(accountCompactSidebar({})).toBe(false);
  });

  it("applies the account's choice over what this browser had", async () => {
    const store = fakeStore({ compactSidebar: false });
    syncCompactSidebar(fakeServer({ compactSidebar: true }), store);
    await settle();
    expect(store.get().compactSidebar).toBe(true);

    // An account that never chose does not inherit the previous person's choice.
    const other = fakeStore({ compactSidebar: true });
    syncCompactSidebar(fakeServer({}), other);
    await settle();
    expect(other.get().compactSidebar).toBe(false);
  });

  it("saves a local change into the account, keeping the other stored preferences", async () => {
    const store = fakeStore();
    const server = fakeServer({ notificationEmails: { kinds: ["task_reminder"] } });
    syncCompactSidebar(server, store);
    await settle();
    store.change({ compactSidebar: true });
    await settle();
    expect(server.stored).toEqual({ notificationEmails: { kinds: ["task_reminder"] }, compactSidebar: true });
    // Other preferences stay in the browser: changing the theme sends nothing.
    store.change({ colorScheme: "dark" });
    await settle();
    expect(server.writes).toHaveLength(1);
  });

  it("does not let a late first read undo a change made meanwhile", async () => {
    const store = fakeStore();
    const server = fakeServer({ compactSidebar: false });
    server.hold();
    syncCompactSidebar(server, store);
    store.change({ compactSidebar: true });
    server.release();
    await settle();
    await settle();
    expect(store.get().compactSidebar).toBe(true);
    expect(server.stored.compactSidebar).toBe(true);
  });

  it("stops listening when the user signs out", async () => {
    const store = fakeStore();
    const server = fakeServer({});
    const stop = syncCompactSidebar(server, store);
    await settle();
    stop();
    store.change({ compactSidebar: true });
    await settle();
    expect(server.writes).toEqual([]);
  });
});
