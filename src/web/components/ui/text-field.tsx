import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { focusRing } from "./focus-ring";
import { Label } from "./label";

export const textInputClass = cn(
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground aria-invalid:border-destructive-strong",
  focusRing,
);

export type TextFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: ReactNode };

/** A labelled input whose error shows under it and is read out with it (aria-describedby). */
export function TextField({ id, label, error, hint, className, ...props }: TextFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input id={id} className={cn(textInputClass, className)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive-strong" data-field-error="">
          {error}
        </p>
      ) : null}
    </div>
  );
}
