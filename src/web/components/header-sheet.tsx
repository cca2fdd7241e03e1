import type { ReactNode } from "react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Dialog, DialogContent, DialogTrigger } from "./ui/dialog";
import { focusRing } from "./ui/focus-ring";
import { cn } from "../lib/cn";

// A header button that opens a sheet from the right (help, the assistant): a Radix dialog, so focus
// moves in, Escape closes and focus returns to the button; moving to another screen (a link inside
// the sheet, say) closes it. The content renders only while open: nothing is fetched before.

type HeaderSheetProps = {
  /** The button's icon (aria-hidden). */
  icon: ReactNode;
  /** The button's accessible name and tooltip. */
  label: string;
  closeLabel: string;
  testId: string;
  children: (isOpen: boolean) => ReactNode;
};

export function HeaderSheet({ icon, label, closeLabel, testId, children }: HeaderSheetProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setIsOpen(false), [pathname]);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          className={cn("inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-subtle", focusRing)}
          aria-label={label}
          title={label}
          data-testid={`${testId}-button`}
        >
          {icon}
        </button>
      </DialogTrigger>
      <DialogContent
        closeLabel={closeLabel}
        data-testid={`${testId}-panel`}
        className={cn(
          "top-0 right-0 left-auto flex h-dvh max-h-dvh w-full max-w-md translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-y-0 border-r-0 p-0",
          "data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
        )}
      >
        {children(isOpen)}
      </DialogContent>
    </Dialog>
  );
}
