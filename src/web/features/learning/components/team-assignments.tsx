import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useAssignCourse, useTeamProgress, type Catalogue } from "../../../api/learning";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { FieldShell, FormField, fieldAria, inputClass } from "../../../components/ui/form-field";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { Skeletons } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { RetryAlert } from "../../../components/ui/retry-alert";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDay } from "../../../lib/format";
import { useReportError } from "../../../lib/report-error";
import { useLanguage } from "../../../lib/use-language";

type Fields = { userId: string; courseId: string; dueDate: string };

/** Owners and admins: assign a course with a due date, and each member's progress in what was assigned. */
export function TeamAssignments({ courses }: { courses: Catalogue["courses"] }) {
  const { t } = useTranslation("learning");
  const language = useLanguage();
  const team = useTeamProgress(language, true);
  const assign = useAssignCourse();
  const report = useReportError();
  const [values, setValues] = useState<Fields>({ userId: "", courseId: "", dueDate: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const members = team.data?.members ?? [];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await assign.mutateAsync(values);
      toast({ title: t("team.assigned", { name: members.find((m) => m.userId === values.userId)?.name ?? "" }), variant: "success" });
      setValues((v) => ({ ...v, userId: "" }));
    } catch (error) {
      // The form stays filled; each field shows the server's message.
      if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<keyof Fields, string>>);
      report(error);
    }
  };
  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  return (
    <SectionCard title={t("team.title")} description={t("team.intro")} contentClassName="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-[1fr_1.4fr_auto_auto] md:items-start">
        <FieldShell id="assign-member" label={t("team.member")} error={errors.userId}>
          <select id="assign-member" required className={inputClass} value={values.userId} onChange={set("userId")} {...fieldAria("assign-member", errors.userId)}>
            <option value="">{t("team.choose")}</option>
            {members.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id="assign-course" label={t("team.course")} error={errors.courseId}>
          <select id="assign-course" required className={inputClass} value={values.courseId} onChange={set("courseId")} {...fieldAria("assign-course", errors.courseId)}>
            <option value="">{t("team.choose")}</option>
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </FieldShell>
        <FormField id="assign-due" type="date" required label={t("team.dueDate")} error={errors.dueDate} value={values.dueDate} onChange={set("dueDate")} />
        <Button type="submit" disabled={assign.isPending} className="md:mt-6">
          {assign.isPending ? t("team.assigning") : t("team.assign")}
        </Button>
      </form>

      <div>
        <h3 className="mb-3 text-base font-semibold">{t("team.progressTitle")}</h3>
        {team.isPending ? (
          <Skeletons count={3} className="h-16" />
        ) : team.isError ? (
          <RetryAlert message={t("team.loadFailed")} retryLabel={t("training.retry")} onRetry={() => void team.refetch()} />
        ) : (
          <ul className="grid gap-3" aria-label={t("team.caption")}>
            {members.map((m) => (
              <li key={m.userId} className="rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium">
                    {m.name} <span className="text-xs font-normal text-muted-foreground">· {t(`team.roles.${m.role as "owner"}`, { defaultValue: m.role })}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">{t("team.completed", { count: m.completedCourses })}</p>
                </div>
                {m.assignments.length === 0 ? (
                  <p className="mt-1 text-sm text-muted-foreground">{t("team.noAssignments")}</p>
                ) : (
                  <ul className="mt-2 grid gap-2">
                    {m.assignments.map((a) => (
                      <li key={a.id} className="grid gap-1 sm:grid-cols-[1fr_12rem] sm:items-center sm:gap-4">
                        <div className="min-w-0">
                          <p className="truncate text-sm">{a.courseTitle}</p>
                          <p className={cn("text-xs", a.overdue ? "font-medium text-destructive-strong" : "text-muted-foreground")}>
                            {a.passedAt ? t("team.passedOn", { date: formatDay(a.passedAt.slice(0, 10), language, "long") }) : a.overdue ? `${t("team.overdue")} · ${t("team.due", { date: formatDay(a.dueDate, language, "long") })}` : t("team.due", { date: formatDay(a.dueDate, language, "long") })}
                          </p>
                        </div>
                        <div className="flex items-center gap-2">
                          <ProgressBar label={`${m.name} · ${a.courseTitle}`} percent={a.percent} />
                          <span className="w-10 text-right text-xs tabular-nums">{a.percent} %</span>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
