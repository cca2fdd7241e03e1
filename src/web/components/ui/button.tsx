import { Slot, Slottable } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { focusRing } from "./focus-ring";
import { SpinnerIcon } from "./spinner";

const variants = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:brightness-95 active:brightness-90",
  secondary: "bg-muted text-foreground hover:bg-subtle",
  outline: "border border-border bg-background text-foreground shadow-xs hover:bg-subtle",
  ghost: "text-foreground hover:bg-subtle",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:brightness-95 active:brightness-90",
  link: "h-auto px-0 text-primary-strong underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "h-8 gap-1.5 px-3 text-sm",
  md: "h-10 gap-2 px-4 text-sm",
  lg: "h-12 gap-2 px-6 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonVariantOptions = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The classes of a button, for elements that only look like one. */
export function buttonVariants({ variant = "primary", size = "md", className }: ButtonVariantOptions = {}): string {
  return cn(
    "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md font-medium whitespace-nowrap transition-[color,background-color,filter,box-shadow] select-none",
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    focusRing,
    sizes[size],
    variants[variant],
    className,
  );
}

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (a link, say) with the button's look and behaviour. */
  asChild?: boolean;
  /** Shows a spinner, marks the button busy and disables it. */
  isLoading?: boolean;
};

export function Button({
  variant,
  size,
  asChild = false,
  isLoading = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      className={buttonVariants({ variant, size, className })}
      disabled={asChild ? undefined : disabled || isLoading}
      aria-disabled={asChild && (disabled || isLoading) ? true : undefined}
      aria-busy={isLoading || undefined}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    >
      {isLoading ? <SpinnerIcon /> : null}
      <Slottable>{children}</Slottable>
    </Component>
  );
}
