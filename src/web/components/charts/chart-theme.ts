// Chart colours and axis styles from the theme tokens (CSS variables), so charts follow light and
// dark and the accent colour. The PNG export resolves them to plain colours (export-png.ts).

export const chartColors = {
  primary: "var(--color-primary-strong)",
  info: "var(--color-info-strong)",
  warning: "var(--color-warning-strong)",
  danger: "var(--color-destructive-strong)",
  success: "var(--color-success-strong)",
  muted: "var(--color-muted-foreground)",
  grid: "var(--color-border)",
} as const;

export const seriesPalette = [chartColors.primary, chartColors.info, chartColors.warning, chartColors.danger, chartColors.success, chartColors.muted];

export const axisTick = { fill: "var(--color-muted-foreground)", fontSize: 12 } as const;

export const tooltipStyle = {
  contentStyle: { background: "var(--color-popover)", border: "1px solid var(--color-border)", borderRadius: 8, color: "var(--color-popover-foreground)", fontSize: 13 },
  labelStyle: { color: "var(--color-popover-foreground)", fontWeight: 600 },
  itemStyle: { color: "var(--color-popover-foreground)" },
} as const;
