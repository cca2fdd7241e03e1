import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { focusRing } from "./focus-ring";
import { dismissToast, toastDurationMs, useToasts, type ToastVariant } from "./toast-store";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        "fixed right-0 bottom-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[26rem]",
        className,
      )}
      {...props}
    />
  );
}

const variantStyles: Record<ToastVariant, { icon: LucideIcon; iconClass: string; barClass: string }> = {
  default: { icon: Info, iconClass: "text-info-strong", barClass: "bg-info-strong" },
  success: { icon: CircleCheck, iconClass: "text-success-strong", barClass: "bg-success-strong" },
  warning: { icon: TriangleAlert, iconClass: "text-warning-strong", barClass: "bg-warning-strong" },
  error: { icon: CircleAlert, iconClass: "text-destructive-strong", barClass: "bg-destructive-strong" },
};

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function Toast({ className, variant = "default", children, ...props }: ToastProps) {
  const style = variantStyles[variant];
  const Icon = style.icon;
  return (
    <ToastPrimitive.Root
      type={variant === "error" ? "foreground" : "background"}
      className={cn(
        "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border border-border bg-popover py-3.5 pr-11 pl-4 text-popover-foreground shadow-lg",
        "data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate] data-[swipe=end]:animate-swipe-out",
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className={cn("absolute inset-y-0 left-0 w-1", style.barClass)} />
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", style.iconClass)} />
      <div className="grid min-w-0 flex-1 gap-1">{children}</div>
    </ToastPrimitive.Root>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function ToastClose({ className, label, ...props }: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={cn(
        "absolute top-2.5 right-2.5 inline-flex size-7 items-center justify-center rounded-md text-muted-foreground hover:bg-subtle hover:text-foreground",
        focusRing,
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

/**
 * Renders the toasts of toast-store: one at a time, 5000 ms, swipe right past 50 px to dismiss,
 * F8 moves focus to the viewport (spec section 9).
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastProvider duration={toastDurationMs} swipeDirection="right" swipeThreshold={50} label={t("toast.announcement")}>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          variant={item.variant}
          duration={item.duration}
          open={item.isOpen}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(item.id);
          }}
        >
          <ToastTitle>{item.title}</ToastTitle>
          {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          <ToastClose label={t("toast.close")} />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} label={t("toast.region")} />
    </ToastProvider>
  );
}
