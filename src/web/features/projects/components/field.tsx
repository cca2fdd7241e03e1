import type { ComponentProps, ReactNode } from "react";
import { Label } from "../../../components/ui/label";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";

export const inputClass = cn(
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground disabled:opacity-60",
  focusRing,
);
export const textareaClass = cn(inputClass, "h-auto min-h-20 py-2");

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
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
    </>
  );
}

type Base = { id: string; label: string; error?: string; hint?: ReactNode };

/** A labelled input; its error and hint are read out with it. */
export function TextField({ id, label, error, hint, className, ...props }: ComponentProps<"input"> & Base) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input id={id} className={cn(inputClass, className)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...props} />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ id, label, error, hint, className, ...props }: ComponentProps<"textarea"> & Base) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea id={id} className={cn(textareaClass, className)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...props} />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ id, label, error, hint, className, children, ...props }: ComponentProps<"select"> & Base) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={cn(inputClass, "cursor-pointer", className)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...props}>
        {children}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}
