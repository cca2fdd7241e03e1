import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";

export type DisclosureItem = { key: string; title: string; body: string };

type DisclosureListProps = {
  items: readonly DisclosureItem[];
  /** "single": opening one closes the others (the FAQ); "multiple": each opens on its own. */
  mode: "single" | "multiple";
  heading: "h3" | "h4";
  className?: string;
};

/** Buttons in headings that show and hide their panel (WAI-ARIA disclosure / accordion pattern). */
export function DisclosureList({ items, mode, heading: Heading, className }: DisclosureListProps) {
  const baseId = useId();
  const [open, setOpen] = useState<readonly string[]>([]);
  const toggle = (key: string) =>
    setOpen((current) => {
      if (current.includes(key)) return current.filter((k) => k !== key);
      return mode === "single" ? [key] : [...current, key];
    });
  return (
    <div className={cn("divide-y divide-border rounded-xl border border-border bg-card", className)}>
      {items.map((item) => {
        const isOpen = open.includes(item.key);
        const buttonId = `${baseId}-${item.key}-button`;
        const panelId = `${baseId}-${item.key}-panel`;
        return (
          <div key={item.key} data-disclosure={item.key} data-state={isOpen ? "open" : "closed"}>
            <Heading className="text-base font-semibold">
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
                className={cn("flex w-full cursor-pointer items-center justify-between gap-4 rounded-xl px-5 py-4 text-left hover:bg-subtle/60", focusRing)}
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-5 shrink-0 text-muted-foreground transition-transform motion-reduce:transition-none", isOpen && "rotate-180")}
                />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="px-5 pb-5 text-pretty text-muted-foreground">
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
