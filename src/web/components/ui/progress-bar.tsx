import { cn } from "../../lib/cn";

/** A labelled progress bar from 0 to 100 %; without a value it is indeterminate (busy, no figure). */
export function ProgressBar({ label, percent, className }: { label: string; percent: number | null; className?: string }) {
  const clamped = percent === null ? null : Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped ?? undefined} className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}>
      <div className={cn("h-full rounded-full bg-primary transition-[width]", clamped === null && "w-1/3 animate-pulse")} style={clamped === null ? undefined : { width: `${clamped}%` }} />
    </div>
  );
}
