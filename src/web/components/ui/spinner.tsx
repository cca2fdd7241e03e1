import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export type SpinnerSize = keyof typeof sizes;

/** The spinning icon alone, hidden from assistive technology (e.g. inside a busy button). */
export function SpinnerIcon({ className, size = "sm" }: { className?: string; size?: SpinnerSize }) {
  return <LoaderCircle aria-hidden="true" className={cn("animate-spin text-current", sizes[size], className)} />;
}

export type SpinnerProps = {
  /** What is loading; read by screen readers. Defaults to "Cargando…". */
  label?: string;
  size?: SpinnerSize;
  className?: string;
  /** Shows the label beside the icon as well. */
  showLabel?: boolean;
};

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label, size = "md", className, showLabel = false }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label ?? t("loading");
  return (
    <span role="status" aria-live="polite" className={cn("inline-flex items-center gap-3 text-muted-foreground", className)}>
      <SpinnerIcon size={size} className="text-primary-strong" />
      <span className={showLabel ? "text-sm font-medium" : "sr-only"}>{text}</span>
    </span>
  );
}
