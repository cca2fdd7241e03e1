import { isTypoOf, editDistance } from "./fuzzy";
import { words } from "./text";

// How questions are typed in chat (decision 0925): es-MX and English shorthand ('q', 'pa',
// 'xq', 'whens', 'r u') written out, and a misspelt word put back to the nearest word the
// assistant knows ('budgte' → 'budget', 'atrasdas' → 'atrasadas'). Pure and deterministic.

const shorthand: Record<string, string> = {
  q: "que", k: "que", ke: "que", qe: "que", pa: "para", pal: "para el", xq: "porque", pq: "porque", porq: "porque", xfa: "por favor", porfa: "por favor",
  tmb: "tambien", tb: "tambien", d: "de", dl: "del", toy: "estoy", nd: "nada", bn: "bien", sem: "semana", prox: "proximo",
  whens: "when is", whats: "what is", hows: "how is", wheres: "where is", whos: "who is", whys: "why is", r: "are", u: "you", ur: "your", pls: "please", plz: "please", thx: "thanks",
  wanna: "want to", gonna: "going to", gotta: "have to", im: "i am", isnt: "is not", arent: "are not", dont: "do not", doesnt: "does not", didnt: "did not", cant: "can not", wont: "will not",
  // es-MX colloquial words for work, money and trouble.
  chamba: "trabajo", chambas: "trabajos", chambear: "trabajar", broncas: "problemas", bronca: "problema", ahorita: "ahora", neta: "", chido: "bien",
  b4: "before", asap: "as soon as possible", eom: "end of month", eow: "end of week", mgr: "manager", proj: "project", projs: "projects", bdgt: "budget",
};

// Phrases that say one thing in many words.
const phrases: [RegExp, string][] = [
  [/\bpast due\b/g, "overdue"],
  [/\bbehind schedule\b/g, "overdue"],
  [/\bse (nos|le|les|me|te) (paso|pasaron|quedo|quedaron) (la fecha|de fecha|atras)\b/g, "vencidas"],
  [/\bhealth check\b/g, "health"],
  [/\bred flags?\b/g, "riesgos"],
  [/\bbanderas rojas\b/g, "riesgos"],
];

/** The folded words of a question with chat shorthand written out. */
export function expandShorthand(text: string): string {
  let out = words(text)
    .map((w) => shorthand[w] ?? w)
    .filter(Boolean)
    .join(" ");
  for (const [pattern, replacement] of phrases) out = out.replace(pattern, replacement);
  return out;
}

/** A speller over a known vocabulary: a word it does not know, of 4+ letters, becomes the closest one it does (same first letter, 1–2 typos). */
export function createSpeller(vocabulary: Iterable<string>) {
  const known = new Set<string>();
  const byInitial = new Map<string, string[]>();
  for (const w of vocabulary) {
    if (known.has(w) || w.length < 3) continue;
    known.add(w);
    const list = byInitial.get(w[0]!) ?? [];
    list.push(w);
    byInitial.set(w[0]!, list);
  }
  const cache = new Map<string, string>();
  function correct(word: string): string {
    if (word.length < 4 || known.has(word) || /\d/.test(word)) return word;
    const hit = cache.get(word);
    if (hit !== undefined) return hit;
    let best = word;
    let bestDistance = Infinity;
    for (const candidate of byInitial.get(word[0]!) ?? []) {
      if (!isTypoOf(word, candidate)) continue;
      const d = editDistance(word, candidate, 2);
      // The closest; on a tie the longer word (a dropped letter is the commoner typo), then alphabetical.
      if (d < bestDistance || (d === bestDistance && (candidate.length > best.length || (candidate.length === best.length && candidate < best)))) {
        best = candidate;
        bestDistance = d;
      }
    }
    cache.set(word, best);
    return best;
  }
  return {
    known: (word: string) => known.has(word),
    correct,
    /** The text's words, each corrected. */
    text: (text: string) => words(text).map(correct).join(" "),
  };
}
