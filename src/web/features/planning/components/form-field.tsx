import type { ComponentProps } from "react";
import { Label } from "../../../components/ui/label";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";

export const inputClass = cn(
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground",
  focusRing,
);

type FormFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: string };

/** A labelled input with its error read out with it (aria-describedby). */
export function FormField({ id, label, error, hint, className, ...props }: FormFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input id={id} className={cn(inputClass, className)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}
