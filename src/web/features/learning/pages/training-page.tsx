import { GraduationCap, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCatalogue } from "../../../api/learning";
import { PageHeading } from "../../../components/page-heading";
import { RetryAlert } from "../../../components/ui/retry-alert";
import { LoadingBlock, Skeleton } from "../../../components/ui/skeleton";
import { useLanguage } from "../../../lib/use-language";
import { CourseCard } from "../components/course-card";
import { TeamAssignments } from "../components/team-assignments";

/** /training: the catalogue with progress, what to take next, and (owners, admins) the team's courses. */
export function TrainingPage() {
  const { t } = useTranslation("learning");
  const language = useLanguage();
  const catalogue = useCatalogue(language);
  const courses = catalogue.data?.courses ?? [];
  const byId = new Map(courses.map((c) => [c.id, c]));
  const recommended = (catalogue.data?.recommendations ?? []).flatMap((r) => {
    const course = byId.get(r.courseId);
    return course ? [{ course, reason: r.reason }] : [];
  });

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("training.title")} intro={t("training.intro")} icon={<GraduationCap aria-hidden="true" className="size-8 text-primary-strong" />} introClassName="mt-1 max-w-2xl" />
      {catalogue.isPending ? (
        <LoadingBlock label={t("training.loading")}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-72" />
            ))}
          </div>
        </LoadingBlock>
      ) : catalogue.isError ? (
        <RetryAlert message={t("training.loadFailed")} retryLabel={t("training.retry")} onRetry={() => void catalogue.refetch()} />
      ) : (
        <>
          <section aria-labelledby="recommended-heading" className="rounded-xl border border-primary/30 bg-primary/5 p-4 sm:p-6">
            <h2 id="recommended-heading" className="flex items-center gap-2 text-xl font-semibold">
              <Sparkles aria-hidden="true" className="size-5 text-primary-strong" />
              {t("training.recommended")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("training.recommendedIntro")}</p>
            {recommended.length === 0 ? (
              <p className="mt-4 text-sm">{t("training.allDone")}</p>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {recommended.map(({ course, reason }) => (
                  <li key={course.id} className="grid gap-2">
                    <p className="text-xs font-semibold tracking-wide text-primary-strong uppercase">{t(`training.reason.${reason}`)}</p>
                    <CourseCard course={course} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="catalogue-heading" className="grid gap-4">
            <div className="flex items-baseline justify-between gap-2">
              <h2 id="catalogue-heading" className="text-xl font-semibold">
                {t("training.catalogue")}
              </h2>
              <p className="text-sm text-muted-foreground">{t("training.catalogueCount", { count: courses.length })}</p>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          </section>

          {catalogue.data.canAssign ? <TeamAssignments courses={courses} /> : null}
        </>
      )}
    </div>
  );
}
