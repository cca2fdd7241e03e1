// Keyboard shortcut sequences ('g' then 'd'): parsed from a short notation and fed one key at a
// time. A sequence must be finished within `timeoutMs` of its previous key.

export type KeySequence = readonly string[];

/** 'g d' → ['g', 'd']; 'G  P' → ['g', 'p']. Letters are lower-cased; other keys kept as written. */
export function parseSequence(notation: string): KeySequence {
  const keys = notation.trim().split(/\s+/).filter(Boolean);
  if (keys.length === 0) throw new Error("A shortcut needs at least one key");
  return keys.map((key) => (key.length === 1 ? key.toLowerCase() : key));
}

export type SequenceBinding<Id extends string> = { id: Id; keys: KeySequence };

export type SequenceState = { pending: readonly string[]; at: number };

export const emptySequence: SequenceState = { pending: [], at: 0 };

function startsWith(keys: KeySequence, prefix: readonly string[]): boolean {
  return prefix.length <= keys.length && prefix.every((key, i) => keys[i] === key);
}

/**
 * One key pressed at time `at` (ms): the next state, and the binding it completes if any. A key
 * that continues no sequence starts a new one when it can, otherwise everything is dropped.
 */
export function feedKey<Id extends string>(
  state: SequenceState,
  rawKey: string,
  at: number,
  bindings: readonly SequenceBinding<Id>[],
  timeoutMs = 1500,
): { state: SequenceState; match?: Id } {
  const key = rawKey.length === 1 ? rawKey.toLowerCase() : rawKey;
  const pending = state.pending.length > 0 && at - state.at <= timeoutMs ? state.pending : [];
  for (const candidate of pending.length > 0 ? [[...pending, key], [key]] : [[key]]) {
    const done = bindings.find((binding) => binding.keys.length === candidate.length && startsWith(binding.keys, candidate));
    if (done) return { state: emptySequence, match: done.id };
    if (bindings.some((binding) => startsWith(binding.keys, candidate))) return { state: { pending: candidate, at } };
  }
  return { state: emptySequence };
}
