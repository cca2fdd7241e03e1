import { fold } from "./text";

// Amounts in questions (decision 0925): 'más de 50 mil pesos', 'menos de $1,200,000',
// 'over 100k', 'above 1.5M', 'arriba de 2 millones'. Pure; cents, as the records keep money.

export type AmountFilter = { op: "gt" | "lt"; cents: number };

const above = "mas de|arriba de|encima de|por encima de|mayor(?:es)? a|mayor(?:es)? que|superior(?:es)? a|sobre|more than|over|above|greater than|exceeding|at least|al menos|minimo";
const below = "menos de|debajo de|por debajo de|menor(?:es)? a|menor(?:es)? que|inferior(?:es)? a|less than|under|below|at most|maximo|hasta";

/** A number as written in es-MX or English: '50', '50,000', '1.5', '1,5' (a comma followed by 1–2 digits is a decimal). */
function number(raw: string): number {
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw)) return Number(raw.replace(/,/g, ""));
  if (/^\d+,\d{1,2}$/.test(raw)) return Number(raw.replace(",", "."));
  return Number(raw.replace(/,/g, ""));
}

/** The amount a question compares against, in cents, or null when it names none. */
export function parseAmountFilter(question: string): AmountFilter | null {
  const t = fold(question).replace(/\s+/g, " ");
  const m = new RegExp(`\\b(${above}|${below})\\s+(?:los |the |un |una |a )?\\$?\\s?(\\d[\\d,.]*)\\s*(mil|k|mdp|millones|millon|million|millions|m|mm)?\\b`).exec(t);
  if (!m) return null;
  const op = new RegExp(`^(${above})$`).test(m[1]!) ? "gt" : "lt";
  let value = number(m[2]!.replace(/[.,]$/, ""));
  if (!Number.isFinite(value)) return null;
  const unit = m[3];
  if (unit === "mil" || unit === "k") value *= 1_000;
  else if (unit && /^(millones|millon|million|millions|m|mm|mdp)$/.test(unit)) value *= 1_000_000;
  return { op, cents: Math.round(value * 100) };
}

/** What an amount is compared with: the budget when only the budget is named, else the spend. */
export function amountSubject(question: string): "spent" | "budget" {
  const t = fold(question);
  return /\b(presupuesto|presupuestos|budget|budgets)\b/.test(t) && !/\b(gast\w*|spen\w*|spent|cost\w*|burn\w*|ejercid\w*|llevan|llevamos)\b/.test(t) ? "budget" : "spent";
}
