import { BellRing, Plus, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Reminder, ReminderPreferences } from "../../../domain/work-items/reminders";
import { useReminderPreferences, useSaveReminderPreferences } from "../../api/recurrence";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/form-field";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { isApiError } from "../../lib/api-client";
import { describeReminder } from "./summary";

// Settings › "Recordatorios de vencimiento" (decision 1207): up to five moments, each "n días antes
// a las hh:mm" or "n horas antes", and whether they come by e-mail, in the app, or both.

const MAX = 5;

function RemindersForm({ initial, isDefault }: { initial: ReminderPreferences; isDefault: boolean }) {
  const { t } = useTranslation("recurring");
  const id = useId();
  const save = useSaveReminderPreferences();
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [kind, setKind] = useState<Reminder["kind"]>("days_before");
  const [days, setDays] = useState(1);
  const [at, setAt] = useState("09:00");
  const [hours, setHours] = useState(1);

  const add = () => {
    const reminder: Reminder = kind === "days_before" ? { kind, days, at } : { kind, hours };
    setValue((v) => ({ ...v, reminders: [...v.reminders, reminder] }));
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync(value);
      setValue({ reminders: saved.reminders, email: saved.email, inApp: saved.inApp });
      toast({ title: t("reminders.saved"), variant: "success" });
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast({ title: t("reminders.saveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="grid gap-3">
      {isDefault ? <p className="text-sm text-muted-foreground">{t("reminders.default")}</p> : null}
      {value.reminders.length ? (
        <ul className="grid gap-1" aria-label={t("reminders.heading")}>
          {value.reminders.map((r, i) => (
            <li key={`${i}-${describeReminder(r, t)}`} className="flex min-h-10 items-center justify-between gap-2 rounded-md border border-border px-3 text-sm">
              <span className="min-w-0">{describeReminder(r, t)}</span>
              {errors[`reminders.${i}.at`] ? <span className="text-destructive-strong">{errors[`reminders.${i}.at`]}</span> : null}
              <Button type="button" variant="ghost" size="sm" aria-label={t("reminders.remove", { what: describeReminder(r, t) })} onClick={() => setValue((v) => ({ ...v, reminders: v.reminders.filter((_, j) => j !== i) }))}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          {t("reminders.none")}
        </p>
      )}
      <fieldset className="grid gap-2 rounded-md border border-dashed border-border p-3 sm:grid-cols-4 sm:items-end">
        <legend className="px-1 text-sm font-medium">{t("reminders.add")}</legend>
        <div className="grid gap-1 text-sm sm:col-span-2">
          <label htmlFor={`${id}-kind`}>{t("reminders.kind")}</label>
          <select id={`${id}-kind`} className={inputClass} value={kind} onChange={(e) => setKind(e.target.value as Reminder["kind"])}>
            <option value="days_before">{t("reminders.kindDays")}</option>
            <option value="hours_before">{t("reminders.kindHours")}</option>
          </select>
        </div>
        {kind === "days_before" ? (
          <>
            <div className="grid gap-1 text-sm">
              <label htmlFor={`${id}-days`}>{t("reminders.daysBefore")}</label>
              <input id={`${id}-days`} type="number" inputMode="numeric" min={0} max={14} className={inputClass} value={days} onChange={(e) => setDays(Number(e.target.value))} />
            </div>
            <div className="grid gap-1 text-sm">
              <label htmlFor={`${id}-at`}>{t("reminders.at")}</label>
              <input id={`${id}-at`} type="time" className={inputClass} value={at} onChange={(e) => setAt(e.target.value)} />
            </div>
          </>
        ) : (
          <div className="grid gap-1 text-sm">
            <label htmlFor={`${id}-hours`}>{t("reminders.hoursBefore")}</label>
            <input id={`${id}-hours`} type="number" inputMode="numeric" min={1} max={72} className={inputClass} value={hours} onChange={(e) => setHours(Number(e.target.value))} />
          </div>
        )}
        <Button type="button" variant="outline" onClick={add} disabled={value.reminders.length >= MAX} className="sm:col-span-4 sm:justify-self-start">
          <Plus aria-hidden="true" />
          {t("reminders.add")}
        </Button>
        {value.reminders.length >= MAX ? <p className="text-xs text-muted-foreground sm:col-span-4">{t("reminders.max")}</p> : null}
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <label htmlFor={`${id}-email`} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
          <input id={`${id}-email`} type="checkbox" className="size-4 accent-primary" checked={value.email} onChange={(e) => setValue((v) => ({ ...v, email: e.target.checked }))} />
          {t("reminders.email")}
        </label>
        <label htmlFor={`${id}-app`} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
          <input id={`${id}-app`} type="checkbox" className="size-4 accent-primary" checked={value.inApp} onChange={(e) => setValue((v) => ({ ...v, inApp: e.target.checked }))} />
          {t("reminders.inApp")}
        </label>
      </div>
      <div>
        <Button type="submit" isLoading={save.isPending}>
          {t("reminders.save")}
        </Button>
      </div>
    </form>
  );
}

export function RemindersSection() {
  const { t } = useTranslation("recurring");
  const preferences = useReminderPreferences();
  const headingId = useId();
  return (
    <section id="reminders" aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-5">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
        <div className="grid min-w-0 flex-1 gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {t("reminders.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("reminders.intro")}</p>
          {preferences.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : preferences.isError ? (
            <p role="alert" className="text-sm text-destructive-strong">
              {t("reminders.loadError")}
            </p>
          ) : (
            <RemindersForm initial={{ reminders: preferences.data.reminders, email: preferences.data.email, inApp: preferences.data.inApp }} isDefault={preferences.data.isDefault} />
          )}
        </div>
      </div>
    </section>
  );
}
