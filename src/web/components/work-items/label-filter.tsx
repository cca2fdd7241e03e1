import { Tag } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Label } from "../../../domain/work-items/contract";
import { inputClass } from "../ui/form-field";
import { cn } from "../../lib/cn";

/** Shows only the tasks with one label ("" for all). */
export function LabelFilter({ id, labels, value, onChange }: { id: string; labels: readonly Label[]; value: string; onChange: (labelId: string) => void }) {
  const { t } = useTranslation("work-items");
  if (!labels.length) return null;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Tag aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <label htmlFor={id} className="sr-only">
        {t("labels.filter")}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cn(inputClass, "h-9 min-w-0 cursor-pointer sm:w-52")}>
        <option value="">{t("labels.all")}</option>
        {labels.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
