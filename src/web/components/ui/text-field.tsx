import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { FormField } from "./form-field";

export type TextFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: ReactNode };

/** A labelled input whose error shows under it, bordered red, and is read out with it (aria-describedby). */
export function TextField({ className, ...props }: TextFieldProps) {
  return <FormField className={cn("aria-invalid:border-destructive-strong", className)} {...props} />;
}
