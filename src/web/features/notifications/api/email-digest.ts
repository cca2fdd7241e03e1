import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateMeSchema } from "../../../../domain/accounts/schemas";
import type { SuggestionKind } from "../../../../domain/notifications/smart-rules";
import { fetchMe, meKeys, updateMe, useMe } from "../../../api/account";

// Which kinds of notification also go out by e-mail, in the digest (server: notifications/digest.ts).
// Kept in the account's preferences as { notificationEmails: { kinds } } through GET/PATCH
// /api/v1/me. PATCH replaces the whole preferences object, so a save merges into the latest one
// read from the server and keeps whatever else is stored there.

export const digestKindOptions = [
  "deadline_warning",
  "capacity_alert",
  "mention",
  "task_reminder",
  "milestone_warning",
  "ai_recommendation",
  "communication_suggestion",
  "menu_exploration",
] as const satisfies readonly SuggestionKind[];
export type DigestKind = (typeof digestKindOptions)[number];

/** The high-priority kinds: the default when the user never chose (as the server's digest does). */
export const highPriorityKinds: readonly DigestKind[] = ["deadline_warning", "capacity_alert"];

type Preferences = Record<string, unknown>;

/** The kinds mailed when the user never chose: the high-priority ones and mentions unread for an hour (decision 0913). */
const defaultKinds: readonly DigestKind[] = [...highPriorityKinds, "mention"];

/** The chosen kinds in `preferences`, the default when none were chosen. */
export function digestKindsOf(preferences: Preferences): DigestKind[] {
  const kinds = (preferences.notificationEmails as { kinds?: unknown } | undefined)?.kinds;
  if (!Array.isArray(kinds)) return [...defaultKinds];
  return digestKindOptions.filter((k) => kinds.includes(k));
}

/** The chosen kinds, read from the account (GET /api/v1/me, the one key of the account). */
export function useDigestKinds() {
  return useMe((me) => digestKindsOf(me.user.preferences));
}

export async function saveDigestKinds(kinds: readonly DigestKind[]): Promise<DigestKind[]> {
  const current = (await fetchMe()).user.preferences;
  const body = updateMeSchema.parse({ preferences: { ...current, notificationEmails: { kinds: digestKindOptions.filter((k) => kinds.includes(k)) } } });
  return digestKindsOf((await updateMe(body)).user.preferences);
}

export function useSaveDigestKinds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDigestKinds,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
