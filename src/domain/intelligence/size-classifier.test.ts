import { describe, expect, it } from "vitest";
import { buildEstimatorIndex, computeTermCounts, vectorize, type EstimateHistoryItem, type EstimatorIndex } from "./estimate";
import { classProbabilities, fitSizeClassifier } from "./size-classifier";
import { mulberry32 } from "./random";

// Words that mark a size: a typo is small, a migration large; the rest of the title is noise.
function history(n: number, seed: number): EstimateHistoryItem[] {
  const random = mulberry32(seed);
  const kinds = [
    { words: "fix typo in label", size: 1 },
    { words: "add export button", size: 3 },
    { words: "migrate database schema", size: 8 },
  ];
  const noise = ["alpha", "board", "report", "calendar", "invoice", "profile", "search", "sprint"];
  return Array.from({ length: n }, (_, i) => {
    const kind = kinds[i % kinds.length] as (typeof kinds)[number];
    return { id: `h${i}`, title: `${kind.words} ${noise[Math.floor(random() * noise.length)]}`, estimate: kind.size };
  });
}

function fit(index: EstimatorIndex, lambda?: number) {
  return fitSizeClassifier({ postings: index.postings, vocabulary: index.idf.length, labels: index.items.map((it) => it.valueId), classes: index.values.length, lambda });
}

function probabilities(index: EstimatorIndex, model: ReturnType<typeof fit>, title: string): number[] {
  const vector = vectorize(computeTermCounts({ title }, index.options), index.vocabulary, index.idf, Math.log(index.items.length + 1) + 1);
  return [...classProbabilities(model, vector)];
}

describe("the size classifier", () => {
  it("gives the size its words mark the highest probability, in titles put together anew", () => {
    // English throughout: a title of bare nouns could be read as Spanish and stemmed so.
    const index = buildEstimatorIndex(history(300, 1), { gate: false, language: "en" });
    const model = fit(index);
    expect(index.values).toEqual([1, 3, 8]);
    for (const [title, size] of [
      ["typo in the sprint board", 1],
      ["export of the search profile", 3],
      ["schema of the calendar report", 8],
    ] as const) {
      const p = probabilities(index, model, title);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      expect(p.indexOf(Math.max(...p)), title).toBe(index.values.indexOf(size));
      expect(Math.max(...p)).toBeGreaterThan(0.6);
    }
  });

  it("answers the class frequencies for a text with no known word, and leans to them as the penalty grows", () => {
    const items = history(90, 2);
    // Twice as many small tasks as the others.
    const skewed = [...items, ...items.filter((item) => item.estimate === 1).map((item, i) => ({ ...item, id: `extra${i}` }))];
    const index = buildEstimatorIndex(skewed, { gate: false });
    const unknown = probabilities(index, fit(index), "zzz qqq");
    expect(unknown[0]).toBeCloseTo(0.5, 1);
    const known = (lambda: number) => probabilities(index, fit(index, lambda), "migrate database")[2] as number;
    expect(known(1)).toBeGreaterThan(known(30));
    expect(known(30)).toBeGreaterThan(1 / 4);
  });

  it("is deterministic, and a single size is answered with certainty", () => {
    const index = buildEstimatorIndex(history(60, 3), { gate: false });
    expect([...fit(index).weights]).toEqual([...fit(index).weights]);
    const one = buildEstimatorIndex(history(30, 4).map((item) => ({ ...item, estimate: 2 })), { gate: false });
    expect(probabilities(one, fit(one), "fix typo")).toEqual([1]);
  });
});
