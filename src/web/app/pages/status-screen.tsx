import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

type StatusScreenProps = {
  icon: LucideIcon;
  /** The icon's colour: muted for a missing page, destructive for a failure. */
  iconClassName: string;
  /** A small line above the heading (the error code). */
  eyebrow?: string;
  heading: string;
  body: string;
  /** The way out: links or buttons. */
  children: ReactNode;
  role?: "alert";
};

/** The centred page that stands in for a screen that does not exist or failed (not-found, route error). */
export function StatusScreen({ icon: Icon, iconClassName, eyebrow, heading, body, children, role }: StatusScreenProps) {
  return (
    <section role={role} className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
      <div className={cn("mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-muted", iconClassName)}>
        <Icon aria-hidden="true" className="size-8" />
      </div>
      {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-primary-strong uppercase">{eyebrow}</p> : null}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
      <p className="mt-4 max-w-prose text-base text-pretty break-words text-muted-foreground">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
