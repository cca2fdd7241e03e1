import { RotateCw, type LucideIcon } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { ReactNode } from "react";

/** A centred message with an icon and the actions it invites. */
export function EmptyState({ icon: Icon, title, description, children, headingLevel = "h2" }: { icon: LucideIcon; title: string; description?: ReactNode; children?: ReactNode; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description ? <div className="max-w-lg text-sm text-muted-foreground">{description}</div> : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}

/** A load that failed, with a way to try again. */
export function ErrorState({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive-strong/40 bg-destructive-strong/5 px-6 py-10 text-center">
      <p className="font-medium text-destructive-strong">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}
