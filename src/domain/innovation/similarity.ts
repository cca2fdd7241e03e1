import { computeTermCounts, defaultEstimatorOptions, vectorize } from "../intelligence/estimate";

// "Posible duplicado de…": the estimator's text model (decision 0105: accents folded, es/en stop
// words, Spanish and English stemmers, TF-IDF with 1 + log tf, title terms counted twice) and the
// cosine of the vectors, over the workspace's ideas plus the text being typed.

export type IdeaText = { id: string; title: string; description?: string | null; problem?: string | null };

/** Cosine at or above which an idea is shown as a possible duplicate. */
export const DUPLICATE_THRESHOLD = 0.35;

const options = { ...defaultEstimatorOptions, language: "auto" as const };
const counted = (i: Pick<IdeaText, "title" | "description" | "problem">) =>
  computeTermCounts({ title: i.title, description: [i.description, i.problem].filter(Boolean).join("\n") }, options);

type Vector = ReturnType<typeof vectorize>;

function cosine(a: Vector, b: Vector): number {
  const weights = new Map<number, number>();
  a.terms.forEach((t, i) => weights.set(t, a.weights[i] as number));
  let sum = 0;
  b.terms.forEach((t, i) => (sum += (weights.get(t) ?? 0) * (b.weights[i] as number)));
  return sum;
}

function vectors(texts: Map<string, number>[]) {
  const vocabulary = new Map<string, number>();
  const df: number[] = [];
  for (const c of texts) {
    for (const term of c.keys()) {
      let id = vocabulary.get(term);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(term, id);
        df.push(0);
      }
      df[id] = (df[id] as number) + 1;
    }
  }
  const n = texts.length;
  const idf = df.map((d) => Math.log((n + 1) / (d + 1)) + 1);
  return texts.map((c) => vectorize(c, vocabulary, idf, Math.log(n + 1) + 1));
}

/** Ideas like the draft (excluding itself), most similar first, at or above the threshold. */
export function similarIdeas<T extends IdeaText>(draft: Omit<IdeaText, "id"> & { id?: string | null }, ideas: readonly T[], threshold = DUPLICATE_THRESHOLD, limit = 3): { idea: T; similarity: number }[] {
  const others = ideas.filter((i) => i.id !== draft.id);
  const query = counted(draft);
  if (query.size === 0 || others.length === 0) return [];
  const all = vectors([query, ...others.map(counted)]);
  const q = all[0] as Vector;
  return others
    .map((idea, i) => ({ idea, similarity: Math.round(cosine(q, all[i + 1] as Vector) * 100) / 100 }))
    .filter((m) => m.similarity >= threshold)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, limit);
}

/** For each idea, the most similar other idea when it is a possible duplicate (computed once for a list). */
export function duplicatesOf<T extends IdeaText>(ideas: readonly T[], threshold = DUPLICATE_THRESHOLD): Map<string, { idea: T; similarity: number }> {
  const out = new Map<string, { idea: T; similarity: number }>();
  if (ideas.length < 2) return out;
  const all = vectors(ideas.map(counted));
  ideas.forEach((idea, i) => {
    let best: { idea: T; similarity: number } | null = null;
    ideas.forEach((other, j) => {
      if (i === j) return;
      const s = cosine(all[i] as Vector, all[j] as Vector);
      if (s >= threshold && (!best || s > best.similarity)) best = { idea: other, similarity: Math.round(s * 100) / 100 };
    });
    if (best) out.set(idea.id, best);
  });
  return out;
}
