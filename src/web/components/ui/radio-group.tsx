import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { focusRing } from "./focus-ring";

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn("grid gap-3", className)} {...props} />;
}

/** A small round radio button; pair it with a <Label htmlFor>. */
export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "aspect-square size-4 shrink-0 cursor-pointer rounded-full border border-input text-primary-strong disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary-strong",
        focusRing,
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="flex items-center justify-center">
        <span className="size-2 rounded-full bg-current" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}

/**
 * A radio option drawn as a selectable tile (icon, title, hint); its content is its label.
 * The chosen tile gets the accent border and tint.
 */
export function RadioGroupCard({ className, children, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "group relative flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-card p-3 text-left text-sm transition-colors hover:bg-subtle",
        "data-[state=checked]:border-primary-strong data-[state=checked]:bg-primary-soft data-[state=checked]:ring-1 data-[state=checked]:ring-primary-strong",
        "disabled:cursor-not-allowed disabled:opacity-50",
        focusRing,
        className,
      )}
      {...props}
    >
      {children}
    </RadioGroupPrimitive.Item>
  );
}
