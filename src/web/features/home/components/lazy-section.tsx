import type { ReactNode } from "react";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { useInView } from "../hooks/use-in-view";

type LazySectionProps = {
  /** Names the placeholder for tests and styling: data-lazy-section="<name>". */
  name: string;
  /** The height reserved until the section renders (min-h-* per breakpoint), so nothing shifts. */
  reserve: string;
  rootMargin?: string;
  /** How many card placeholders the skeleton shows. */
  cards?: number;
  children: ReactNode;
};

/** A lower section of the home page: a skeleton of the same size until it is scrolled near. */
export function LazySection({ name, reserve, rootMargin = "50px", cards = 3, children }: LazySectionProps) {
  const [ref, isInView] = useInView<HTMLDivElement>({ rootMargin, threshold: 0.1 });
  return (
    <div
      ref={ref}
      data-lazy-section={name}
      data-state={isInView ? "shown" : "pending"}
      // Only the app reveals it: a prerendered page starts the app when it comes near (decision 0711).
      data-needs-app={isInView ? undefined : ""}
      className={cn("flex flex-col", !isInView && reserve)}
    >
      {isInView ? children : <SectionSkeleton cards={cards} />}
    </div>
  );
}

export function SectionSkeleton({ cards }: { cards: number }) {
  return (
    <div aria-hidden="true" className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <Skeleton className="mx-auto h-4 w-28" />
      <Skeleton className="mx-auto mt-4 h-9 w-full max-w-xl" />
      <Skeleton className="mx-auto mt-4 h-5 w-full max-w-2xl" />
      <div className="mt-12 grid flex-1 auto-rows-fr gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} className="rounded-xl" />
        ))}
      </div>
    </div>
  );
}
