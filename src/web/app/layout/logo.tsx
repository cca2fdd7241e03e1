import { cn } from "../../lib/cn";

/** Rumbo's mark: a heading arrow on a dark tile (the favicon). Decorative beside the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cn("size-8 shrink-0 rounded-[22%] dark:ring-1 dark:ring-white/20", className)}>
      <rect width="32" height="32" rx="7" fill="#0f172a" />
      <path d="M16 5l7 18-7-4-7 4z" fill="hsl(145 100% 50%)" />
    </svg>
  );
}
