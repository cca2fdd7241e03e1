import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";

/** A titled card of the dashboard; `id` names it for assistive technology (aria-labelledby). */
export function DashboardSection({ id, title, description, action, className, children }: { id: string; title: string; description?: string; action?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <Card className={cn("flex min-w-0 flex-col", className)}>
      <section aria-labelledby={`${id}-title`} className="flex flex-1 flex-col">
        <CardHeader className="flex-row items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle as="h2" id={`${id}-title`} className="text-base">
              {title}
            </CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
          {action}
        </CardHeader>
        <CardContent className="flex-1">{children}</CardContent>
      </section>
    </Card>
  );
}

export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed border-border px-3 py-6 text-center text-sm text-muted-foreground">{children}</p>;
}
