import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { focusRing } from "./focus-ring";
import { Label } from "./label";

export const inputClass = cn(
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground",
  focusRing,
);

/** The ids a control is read out with: its error, then its hint. */
export function fieldAria(id: string, error?: string, hint?: ReactNode): Pick<ComponentProps<"input">, "aria-describedby" | "aria-invalid"> {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

export type FieldShellProps = { id: string; label: string; error?: string; hint?: ReactNode; className?: string; children: ReactNode };

/** A label, a control, its hint and its error; give the control `fieldAria(id, error, hint)`. */
export function FieldShell({ id, label, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
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

export type FormFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: ReactNode };

/** A labelled input whose error and hint are read out with it (aria-describedby). */
export function FormField({ id, label, error, hint, className, ...props }: FormFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input id={id} className={cn(inputClass, className)} {...fieldAria(id, error, hint)} {...props} />
    </FieldShell>
  );
}

/** A form's own error (not a field's), announced when it appears; nothing when there is none. */
export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className="text-sm text-destructive-strong">
      {children}
    </p>
  ) : null;
}
