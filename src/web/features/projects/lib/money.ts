/** Pesos typed by the reader ("250,000.50", "$ 250000") as the number the API takes; empty is 0. */
export function parsePesos(raw: unknown): unknown {
  if (typeof raw === "number") return raw;
  const text = String(raw ?? "").replace(/[\s$,]/g, "");
  if (text === "") return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : Number.NaN;
}
