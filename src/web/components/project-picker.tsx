import { useTranslation } from "react-i18next";
import { Label } from "./ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

/** Which project the page shows (kept in ?project= so that links from the project page land on it). */
export function ProjectPicker({ projects, value, onChange, allLabel, id = "project-picker" }: { projects: readonly { id: string; name: string }[]; value: string | null; onChange: (id: string) => void; allLabel?: string; id?: string }) {
  const { t } = useTranslation("intelligence");
  return (
    <div className="grid w-full gap-1.5 sm:w-72">
      <Label id={`${id}-label`}>{t("picker.label")}</Label>
      <Select value={value ?? (allLabel ? "all" : "")} onValueChange={onChange}>
        <SelectTrigger aria-labelledby={`${id}-label`} data-testid={id}>
          <SelectValue placeholder={t("picker.placeholder")} />
        </SelectTrigger>
        <SelectContent>
          {allLabel ? <SelectItem value="all">{allLabel}</SelectItem> : null}
          {projects.map((p) => (
            <SelectItem key={p.id} value={p.id}>
              {p.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
