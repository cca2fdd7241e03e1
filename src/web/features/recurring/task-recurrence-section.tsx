import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { RecurrenceRule } from "../../../domain/work-items/recurrence";
import { useSetRecurrence, useStopRecurrence, useTaskRecurrence } from "../../api/recurrence";
import { Button } from "../../components/ui/button";
import { FieldShell, fieldAria, inputClass } from "../../components/ui/form-field";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { isApiError } from "../../lib/api-client";
import { formatDay } from "../../lib/format";
import { useLanguage } from "../../lib/use-language";
import { summarizeRule, weekdayName, weekdaysFromMonday } from "./summary";

// The task details dialog's "Repetición" section (decision 1206): the rule in plain controls, its
// sentence as it is edited, and what comes next. A refused save keeps the form as it was.

type Props = { projectId: string; taskId: string; dueDate: string | null; canEdit: boolean; today?: string };

type Frequency = RecurrenceRule["frequency"] | "none";
type Draft = {
  frequency: Frequency;
  interval: number;
  weekdays: number[];
  monthlyKind: "day" | "weekday";
  day: number;
  nth: 1 | 2 | 3 | 4 | -1;
  weekday: number;
  start: string;
  endKind: RecurrenceRule["end"]["kind"];
  until: string;
  count: number;
};

const localToday = () => new Date().toLocaleDateString("en-CA");
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

function draftFrom(rule: RecurrenceRule | null, start: string): Draft {
  const base: Draft = { frequency: "none", interval: 1, weekdays: [weekdayOf(start)], monthlyKind: "day", day: Number(start.slice(8, 10)), nth: 1, weekday: weekdayOf(start), start, endKind: "never", until: start, count: 10 };
  if (!rule) return base;
  return {
    ...base,
    frequency: rule.frequency,
    interval: rule.interval,
    weekdays: rule.weekdays ?? base.weekdays,
    monthlyKind: rule.monthlyOn?.kind ?? "day",
    day: rule.monthlyOn?.kind === "day" ? rule.monthlyOn.day : base.day,
    nth: rule.monthlyOn?.kind === "weekday" ? rule.monthlyOn.nth : 1,
    weekday: rule.monthlyOn?.kind === "weekday" ? rule.monthlyOn.weekday : base.weekday,
    start: rule.start,
    endKind: rule.end.kind,
    until: rule.end.kind === "until" ? rule.end.until : base.until,
    count: rule.end.kind === "count" ? rule.end.count : base.count,
  };
}

function ruleFrom(d: Draft): RecurrenceRule | null {
  if (d.frequency === "none") return null;
  const end: RecurrenceRule["end"] = d.endKind === "until" ? { kind: "until", until: d.until } : d.endKind === "count" ? { kind: "count", count: d.count } : { kind: "never" };
  return {
    frequency: d.frequency,
    interval: d.interval,
    ...(d.frequency === "weekly" ? { weekdays: d.weekdays } : {}),
    ...(d.frequency === "monthly" ? { monthlyOn: d.monthlyKind === "day" ? { kind: "day" as const, day: d.day } : { kind: "weekday" as const, nth: d.nth, weekday: d.weekday } } : {}),
    start: d.start,
    end,
  };
}

export function TaskRecurrenceSection({ projectId, taskId, dueDate, canEdit, today }: Props) {
  const { t } = useTranslation("recurring");
  const language = useLanguage();
  const recurrence = useTaskRecurrence(projectId, taskId);
  if (recurrence.isPending) return <Skeleton className="h-24" />;
  if (recurrence.isError) return <p role="alert" className="text-sm text-destructive-strong">{t("section.loadError")}</p>;
  const current = recurrence.data;
  const start = current?.rule.start ?? dueDate ?? today ?? localToday();
  return (
    <div className="grid gap-3">
      {current ? (
        <p className="text-sm" data-testid="recurrence-status">
          <strong className="font-medium">{summarizeRule(current.rule, t, language)}</strong>
          <br />
          <span className="text-muted-foreground">
            {!current.active ? t("section.stoppedNote") : current.nextDate ? t("section.next", { date: formatDay(current.nextDate, language, "full") }) : t("section.ended")} · {t("section.made", { count: current.createdCount })}
          </span>
        </p>
      ) : null}
      {canEdit ? (
        <RecurrenceForm key={JSON.stringify(current)} projectId={projectId} taskId={taskId} initial={draftFrom(current?.active ? current.rule : null, start)} active={Boolean(current?.active)} timeZone={current?.timeZone} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("section.readOnly")}</p>
      )}
    </div>
  );
}

function RecurrenceForm({ projectId, taskId, initial, active, timeZone }: { projectId: string; taskId: string; initial: Draft; active: boolean; timeZone?: string }) {
  const { t } = useTranslation("recurring");
  const language = useLanguage();
  const id = useId();
  const save = useSetRecurrence(projectId, taskId);
  const stop = useStopRecurrence(projectId, taskId);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const rule = ruleFrom(draft);
  const errorOf = (field: string) => errors[`rule.${field}`];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      if (!rule) {
        if (active) await stop.mutateAsync();
        toast({ title: t("section.stopped"), variant: "success" });
        return;
      }
      await save.mutateAsync(rule);
      toast({ title: t("section.saved"), variant: "success" });
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast({ title: t("section.saveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  const select = (field: string, label: string, value: string | number, options: [string, string][], onChange: (v: string) => void) => (
    <FieldShell id={`${id}-${field}`} label={label} error={errorOf(field)}>
      <select id={`${id}-${field}`} className={inputClass} value={String(value)} onChange={(e) => onChange(e.target.value)} {...fieldAria(`${id}-${field}`, errorOf(field))}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </FieldShell>
  );
  const number = (field: string, label: string, value: number, min: number, max: number, onChange: (v: number) => void) => (
    <FieldShell id={`${id}-${field}`} label={label} error={errorOf(field)}>
      <input id={`${id}-${field}`} type="number" inputMode="numeric" min={min} max={max} className={inputClass} value={value} onChange={(e) => onChange(Number(e.target.value))} {...fieldAria(`${id}-${field}`, errorOf(field))} />
    </FieldShell>
  );
  const dateInput = (field: string, label: string, value: string, onChange: (v: string) => void) => (
    <FieldShell id={`${id}-${field}`} label={label} error={errorOf(field)}>
      <input id={`${id}-${field}`} type="date" className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} {...fieldAria(`${id}-${field}`, errorOf(field))} />
    </FieldShell>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={t("section.title")}>
      {timeZone ? <p className="text-xs text-muted-foreground">{t("section.intro", { timeZone })}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {select("frequency", t("section.frequency"), draft.frequency, [["none", t("section.none")], ["daily", t("section.daily")], ["weekly", t("section.weekly")], ["monthly", t("section.monthly")]], (v) => set({ frequency: v as Frequency }))}
        {draft.frequency !== "none" ? number("interval", `${t("section.interval")} (${t(`section.intervalUnit_${draft.frequency}`)})`, draft.interval, 1, 99, (v) => set({ interval: v })) : null}
      </div>
      {draft.frequency === "weekly" ? (
        <fieldset className="grid gap-1.5" aria-describedby={errorOf("weekdays") ? `${id}-weekdays-error` : undefined}>
          <legend className="text-sm font-medium">{t("section.weekdays")}</legend>
          <div className="flex flex-wrap gap-1">
            {weekdaysFromMonday.map((d) => (
              <label key={d} className="flex min-h-9 cursor-pointer items-center gap-1.5 rounded-md border border-border px-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                <input type="checkbox" className="size-4 accent-primary" checked={draft.weekdays.includes(d)} onChange={(e) => set({ weekdays: e.target.checked ? [...draft.weekdays, d] : draft.weekdays.filter((x) => x !== d) })} />
                {weekdayName(d, language)}
              </label>
            ))}
          </div>
          {errorOf("weekdays") ? (
            <p id={`${id}-weekdays-error`} className="text-sm text-destructive-strong" data-field-error="">
              {errorOf("weekdays")}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {draft.frequency === "monthly" ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {select("monthlyKind", t("section.monthlyOn"), draft.monthlyKind, [["day", t("section.monthlyDay", { day: draft.day })], ["weekday", t("section.monthlyWeekday", { nth: t(`nth.${draft.nth}`), weekday: weekdayName(draft.weekday, language) })]], (v) => set({ monthlyKind: v as Draft["monthlyKind"] }))}
          {draft.monthlyKind === "day" ? (
            number("day", t("section.monthlyOn"), draft.day, 1, 31, (v) => set({ day: v }))
          ) : (
            <>
              {select("nth", t("section.monthlyOn"), draft.nth, (["1", "2", "3", "4", "-1"] as const).map((n) => [n, t(`nth.${n}`)]), (v) => set({ nth: Number(v) as Draft["nth"] }))}
              {select("weekday", t("section.weekdays"), draft.weekday, weekdaysFromMonday.map((d) => [String(d), weekdayName(d, language)]), (v) => set({ weekday: Number(v) }))}
            </>
          )}
          {draft.monthlyKind === "day" && draft.day > 28 ? <p className="text-xs text-muted-foreground sm:col-span-3">{t("section.monthEnd")}</p> : null}
        </div>
      ) : null}
      {draft.frequency !== "none" ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {dateInput("start", t("section.start"), draft.start, (v) => set({ start: v }))}
          {select("end", t("section.end"), draft.endKind, [["never", t("section.endNever")], ["until", t("section.endUntil")], ["count", t("section.endCount")]], (v) => set({ endKind: v as Draft["endKind"] }))}
          {draft.endKind === "until" ? dateInput("end.until", t("section.until"), draft.until, (v) => set({ until: v })) : null}
          {draft.endKind === "count" ? number("end.count", t("section.count"), draft.count, 1, 500, (v) => set({ count: v })) : null}
        </div>
      ) : null}
      {rule ? (
        <p className="text-sm font-medium" role="status" data-testid="recurrence-summary">
          {summarizeRule(rule, t, language)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={save.isPending || stop.isPending} disabled={!rule && !active}>
          {rule ? t("section.save") : t("section.stop")}
        </Button>
      </div>
    </form>
  );
}
