// The command palette's matching (decision 1201): accent- and case-insensitive, so 'planificacion'
// finds 'Planificación'. Every word typed must match the text; a match at the start of the text
// ranks above one at the start of a word, which ranks above one inside a word, which ranks above
// the letters in order with gaps ('pryc' for 'Proyectos'). Ties keep the given order.

/** Lower case without diacritics: 'Planificación' → 'planificacion'. */
export function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("es-MX").trim();
}

function isWordStart(text: string, index: number): boolean {
  return index === 0 || /[\s\-_/.,:;()·]/.test(text[index - 1] ?? "");
}

/** The score of one normalized word in a normalized text; 0 when it does not match. */
function wordScore(word: string, text: string): number {
  if (text === word) return 100;
  if (text.startsWith(word)) return 80;
  let index = text.indexOf(word);
  let best = index >= 0 ? 40 : 0;
  while (index > 0) {
    if (isWordStart(text, index)) return 60;
    index = text.indexOf(word, index + 1);
  }
  if (best) return best;
  // The letters in order, with gaps: worth less the more spread out they are.
  let at = -1;
  let first = -1;
  for (const char of word) {
    at = text.indexOf(char, at + 1);
    if (at < 0) return 0;
    if (first < 0) first = at;
  }
  const spread = at - first + 1 - word.length;
  best = Math.max(1, 20 - spread);
  return best;
}

/**
 * How well a query matches a text (and its extra keywords): 0 for no match, higher is better.
 * An empty query matches everything with score 1.
 */
export function matchScore(query: string, text: string, keywords: readonly string[] = []): number {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  const target = normalizeText(text);
  const extra = keywords.map(normalizeText);
  let total = 0;
  for (const word of words) {
    // A keyword (a screen's path, a project's code) counts, but less than the name itself.
    const score = Math.max(wordScore(word, target), ...extra.map((keyword) => Math.floor(wordScore(word, keyword) / 2)));
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

export type Rankable = { label: string; keywords?: readonly string[] };

/** The items that match, best first; equal scores keep the order they came in. */
export function rankItems<T extends Rankable>(query: string, items: readonly T[], limit = Infinity): T[] {
  return items
    .map((item, index) => ({ item, index, score: matchScore(query, item.label, item.keywords) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.item);
}
