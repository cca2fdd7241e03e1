import { ChevronLeft, ChevronRight, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { FieldShell, FormError, FormField, fieldAria, inputClass } from "../../../components/ui/form-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { useSession } from "../../../app/session";
import { isApiError, type FieldErrors } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDay, formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { useHolidays } from "../../../api/capacity";
import { useAddHoliday, useCalendars, useDeleteHoliday, useSaveCalendar, type PersonCalendar } from "../api/capacity-center";

// Working calendars (each person's days, hours, time zone, country) and the year's holidays: the
// official ones built in, the workspace's own added by an owner or admin.

const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

function CalendarDialog({ person, onClose }: { person: PersonCalendar | null; onClose: () => void }) {
  const { t } = useTranslation("capacity");
  const save = useSaveCalendar();
  const [draft, setDraft] = useState<{ days: number[]; hours: string; timeZone: string; country: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const value = draft ?? (person ? { days: person.workingDays, hours: String(person.hoursPerDay), timeZone: person.timeZone, country: person.country } : null);
  const close = () => {
    setDraft(null);
    setErrors({});
    setFormError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!person || !value) return;
    save.mutate(
      { resourceId: person.resourceId, workingDays: value.days, hoursPerDay: Number(value.hours), timeZone: value.timeZone, country: value.country },
      {
        onSuccess: () => {
          toast({ title: t("calendars.saved"), variant: "success" });
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
          setFormError(isApiError(error) ? error.message : t("timeOff.failed"));
        },
      },
    );
  };
  const daysError = Object.entries(errors).find(([k]) => k.startsWith("workingDays"))?.[1];
  return (
    <Dialog open={person !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent closeLabel={t("load.close")} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{person ? t("calendars.editTitle", { name: person.name }) : ""}</DialogTitle>
          <DialogDescription>{t("calendars.description")}</DialogDescription>
        </DialogHeader>
        {value ? (
          <form onSubmit={submit} noValidate className="grid gap-3">
            <fieldset className="grid gap-1.5" aria-describedby={daysError ? "calendar-days-error" : undefined}>
              <legend className="mb-1 text-sm font-medium">{t("calendars.days")}</legend>
              <div className="flex flex-wrap gap-2">
                {weekOrder.map((day) => (
                  <label key={day} className={cn("flex h-9 cursor-pointer items-center gap-1.5 rounded-md border border-border px-2.5 text-sm", value.days.includes(day) && "border-primary bg-primary/10")}>
                    <input
                      type="checkbox"
                      checked={value.days.includes(day)}
                      onChange={(e) => setDraft({ ...value, days: e.target.checked ? [...value.days, day] : value.days.filter((d) => d !== day) })}
                    />
                    {t(`calendars.weekdays.${day}`)}
                  </label>
                ))}
              </div>
              {daysError ? (
                <p id="calendar-days-error" className="text-sm text-destructive-strong">
                  {daysError}
                </p>
              ) : null}
            </fieldset>
            <FormField id="calendar-hours" type="number" min={0.5} max={24} step={0.5} label={t("calendars.hoursPerDay")} value={value.hours} onChange={(e) => setDraft({ ...value, hours: e.target.value })} error={errors.hoursPerDay} />
            <FormField id="calendar-zone" label={t("calendars.timeZone")} value={value.timeZone} onChange={(e) => setDraft({ ...value, timeZone: e.target.value })} error={errors.timeZone} />
            <FormField id="calendar-country" label={t("calendars.country")} hint={t("calendars.countryHint")} maxLength={2} value={value.country} onChange={(e) => setDraft({ ...value, country: e.target.value.toUpperCase() })} error={errors.country} />
            {formError ? <FormError>{formError}</FormError> : null}
            <FormDialogFooter cancelLabel={t("calendars.cancel")} onCancel={close} submitLabel={t("calendars.save")} isPending={save.isPending} />
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function CalendarsPanel({ isManager }: { isManager: boolean }) {
  const { t } = useTranslation("capacity");
  const language = useLanguage();
  const { session } = useSession();
  const calendars = useCalendars();
  const [editing, setEditing] = useState<PersonCalendar | null>(null);
  const days = (list: number[]) => weekOrder.filter((d) => list.includes(d)).map((d) => t(`calendars.weekdays.${d}`)).join(" ");
  if (calendars.isPending) return <Skeleton className="h-40" />;
  if (calendars.isError) return <p role="alert">{t("calendars.loadError")}</p>;
  return (
    <>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {calendars.data.map((p) => (
          <li key={p.resourceId} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {p.name}
                {p.isCustom ? null : <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-normal text-muted-foreground">{t("calendars.default")}</span>}
              </p>
              <p className="text-sm text-muted-foreground">
                {days(p.workingDays)} · {formatNumber(p.hoursPerDay, language, { maximumFractionDigits: 2 })} h · {p.timeZone} · {p.country} · {t("calendars.weekly")}: {formatNumber(p.weeklyHours, language, { maximumFractionDigits: 1 })} h
              </p>
            </div>
            {isManager || p.userId === session?.userId ? (
              <Button size="sm" variant="outline" onClick={() => setEditing(p)} aria-label={`${t("calendars.edit")}: ${p.name}`}>
                {t("calendars.edit")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <CalendarDialog key={editing?.resourceId ?? "none"} person={editing} onClose={() => setEditing(null)} />
    </>
  );
}

export function HolidaysPanel({ isManager }: { isManager: boolean }) {
  const { t } = useTranslation("capacity");
  const language = useLanguage();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const holidays = useHolidays(year);
  const add = useAddHoliday();
  const remove = useDeleteHoliday();
  const [form, setForm] = useState({ date: "", name: "", country: "", source: "custom" as "custom" | "election" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    add.mutate(
      { date: form.date, name: form.name, country: form.country.trim() ? form.country.trim() : null, source: form.source },
      {
        onSuccess: () => {
          toast({ title: t("holidays.added"), variant: "success" });
          setForm((f) => ({ ...f, date: "", name: "" }));
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
          setFormError(isApiError(error) ? error.message : t("timeOff.failed"));
        },
      },
    );
  };
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => setYear((y) => y - 1)} aria-label={t("holidays.previous")}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 className="min-w-32 text-center font-semibold tabular-nums">{t("holidays.title", { year })}</h3>
        <Button size="sm" variant="outline" onClick={() => setYear((y) => y + 1)} aria-label={t("holidays.next")}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {holidays.isPending ? (
        <Skeleton className="h-40" />
      ) : holidays.isError ? (
        <p role="alert">{t("holidays.loadError")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t("holidays.title", { year })}>
          {holidays.data.map((h) => (
            <li key={`${h.id ?? h.date}-${h.name}`} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="w-16 shrink-0 tabular-nums sm:w-24">{formatDay(h.date, language, "dayMonth")}</span>
              <span className="min-w-0 flex-1 break-words">{h.name}</span>
              <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                {t(`holidays.${h.source}`)}
                {h.country ? ` · ${h.country}` : ""}
              </span>
              {isManager && h.id ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t("holidays.remove", { name: h.name })}
                  onClick={() =>
                    remove.mutate(h.id!, {
                      onSuccess: () => toast({ title: t("holidays.removed"), variant: "success" }),
                      onError: (error) => toast({ title: isApiError(error) ? error.message : t("timeOff.failed"), variant: "error" }),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isManager ? (
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_minmax(0,1fr)_8rem_9rem_auto] lg:items-end">
          <FormField id="holiday-date" type="date" label={t("holidays.date")} value={form.date} onChange={(e) => setForm({ ...form, date: e.target.value })} error={errors.date} />
          <FormField id="holiday-name" label={t("holidays.name")} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} error={errors.name} maxLength={120} />
          <FormField id="holiday-country" label={t("holidays.country")} value={form.country} maxLength={2} onChange={(e) => setForm({ ...form, country: e.target.value.toUpperCase() })} error={errors.country} />
          <FieldShell id="holiday-kind" label={t("holidays.kind")}>
            <select id="holiday-kind" value={form.source} onChange={(e) => setForm({ ...form, source: e.target.value as "custom" | "election" })} className={inputClass} {...fieldAria("holiday-kind")}>
              <option value="custom">{t("holidays.custom")}</option>
              <option value="election">{t("holidays.election")}</option>
            </select>
          </FieldShell>
          <Button type="submit" isLoading={add.isPending}>
            {t("holidays.add")}
          </Button>
          {formError ? (
            <div className="sm:col-span-2 lg:col-span-5">
              <FormError>{formError}</FormError>
            </div>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
