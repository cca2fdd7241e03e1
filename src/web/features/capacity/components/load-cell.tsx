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
