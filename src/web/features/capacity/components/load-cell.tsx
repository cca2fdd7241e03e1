import { AlertTriangle } from "lucide-react";
import { cn } from "../../../lib/cn";
import type { LoadLevel } from "../api/capacity-plan";

// One colour per load level, always with the figure written in it (and an icon for overload) so
// that nobody has to tell the colours apart.
export const levelClasses: Record<LoadLevel, string> = {
  idle: "bg-muted/60 text-muted-foreground",
  available: "bg-info-strong/15 text-foreground",
  balanced: "bg-success-strong/20 text-foreground",
  high: "bg-warning-strong/25 text-foreground",
  over: "bg-destructive/20 text-foreground ring-1 ring-inset ring-destructive-strong/60",
};

export function LoadSwatch({ level, className }: { level: LoadLevel; className?: string }) {
  return <span aria-hidden="true" className={cn("inline-block size-3.5 rounded-sm", levelClasses[level], className)} />;
}

export function LoadCell({ level, text, label }: { level: LoadLevel; text: string; label: string }) {
  return (
    <div title={label} className={cn("flex h-9 min-w-14 items-center justify-center gap-1 rounded-md px-1.5 text-xs font-semibold tabular-nums", levelClasses[level])}>
      {level === "over" ? <AlertTriangle aria-hidden="true" className="size-3 text-destructive-strong" /> : null}
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </div>
  );
}
