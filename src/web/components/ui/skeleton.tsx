import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A placeholder block shown while content loads; decorative, so hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

/** Skeletons (children) standing in for a section while it loads, announced once as `label`. */
export function LoadingBlock({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}

/** `count` skeletons of the same shape, e.g. the rows of a list that is loading. */
export function Skeletons({ count, className }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);
}
