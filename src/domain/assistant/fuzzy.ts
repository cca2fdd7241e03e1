
// Tolerance for how people type (decision 0925): a name or a word with a typo, a missing or
// swapped letter ('atlaz', 'budgte', 'gastdo'), or said in the other language ('data center' for
// 'Centro de Datos'), still meets its entity or its word. Pure and deterministic.

/** Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent swaps), stopping past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** How many typos a word of this length may carry and still be itself: none under 4 letters, 1 up to 7, 2 from 8. */
export function typoBudget(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** Whether `typed` is `word` with a typo or two (same first letter: people rarely miss the first one). */
export function isTypoOf(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (typed[0] !== word[0]) return false;
  const budget = Math.min(typoBudget(typed.length), typoBudget(word.length));
  return budget > 0 && editDistance(typed, word, budget) <= budget;
}

// Words that names of projects are made of, in Spanish and English (folded), so 'the data center'
// finds 'Centro de Datos Norte' and 'integración bancaria' finds 'Bank Integration'. General
// vocabulary of IT and business projects, not names of a workspace.
const nameWords: string[][] = [
  ["centro", "center", "centre"], ["datos", "data"], ["norte", "north"], ["sur", "south"], ["este", "east"], ["oeste", "west"],
  ["integracion", "integration"], ["bancaria", "bancario", "banco", "bank", "banking"], ["movil", "mobile"], ["aplicacion", "app", "application"],
  ["clientes", "cliente", "customers", "customer", "clients", "client"], ["rediseno", "redesign"], ["sitio", "web", "website", "site"], ["portal", "portal"],
  ["capacitacion", "entrenamiento", "training"], ["ventas", "sales"], ["migracion", "migration"], ["nube", "cloud"], ["seguridad", "security"],
  ["red", "network"], ["infraestructura", "infrastructure"], ["pagos", "payments"], ["nomina", "payroll"], ["inventario", "inventory"],
  ["almacen", "warehouse"], ["compras", "purchasing", "procurement"], ["finanzas", "finance"], ["recursos", "resources"], ["humanos", "human"],
  ["tienda", "store", "shop"], ["sucursal", "sucursales", "branch", "branches"], ["servidores", "servers"], ["soporte", "support"],
  ["implementacion", "implementation", "rollout"], ["actualizacion", "upgrade"], ["plataforma", "platform"], ["nuevo", "nueva", "new"],
];
const nameLookup = new Map<string, string[]>();
for (const family of nameWords) for (const w of family) nameLookup.set(w, family);

/** A name's word and its translations ('datos' → datos, data). */
export function nameVariants(word: string): string[] {
  return nameLookup.get(word) ?? [word];
}

/**
 * How strongly a question's words mention a name's word: 1 for the word itself or a translation
 * of it; 0.8 for a typo of the word itself, unless the typed word is one the assistant knows as a
 * word of its own (`known`: 'movio' is not a typo of 'Móvil', 'date' not of 'Datos').
 */
export function wordMatch(nameWord: string, questionWords: readonly string[], known: (word: string) => boolean = () => false): number {
  const variants = nameVariants(nameWord);
  let best = 0;
  for (const q of questionWords) {
    if (variants.includes(q)) return 1;
    if (nameWord.length >= 4 && !known(q) && isTypoOf(q, nameWord)) best = Math.max(best, 0.8);
  }
  return best;
}

