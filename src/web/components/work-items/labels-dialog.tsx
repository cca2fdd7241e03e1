import { Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { labelColors, type LabelColor } from "../../../domain/work-items/colors";
import type { Label } from "../../../domain/work-items/contract";
import { useDeleteLabel, useLabels, useSaveLabel } from "../../api/work-items";
import { isApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog";
import { inputClass } from "../ui/form-field";
import { Skeletons } from "../ui/skeleton";
import { toast } from "../ui/toast-store";
import { LabelChip } from "./label-chip";

function ColorSelect({ id, value, onChange, label }: { id: string; value: LabelColor; onChange: (c: LabelColor) => void; label: string }) {
  const { t } = useTranslation("work-items");
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as LabelColor)} className={cn(inputClass, "h-9 w-full cursor-pointer sm:w-36")}>
        {labelColors.map((c) => (
          <option key={c} value={c}>
            {t(`colors.${c}`)}
          </option>
        ))}
      </select>
    </>
  );
}

function LabelRow({ label }: { label: Label }) {
  const { t } = useTranslation("work-items");
  const save = useSaveLabel();
  const remove = useDeleteLabel();
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState<LabelColor>(label.color);
  const [error, setError] = useState<string | null>(null);
  const changed = name.trim() !== label.name || color !== label.color;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ id: label.id, input: { name, color } });
      toast({ title: t("labels.saved"), variant: "success" });
    } catch (e) {
      setError(isApiError(e) ? (Object.values(e.fields ?? {})[0] ?? e.message) : t("saveFailed"));
    }
  };
  return (
    <li className="grid gap-2 py-3">
      <form onSubmit={(e) => void submit(e)} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]">
        <LabelChip label={{ name: name.trim() || label.name, color }} className="col-span-2 justify-self-start sm:hidden" />
        <label htmlFor={`label-name-${label.id}`} className="sr-only">
          {t("labels.renameNamed", { name: label.name })}
        </label>
        <input id={`label-name-${label.id}`} value={name} maxLength={40} onChange={(e) => setName(e.target.value)} className={cn(inputClass, "h-9 min-w-0")} aria-invalid={error ? true : undefined} />
        <div className="col-span-2 sm:col-span-1">
          <ColorSelect id={`label-color-${label.id}`} value={color} onChange={setColor} label={t("labels.colorNamed", { name: label.name })} />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={!changed || save.isPending}>
          {t("labels.save")}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={t("labels.deleteNamed", { name: label.name })}
          disabled={remove.isPending}
          onClick={() =>
            void remove.mutateAsync(label.id).then(
              () => toast({ title: t("labels.deleted"), variant: "success" }),
              () => toast({ title: t("saveFailed"), variant: "error" }),
            )
          }
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-destructive-strong">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The workspace's labels: create, rename, recolour, delete (admins and owners; the server checks). */
export function LabelsDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("work-items");
  const labels = useLabels();
  const save = useSaveLabel();
  const [name, setName] = useState("");
  const [color, setColor] = useState<LabelColor>("blue");
  const [error, setError] = useState<string | null>(null);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ input: { name, color } });
      setName("");
      toast({ title: t("labels.created"), variant: "success" });
    } catch (e) {
      setError(isApiError(e) ? (Object.values(e.fields ?? {})[0] ?? e.message) : t("saveFailed"));
    }
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("labels.manageTitle")}</DialogTitle>
          <DialogDescription>{t("labels.manageIntro")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void create(e)} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
          <div className="grid gap-1">
            <label htmlFor="new-label-name" className="text-sm font-medium">
              {t("labels.name")}
            </label>
            <input id="new-label-name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} className={cn(inputClass, "h-9")} aria-invalid={error ? true : undefined} aria-describedby={error ? "new-label-error" : undefined} />
          </div>
          <div className="grid gap-1">
            <span aria-hidden="true" className="text-sm font-medium">
              {t("labels.color")}
            </span>
            <ColorSelect id="new-label-color" value={color} onChange={setColor} label={t("labels.color")} />
          </div>
          <Button type="submit" size="sm" className="h-9" disabled={save.isPending}>
            <Plus aria-hidden="true" />
            {t("labels.add")}
          </Button>
          {error ? (
            <p id="new-label-error" role="alert" className="text-sm text-destructive-strong sm:col-span-3">
              {error}
            </p>
          ) : null}
        </form>
        {labels.isPending ? (
          <div className="grid gap-2">
            <Skeletons count={2} className="h-10" />
          </div>
        ) : labels.isError ? (
          <p role="alert" className="text-sm text-destructive-strong">
            {t("loadFailed")}
          </p>
        ) : labels.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("labels.none")}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t("labels.title")}>
            {labels.data.map((label) => (
              <LabelRow key={label.id} label={label} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
