import { cn } from "../../../lib/cn";

type SectionHeadingProps = { id: string; eyebrow?: string; heading: string; intro?: string; className?: string };

export function SectionHeading({ id, eyebrow, heading, intro, className }: SectionHeadingProps) {
  return (
    <div className={cn("mx-auto max-w-3xl text-center", className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
    </div>
  );
}

/** The page-width container every home section uses. */
export const sectionContainer = "mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8";
