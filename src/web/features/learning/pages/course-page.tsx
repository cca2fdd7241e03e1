import { ArrowLeft, Award, Check, Download, ExternalLink, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { certificatePdfUrl, useCompleteLesson, useCourse, type CourseDetail } from "../../../api/learning";
import { Button, buttonVariants } from "../../../components/ui/button";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { RetryAlert } from "../../../components/ui/retry-alert";
import { LoadingBlock, Skeleton } from "../../../components/ui/skeleton";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useReportError } from "../../../lib/report-error";
import { useLanguage } from "../../../lib/use-language";
import { MarkdownHtml } from "../components/lesson-content";
import { Quiz } from "../components/quiz";
import { VideoLink } from "../components/video-link";

const QUIZ = "quiz";

/** Where to resume: the first lesson not done yet, else the quiz. */
function resumeStep(course: CourseDetail): string {
  const done = new Set(course.progress.completedLessons);
  return course.lessons.find((l) => !done.has(l.id))?.id ?? QUIZ;
}

function CertificateCard({ code }: { code: string }) {
  const { t } = useTranslation("learning");
  const language = useLanguage();
  return (
    <section aria-labelledby="certificate-heading" className="rounded-xl border border-primary/40 bg-primary/10 p-4 sm:p-5">
      <h2 id="certificate-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Award aria-hidden="true" className="size-5 text-primary-strong" />
        {t("course.certificateTitle")}
      </h2>
      <p className="mt-1 text-sm">{t("course.certificateBody", { code })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={certificatePdfUrl(code, language)} download className={buttonVariants()}>
          <Download aria-hidden="true" />
          {t("course.download")}
        </a>
        <Link to={`/certificates/${code}`} className={buttonVariants({ variant: "outline" })}>
          <ExternalLink aria-hidden="true" />
          {t("course.verify")}
        </Link>
      </div>
    </section>
  );
}

function CourseView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation("learning");
  const language = useLanguage();
  const complete = useCompleteLesson(course.id, language);
  const report = useReportError();
  const [step, setStep] = useState(() => resumeStep(course));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const done = new Set(course.progress.completedLessons);
  const lessonsDone = course.lessons.every((l) => done.has(l.id));
  const index = course.lessons.findIndex((l) => l.id === step);
  const lesson = index >= 0 ? course.lessons[index] : undefined;

  // After a move (not on the first render), keyboard and screen-reader users land on the new step's heading.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const next = () => setStep(course.lessons[index + 1]?.id ?? QUIZ);
  const onComplete = async () => {
    if (!lesson) return;
    try {
      await complete.mutateAsync(lesson.id);
      next();
    } catch (error) {
      report(error);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-10">
      <nav aria-label={t("course.steps")} className="lg:sticky lg:top-20 lg:self-start">
        <ol className="grid gap-1">
          {course.lessons.map((l, i) => {
            const isDone = done.has(l.id);
            const current = l.id === step;
            return (
              <li key={l.id}>
                <button
                  type="button"
                  onClick={() => setStep(l.id)}
                  aria-current={current ? "step" : undefined}
                  className={cn(
                    "flex w-full items-start gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring",
                    current && "bg-muted font-medium",
                  )}
                >
                  <span aria-hidden="true" className={cn("mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border text-xs", isDone ? "border-primary bg-primary text-primary-foreground" : "border-border")}>
                    {isDone ? <Check className="size-3" /> : i + 1}
                  </span>
                  <span>
                    {l.title}
                    {isDone ? <span className="sr-only"> ({t("course.done")})</span> : null}
                  </span>
                </button>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              onClick={() => setStep(QUIZ)}
              aria-current={step === QUIZ ? "step" : undefined}
              className={cn("flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring", step === QUIZ && "bg-muted font-medium")}
            >
              <span aria-hidden="true" className={cn("flex size-5 shrink-0 items-center justify-center rounded-full border text-xs", course.progress.passedAt ? "border-primary bg-primary text-primary-foreground" : "border-border")}>
                {course.progress.passedAt ? <Check className="size-3" /> : lessonsDone ? "?" : <Lock className="size-3" />}
              </span>
              {t("course.quiz")}
            </button>
          </li>
        </ol>
      </nav>

      <div className="grid min-w-0 gap-6">
        {course.progress.certificateCode ? <CertificateCard code={course.progress.certificateCode} /> : null}
        {lesson ? (
          <article aria-labelledby="step-heading" className="min-w-0">
            <p className="text-sm text-muted-foreground">
              {t("course.lesson", { number: index + 1 })} · {t("course.minutes", { count: lesson.minutes })}
            </p>
            <h2 id="step-heading" ref={heading} tabIndex={-1} className="mt-1 text-2xl font-semibold outline-none">
              {lesson.title}
            </h2>
            <MarkdownHtml html={lesson.html} className="mt-4" />
            <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-border pt-4">
              <Button type="button" variant="outline" disabled={index === 0} onClick={() => setStep(course.lessons[index - 1]?.id ?? step)}>
                {t("course.previous")}
              </Button>
              {done.has(lesson.id) ? (
                <Button type="button" onClick={next}>
                  {t("course.next")}
                </Button>
              ) : (
                <Button type="button" onClick={() => void onComplete()} disabled={complete.isPending}>
                  {complete.isPending ? t("course.completing") : t("course.complete")}
                </Button>
              )}
            </div>
          </article>
        ) : (
          <section aria-labelledby="step-heading" className="min-w-0">
            <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
              {t("course.quiz")}
            </h2>
            {course.progress.bestScore !== null ? <p className="mt-1 text-sm text-muted-foreground">{t("course.bestScore", { score: course.progress.bestScore })}</p> : null}
            <div className="mt-4">
              {lessonsDone ? (
                <Quiz course={course} />
              ) : (
                <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-4 text-sm">
                  <Lock aria-hidden="true" className="size-4" />
                  {t("course.quizLocked", { done: course.progress.completedLessons.length, total: course.lessons.length })}
                </p>
              )}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

/** /course/:courseId: lessons, then the quiz; progress saved per lesson; the certificate on a pass. */
export function CoursePage() {
  const { t } = useTranslation("learning");
  const language = useLanguage();
  const { courseId = "" } = useParams();
  const course = useCourse(courseId, language);
  const missing = course.isError && isApiError(course.error) && (course.error.status === 404 || course.error.status === 400);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/training" className="flex w-fit items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("course.back")}
      </Link>
      {course.isPending ? (
        <LoadingBlock label={t("course.loading")} className="grid gap-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-64" />
        </LoadingBlock>
      ) : course.isError ? (
        missing ? (
          <div className="grid gap-4">
            {/* An address that names no course still has a page heading (a reader lands on it). */}
            <h1 className="text-3xl font-bold tracking-tight">{t("screens.course", { ns: "common" })}</h1>
            <p role="alert" className="rounded-lg border border-dashed border-border p-8 text-center">
              {t("course.notFound")}
            </p>
          </div>
        ) : (
          <RetryAlert message={t("course.loadFailed")} retryLabel={t("training.retry")} onRetry={() => void course.refetch()} />
        )
      ) : (
        <>
          <header className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              {t(`training.level.${course.data.level}`)} · {t("training.minutes", { count: course.data.minutes })}
            </p>
            <h1 className="text-3xl font-bold tracking-tight">{course.data.title}</h1>
            <p className="max-w-3xl text-muted-foreground">{course.data.summary}</p>
            <div className="flex max-w-md items-center gap-3">
              <ProgressBar label={t("training.progressOf", { title: course.data.title })} percent={course.data.progress.percent} />
              <span className="shrink-0 text-sm whitespace-nowrap tabular-nums">{course.data.progress.percent} %</span>
            </div>
            <VideoLink courseId={course.data.id} title={course.data.title} className="justify-self-start" />
          </header>
          <CourseView key={`${course.data.id}-${language}`} course={course.data} />
        </>
      )}
    </div>
  );
}
