import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";

/** Measured, set or assumed: a small mark beside a trait's value. */
export function SourceBadge({ source }: { source: "measured" | "set" | "assumed" }) {
  const { t } = useTranslation("genetics");
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        source === "measured" && "bg-success-strong/15 text-success-strong",
        source === "set" && "bg-info-strong/15 text-info-strong",
        source === "assumed" && "bg-warning-strong/15 text-warning-strong",
      )}
    >
      {t(`source.${source}`)}
    </span>
  );
}
