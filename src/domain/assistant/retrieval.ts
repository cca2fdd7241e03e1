import { stem, terms } from "./text";

// Organisational memory (decision 0902): BM25 over the workspace's lessons learned, closures,
// risks, change requests and channel messages, with accents folded, stop words dropped and light
// stemming, so a Spanish question finds Spanish records and an English one English records, and
// 'migración' finds 'migraciones'. Each hit quotes its best sentence.

export type MemoryDoc = { id: string; kind: string; title: string; text: string; projectId: string | null; projectName: string | null; href: string };
export type MemoryHit = { doc: MemoryDoc; score: number; quote: string };

// A small bilingual glossary of project vocabulary, so an English question finds Spanish records
// and the reverse ('vendor' meets 'proveedor'). Words, not stems: each side is stemmed like the text.
const glossary: [string, string][] = [
  ["vendor vendors supplier suppliers provider providers", "proveedor proveedores"],
  ["delay delays delayed late", "retraso retrasos retraso atraso atrasos"],
  ["meeting meetings", "junta juntas reunion reuniones"],
  ["finance finances financial", "finanzas financiero"],
  ["budget budgets", "presupuesto presupuestos"],
  ["cost costs", "costo costos"],
  ["payment payments", "pago pagos"],
  ["card cards", "tarjeta tarjetas"],
  ["data", "datos dato"],
  ["cleansing cleaning cleanup", "limpieza"],
  ["equipment hardware", "equipos equipo"],
  ["delivery deliveries", "entrega entregas"],
  ["server servers", "servidor servidores"],
  ["cloud", "nube"],
  ["testing tests test", "pruebas prueba"],
  ["usability", "usabilidad"],
  ["user users", "usuario usuarios"],
  ["customer customers client clients", "cliente clientes"],
  ["design", "diseno"],
  ["redesign", "rediseno"],
  ["cancel cancelled canceled cancellation", "cancelo cancelado cancelada cancelacion"],
  ["deadline deadlines", "plazo plazos"],
  ["risk risks", "riesgo riesgos"],
  ["lesson lessons", "leccion lecciones"],
  ["catalog catalogs catalogue catalogues", "catalogo catalogos"],
  ["master", "maestros maestro"],
  ["scope", "alcance"],
  ["training", "capacitacion"],
  ["sales", "ventas"],
  ["bank", "banco bancaria"],
  ["team", "equipo"],
  ["security", "seguridad"],
  ["contract contracts", "contrato contratos"],
  ["approval approved", "aprobacion aprobado"],
  ["committee", "comite"],
  ["schedule", "calendario cronograma"],
  ["problem problems issue issues", "problema problemas"],
];
const translations = new Map<string, Set<string>>();
for (const [en, es] of glossary) {
  const a = en.split(" ").map(stem);
  const b = es.split(" ").map(stem);
  for (const x of a) for (const y of b) {
    translations.set(x, new Set([...(translations.get(x) ?? []), y]));
    translations.set(y, new Set([...(translations.get(y) ?? []), x]));
  }
}
/** The question's terms and their translations in the other language. */
function expand(query: string[]): string[] {
  const out = new Set(query);
  for (const term of query) for (const other of translations.get(term) ?? []) out.add(other);
  return [...out];
}

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

  /** The sentences that speak to the question (the best first, then the others in order), up to 280 characters. */
  function bestSentence(doc: MemoryDoc, query: Set<string>): string {
    const sentences = doc.text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
    const scored = sentences.map((sentence, i) => ({ sentence, i, score: terms(sentence).filter((t) => query.has(t)).length }));
    const best = [...scored].sort((a, b) => b.score - a.score || a.i - b.i)[0];
    if (!best) return doc.title;
    let quote = best.sentence;
    for (const other of scored) {
      if (other === best || other.score === 0 || quote.length + other.sentence.length > 279) continue;
      quote = other.i < best.i ? `${other.sentence} ${quote}` : `${quote} ${other.sentence}`;
    }
    return quote.length > 280 ? `${quote.slice(0, 279)}…` : quote;
  }

  return {
    size: docs.length,
    /** The records that best answer `question`; those of `projectId` (the project it names) count double. */
    search(question: string, limit = 5, projectId?: string): MemoryHit[] {
      const query = expand([...new Set(terms(question))]);
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
        if (score > 0) hits.push({ doc, score: projectId && doc.projectId === projectId ? score * 2 : score, quote: "" });
      });
      const querySet = new Set(query);
      return hits
        .sort((a, b) => b.score - a.score || a.doc.id.localeCompare(b.doc.id))
        .slice(0, limit)
        .map((h) => ({ ...h, score: Math.round(h.score * 1000) / 1000, quote: bestSentence(h.doc, querySet) }));
    },
  };
}

