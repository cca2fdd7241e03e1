import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

// Legends for the hand-drawn (SVG and HTML) charts; kept apart from chart-frame.tsx so that those
// pages do not load Recharts.

export type LegendEntry = { swatch: string; label: ReactNode };

/** Legend entries for hand-drawn (SVG) charts: a swatch and its label. */
export function LegendEntries({ entries, as: Item = "span" }: { entries: readonly LegendEntry[]; as?: "span" | "li" }) {
  return entries.map((entry, i) => (
    <Item key={i} className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className={cn("inline-block", entry.swatch)} />
      {entry.label}
    </Item>
  ));
}

export const legendClass = "flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground";
