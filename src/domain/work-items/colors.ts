// The label palette (decision 1203): a label stores one of these keys, never a free colour, so
// that every chip reads with at least 4.5:1 contrast in the light theme and in the dark one.

export const labelColors = ["red", "orange", "amber", "green", "teal", "blue", "indigo", "violet", "pink", "slate"] as const;
export type LabelColor = (typeof labelColors)[number];

/** Background and text of a chip in each theme. */
export type ChipColors = { light: { bg: string; fg: string }; dark: { bg: string; fg: string } };

export const labelPalette: Record<LabelColor, ChipColors> = {
  red: { light: { bg: "#fee2e2", fg: "#991b1b" }, dark: { bg: "#7f1d1d", fg: "#fee2e2" } },
  orange: { light: { bg: "#ffedd5", fg: "#9a3412" }, dark: { bg: "#7c2d12", fg: "#ffedd5" } },
  amber: { light: { bg: "#fef3c7", fg: "#92400e" }, dark: { bg: "#78350f", fg: "#fef3c7" } },
  green: { light: { bg: "#dcfce7", fg: "#166534" }, dark: { bg: "#14532d", fg: "#dcfce7" } },
  teal: { light: { bg: "#ccfbf1", fg: "#115e59" }, dark: { bg: "#134e4a", fg: "#ccfbf1" } },
  blue: { light: { bg: "#dbeafe", fg: "#1e40af" }, dark: { bg: "#1e3a8a", fg: "#dbeafe" } },
  indigo: { light: { bg: "#e0e7ff", fg: "#3730a3" }, dark: { bg: "#312e81", fg: "#e0e7ff" } },
  violet: { light: { bg: "#ede9fe", fg: "#5b21b6" }, dark: { bg: "#4c1d95", fg: "#ede9fe" } },
  pink: { light: { bg: "#fce7f3", fg: "#9d174d" }, dark: { bg: "#831843", fg: "#fce7f3" } },
  slate: { light: { bg: "#e2e8f0", fg: "#1e293b" }, dark: { bg: "#334155", fg: "#f1f5f9" } },
};

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
