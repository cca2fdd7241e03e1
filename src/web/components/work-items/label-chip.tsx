import type { CSSProperties } from "react";
import { labelPalette } from "../../../domain/work-items/colors";
import type { Label } from "../../../domain/work-items/contract";
import { cn } from "../../lib/cn";

/** A label as a coloured chip: the palette's pair for the light theme and for the dark one (4.5:1 or more, decision 1203). */
export function LabelChip({ label, className }: { label: Pick<Label, "name" | "color">; className?: string }) {
  const colors = labelPalette[label.color];
  const style = { "--chip-bg": colors.light.bg, "--chip-fg": colors.light.fg, "--chip-bg-dark": colors.dark.bg, "--chip-fg-dark": colors.dark.fg } as CSSProperties;
  return (
    <span
      data-label={label.name}
      style={style}
      className={cn(
        "inline-flex max-w-40 items-center truncate rounded-full px-2 py-0.5 text-xs font-medium",
        "bg-[var(--chip-bg)] text-[var(--chip-fg)] dark:bg-[var(--chip-bg-dark)] dark:text-[var(--chip-fg-dark)]",
        className,
      )}
    >
      {label.name}
    </span>
  );
}
