import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MAX_ENTRY_MINUTES } from "../../../domain/time-tracking/contract";
import { formatMinutes, parseDuration } from "../../../domain/time-tracking/durations";
import { isApiError } from "../../lib/api-client";
import { readerToday } from "../../lib/reader-day";
import { Button } from "../ui/button";
import { FieldShell, fieldAria, inputClass } from "../ui/form-field";

// One time entry's fields: date, duration as people type it (1:30, 1.5, 1h 30m), note, billable.
// Used to log time on a task, inline on the timesheet, and to edit an entry. The server's field
// messages (translated) show under their fields.

export type EntryValues = { date: string; minutes: number; note: string; billable: boolean };

type Props = {
  initial?: Partial<EntryValues>;
  submitLabel: string;
  isPending: boolean;
  /** Fields before the entry's own (the timesheet's project and task). */
  before?: ReactNode;
  onSubmit: (values: EntryValues) => Promise<unknown>;
  onCancel?: () => void;
  /** Disables submitting (e.g. no task chosen yet). */
  isBlocked?: boolean;
  compact?: boolean;
};

export function EntryForm({ initial, submitLabel, isPending, before, onSubmit, onCancel, isBlocked, compact }: Props) {
  const { t } = useTranslation("time-tracking");
  const id = useId();
  const [date, setDate] = useState(initial?.date ?? readerToday());
  const [duration, setDuration] = useState(initial?.minutes ? formatMinutes(initial.minutes) : "");
  const [note, setNote] = useState(initial?.note ?? "");
  const [billable, setBillable] = useState(initial?.billable ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = parseDuration(duration);
    if (minutes === null) return setErrors({ minutes: t("form.durationInvalid") });
    if (minutes < 1 || minutes > MAX_ENTRY_MINUTES) return setErrors({ minutes: t("form.durationRange") });
    setErrors({});
    try {
      await onSubmit({ date, minutes, note: note.trim(), billable });
      if (!initial) {
        setDuration("");
        setNote("");
      }
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      else setErrors({ form: isApiError(error) ? error.message : t("form.failed") });
    }
  }

  const f = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3" noValidate>
      {before}
      <div className="grid gap-3 sm:grid-cols-[10rem_8rem_minmax(0,1fr)]">
        <FieldShell id={f("date")} label={t("form.date")} error={errors.date} className="content-start">
          <input id={f("date")} type="date" required value={date} onChange={(e) => setDate(e.target.value)} className={inputClass} {...fieldAria(f("date"), errors.date)} />
        </FieldShell>
        <FieldShell id={f("duration")} label={t("form.duration")} error={errors.minutes} hint={compact ? undefined : t("form.durationHint")} className="content-start">
          <input
            id={f("duration")}
            inputMode="decimal"
            autoComplete="off"
            placeholder="1:30"
            required
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
            className={inputClass}
            {...fieldAria(f("duration"), errors.minutes, compact ? undefined : t("form.durationHint"))}
          />
        </FieldShell>
        <FieldShell id={f("note")} label={t("form.note")} error={errors.note} className="content-start">
          <input id={f("note")} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} {...fieldAria(f("note"), errors.note)} />
        </FieldShell>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
          <input type="checkbox" checked={billable} onChange={(e) => setBillable(e.target.checked)} className="size-4 accent-primary" />
          {t("form.billable")}
        </label>
        <div className="ml-auto flex gap-2">
          {onCancel ? (
            <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
              {t("form.cancel")}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={isPending || isBlocked}>
            {submitLabel}
          </Button>
        </div>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive-strong">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
