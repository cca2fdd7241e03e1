/** An engine's snake_case code ("no_completed_history") as a catalogue key ("noCompletedHistory"): i18next reads "_" as a plural suffix. */
export function camelKey(code: string): string {
  return code.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}
