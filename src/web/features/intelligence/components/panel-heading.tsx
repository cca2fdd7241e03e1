import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The heading of a project's intelligence panel (forecast, finance), with its icon. */
export function PanelHeading({ id, icon: Icon, children }: { id: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-5 text-primary-strong" />
      <h2 id={id} className="text-xl font-semibold">
        {children}
      </h2>
    </div>
  );
}
