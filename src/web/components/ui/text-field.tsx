import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { FieldShell, fieldAria, inputClass } from "./form-field";

export const textInputClass = cn(inputClass, "aria-invalid:border-destructive-strong");

export type TextFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: ReactNode };

/** A labelled input whose error shows under it, bordered red, and is read out with it (aria-describedby). */
export function TextField({ id, label, error, hint, className, ...props }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input id={id} className={cn(textInputClass, className)} {...fieldAria(id, error, hint)} {...props} />
    </FieldShell>
  );
}
