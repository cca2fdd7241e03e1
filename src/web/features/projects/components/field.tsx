import type { ComponentProps, ReactNode } from "react";
import { FieldShell, fieldAria, inputClass as baseInputClass } from "../../../components/ui/form-field";
import { cn } from "../../../lib/cn";

export const inputClass = cn(baseInputClass, "disabled:opacity-60");
export const textareaClass = cn(inputClass, "h-auto min-h-20 py-2");

type Base = { id: string; label: string; error?: string; hint?: ReactNode };

/** A labelled input; its error and hint are read out with it. */
export function TextField({ id, label, error, hint, className, ...props }: ComponentProps<"input"> & Base) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className="content-start">
      <input id={id} className={cn(inputClass, className)} {...fieldAria(id, error, hint)} {...props} />
    </FieldShell>
  );
}

export function TextAreaField({ id, label, error, hint, className, ...props }: ComponentProps<"textarea"> & Base) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className="content-start">
      <textarea id={id} className={cn(textareaClass, className)} {...fieldAria(id, error, hint)} {...props} />
    </FieldShell>
  );
}

export function SelectField({ id, label, error, hint, className, children, ...props }: ComponentProps<"select"> & Base) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className="content-start">
      <select id={id} className={cn(inputClass, "cursor-pointer", className)} {...fieldAria(id, error, hint)} {...props}>
        {children}
      </select>
    </FieldShell>
  );
}
