import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A placeholder block shown while content loads; decorative, so hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
