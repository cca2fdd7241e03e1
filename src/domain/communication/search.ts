import { fold } from "./mentions";

// Search across messages (decision 0911): the body is kept folded (lower case, no accents) beside
// the message, and a query is cut into folded words, so 'migracion' finds 'Migración' and 'migr'
// finds both. Only letters and digits reach the query, so nothing a user types is query syntax.

const MAX_TERMS = 8;

export function searchTextOf(body: string): string {
  return fold(body);
}

/** The query's words, folded, letters and digits only, at most eight. */
export function searchTerms(query: string): string[] {
  const words = fold(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Every word as a prefix, all required: `migr:* & datos:*` for PostgreSQL's to_tsquery. */
export function prefixQuery(terms: readonly string[]): string {
  return terms.map((t) => `${t}:*`).join(" & ");
}

/** A direct conversation's key: its participants' ids, sorted, once each. */
export function directKey(userIds: readonly string[]): string {
  return [...new Set(userIds)].sort().join(",");
}
