import type { ComponentProps, ReactNode } from "react";
import { focusRing } from "../../../components/ui/focus-ring";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";

export const inputClass = cn(
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground",
  focusRing,
);

/** A label, a control and its error, read out together (aria-describedby). */
export function FieldShell({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FormFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string };

export function FormField({ id, label, error, className, ...props }: FormFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <input id={id} className={cn(inputClass, className)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
    </FieldShell>
  );
}
