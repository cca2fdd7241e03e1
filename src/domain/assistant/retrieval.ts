import { terms } from "./text";

// Organisational memory (decision 0902): BM25 over the workspace's lessons learned, closures,
// risks, change requests and channel messages, with accents folded, stop words dropped and light
// stemming, so a Spanish question finds Spanish records and an English one English records, and
// 'migración' finds 'migraciones'. Each hit quotes its best sentence.

export type MemoryDoc = { id: string; kind: string; title: string; text: string; projectId: string | null; projectName: string | null; href: string };
export type MemoryHit = { doc: MemoryDoc; score: number; quote: string };

const K1 = 1.2;
const B = 0.75;

export function createIndex(docs: readonly MemoryDoc[]) {
  const docTerms = docs.map((d) => terms(`${d.title} ${d.title} ${d.text}`));
  const avgLength = docTerms.reduce((s, t) => s + t.length, 0) / Math.max(1, docs.length);
  const df = new Map<string, number>();
  const tf = docTerms.map((list) => {
    const counts = new Map<string, number>();
    for (const term of list) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const term of counts.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    return counts;
  });
  const idf = (term: string) => {
    const n = df.get(term) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };

  function bestSentence(doc: MemoryDoc, query: Set<string>): string {
    const sentences = doc.text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
    let best = sentences[0] ?? doc.title;
    let bestScore = -1;
    for (const sentence of sentences) {
      const score = terms(sentence).filter((t) => query.has(t)).length;
      if (score > bestScore) {
        best = sentence;
        bestScore = score;
      }
    }
    const quote = best.trim();
    return quote.length > 280 ? `${quote.slice(0, 279)}…` : quote;
  }

  return {
    size: docs.length,
    search(question: string, limit = 5): MemoryHit[] {
      const query = [...new Set(terms(question))];
      if (!query.length) return [];
      const hits: MemoryHit[] = [];
      docs.forEach((doc, i) => {
        const counts = tf[i]!;
        const length = docTerms[i]!.length;
        let score = 0;
        for (const term of query) {
          const f = counts.get(term);
          if (!f) continue;
          score += idf(term) * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * length) / (avgLength || 1))));
        }
        if (score > 0) hits.push({ doc, score, quote: "" });
      });
      const querySet = new Set(query);
      return hits
        .sort((a, b) => b.score - a.score || a.doc.id.localeCompare(b.doc.id))
        .slice(0, limit)
        .map((h) => ({ ...h, score: Math.round(h.score * 1000) / 1000, quote: bestSentence(h.doc, querySet) }));
    },
  };
}

