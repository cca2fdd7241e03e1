import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { FieldShell, FormError, FormField, fieldAria, inputClass } from "../../../components/ui/form-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { useSession } from "../../../app/session";
import { isApiError, type FieldErrors } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDay, formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { useCalendars, useCancelTimeOff, useDecideTimeOff, useRequestTimeOff, useTimeOff, type TimeOff } from "../api/capacity-center";

// Time off: a person requests their days (a manager may enter anyone's); owners and admins approve
// or decline; an approved period leaves capacity at once.

const statusClasses: Record<TimeOff["status"], string> = {
  pending: "bg-warning-strong/15 text-warning-strong",
  approved: "bg-success-strong/15 text-success-strong",
  declined: "bg-destructive/15 text-destructive-strong",
  cancelled: "bg-muted text-muted-foreground",
};

export function TimeOffPanel({ isManager }: { isManager: boolean }) {
  const { t } = useTranslation("capacity");
  const language = useLanguage();
  const { session } = useSession();
  const calendars = useCalendars();
  const list = useTimeOff();
  const request = useRequestTimeOff();
  const decide = useDecideTimeOff();
  const cancel = useCancelTimeOff();
  const [form, setForm] = useState({ resourceId: "", startDate: "", endDate: "", hoursPerDay: "", reason: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const people = (calendars.data ?? []).filter((p) => isManager || p.userId === session?.userId);
  const resourceId = form.resourceId || people[0]?.resourceId || "";
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    request.mutate(
      { resourceId, startDate: form.startDate, endDate: form.endDate, hoursPerDay: form.hoursPerDay ? Number(form.hoursPerDay) : null, reason: form.reason },
      {
        onSuccess: () => {
          toast({ title: t("timeOff.requested"), variant: "success" });
          setForm((f) => ({ ...f, startDate: "", endDate: "", hoursPerDay: "", reason: "" }));
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
          setFormError(isApiError(error) ? error.message : t("timeOff.failed"));
        },
      },
    );
  };
  const act = (promise: Promise<unknown>, done: string) =>
    promise.then(
      () => toast({ title: done, variant: "success" }),
      (error: unknown) => toast({ title: isApiError(error) ? error.message : t("timeOff.failed"), variant: "error" }),
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <section aria-labelledby="time-off-request" className="grid content-start gap-3">
        <h3 id="time-off-request" className="font-semibold">
          {t("timeOff.requestTitle")}
        </h3>
        {calendars.isPending ? (
          <Skeleton className="h-48" />
        ) : people.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("timeOff.noPerson")}</p>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-3">
            <FieldShell id="time-off-person" label={t("timeOff.person")} error={errors.resourceId}>
              <select id="time-off-person" value={resourceId} onChange={set("resourceId")} className={inputClass} {...fieldAria("time-off-person", errors.resourceId)}>
                {people.map((p) => (
                  <option key={p.resourceId} value={p.resourceId}>
                    {p.name}
                  </option>
                ))}
              </select>
            </FieldShell>
            <div className="grid grid-cols-2 gap-3">
              <FormField id="time-off-start" type="date" label={t("timeOff.start")} value={form.startDate} onChange={set("startDate")} error={errors.startDate} required />
              <FormField id="time-off-end" type="date" label={t("timeOff.end")} value={form.endDate} onChange={set("endDate")} error={errors.endDate} required />
            </div>
            <FormField id="time-off-hours" type="number" min={0.5} max={24} step={0.5} inputMode="decimal" label={t("timeOff.partial")} value={form.hoursPerDay} onChange={set("hoursPerDay")} error={errors.hoursPerDay} />
            <FormField id="time-off-reason" label={t("timeOff.reason")} value={form.reason} onChange={set("reason")} error={errors.reason} maxLength={500} />
            {formError ? <FormError>{formError}</FormError> : null}
            <Button type="submit" isLoading={request.isPending} className="justify-self-start">
              {t("timeOff.submit")}
            </Button>
          </form>
        )}
      </section>
      <section aria-labelledby="time-off-list" className="grid content-start gap-3">
        <h3 id="time-off-list" className="font-semibold">
          {t("timeOff.listTitle")}
        </h3>
        {list.isPending ? (
          <Skeleton className="h-32" />
        ) : list.isError ? (
          <p role="alert">{t("timeOff.loadError")}</p>
        ) : list.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t("timeOff.empty")}</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {list.data.map((item) => {
              const mine = item.requestedBy === session?.userId || calendars.data?.some((c) => c.resourceId === item.resourceId && c.userId === session?.userId);
              return (
                <li key={item.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center" aria-label={`${item.resourceName}: ${formatDay(item.startDate, language)} – ${formatDay(item.endDate, language)}`}>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{item.resourceName}</p>
                    <p className="text-sm text-muted-foreground">
                      {formatDay(item.startDate, language)} – {formatDay(item.endDate, language)} · {formatNumber(item.hours, language, { maximumFractionDigits: 1 })} h{item.reason ? ` · ${item.reason}` : ""}
                    </p>
                  </div>
                  <span className={cn("self-start rounded-full px-2 py-0.5 text-xs font-medium sm:self-center", statusClasses[item.status])}>{t(`timeOff.statuses.${item.status}`)}</span>
                  <div className="flex flex-wrap gap-2">
                    {isManager && item.status !== "approved" && item.status !== "cancelled" ? (
                      <Button size="sm" onClick={() => void act(decide.mutateAsync({ id: item.id, decision: "approved" }), t("timeOff.approved"))}>
                        {t("timeOff.approve")}
                      </Button>
                    ) : null}
                    {isManager && item.status === "pending" ? (
                      <Button size="sm" variant="outline" onClick={() => void act(decide.mutateAsync({ id: item.id, decision: "declined" }), t("timeOff.declined"))}>
                        {t("timeOff.decline")}
                      </Button>
                    ) : null}
                    {(isManager || mine) && (item.status === "pending" || item.status === "approved") ? (
                      <Button size="sm" variant="ghost" onClick={() => void act(cancel.mutateAsync(item.id), t("timeOff.withdrawn"))}>
                        {t("timeOff.withdraw")}
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
