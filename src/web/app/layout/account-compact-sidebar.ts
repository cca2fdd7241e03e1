import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { fetchMe } from "../../api/account";
import { meKeys } from "../../api/query-keys";
import { updateMeSchema } from "../../../domain/accounts/schemas";
import { apiClient } from "../../lib/api-client";
import { getPreferences, setPreferences, subscribePreferences, type Preferences, type PreferencesListener } from "../../features/settings/preferences-store";

// 'Barra lateral compacta' is remembered per account (decision 0305): the appearance preferences
// stay in the browser (spec section 3), but this one also lives in the account's preferences
// (GET/PATCH /api/v1/me), so it follows the user to another browser and is not handed to the next
// person who signs in on this one. An account that never chose gets the default, not compact.
// PATCH replaces the whole preferences object, so a save merges into the latest copy it reads
// (as the e-mail digest's settings do) and keeps whatever else is stored there.

const accountPreferencesSchema = z.object({ user: z.object({ preferences: z.record(z.string(), z.unknown()) }) });
type AccountPreferences = Record<string, unknown>;

export type CompactSidebarStore = {
  get: () => Preferences;
  set: (patch: Partial<Preferences>, source: "remote") => void;
  subscribe: (listener: PreferencesListener) => () => void;
};

export type CompactSidebarServer = {
  read: () => Promise<AccountPreferences>;
  write: (preferences: AccountPreferences) => Promise<AccountPreferences>;
};

/** The account's value: a stored boolean, otherwise the default (not compact). */
export function accountCompactSidebar(preferences: AccountPreferences): boolean {
  return preferences.compactSidebar === true;
}

/**
 * Applies the account's choice once it is read, then sends each local change of it, one after the
 * other (the last one wins, as on screen). A change made before the account's copy arrives is not
 * overwritten by it. Returns the function that stops it.
 */
export function syncCompactSidebar(server: CompactSidebarServer, store: CompactSidebarStore, onError: (error: unknown) => void = () => {}): () => void {
  let isStopped = false;
  let hasLocalChange = false;
  let saved: boolean | undefined;
  let queue: Promise<void> = Promise.resolve();

  const save = () => {
    queue = queue
      .then(async () => {
        const wanted = store.get().compactSidebar;
        if (isStopped || wanted === saved) return;
        const current = await server.read();
        saved = accountCompactSidebar(await server.write({ ...current, compactSidebar: wanted }));
      })
      .catch(onError);
  };

  const unsubscribe = store.subscribe((preferences, source) => {
    if (source !== "local" || preferences.compactSidebar === saved) return;
    hasLocalChange = true;
    save();
  });

  server.read().then(
    (preferences) => {
      if (isStopped) return;
      const value = accountCompactSidebar(preferences);
      if (hasLocalChange) return;
      saved = value;
      if (store.get().compactSidebar !== value) store.set({ compactSidebar: value }, "remote");
    },
    onError,
  );

  return () => {
    isStopped = true;
    unsubscribe();
  };
}

/** Reads through the query cache: the first read shares the account's request with the screen's. */
const serverFor = (queryClient: QueryClient): CompactSidebarServer => ({
  read: async () => (await queryClient.fetchQuery({ queryKey: meKeys.all, queryFn: ({ signal }) => fetchMe(signal), staleTime: 0 })).user.preferences,
  write: async (preferences) => {
    const body = updateMeSchema.parse({ preferences });
    return (await apiClient.patch("/me", body, { parse: (data) => accountPreferencesSchema.parse(data) })).user.preferences;
  },
});

const store: CompactSidebarStore = { get: getPreferences, set: setPreferences, subscribe: subscribePreferences };

/** Keeps the compact sidebar in step with the signed-in account (none: nothing to do). */
export function useAccountCompactSidebar(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return syncCompactSidebar(serverFor(queryClient), store);
  }, [userId, queryClient]);
}
