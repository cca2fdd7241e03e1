import { Award, CalendarClock, Clock, Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Catalogue } from "../../../api/learning";
import { buttonVariants } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { formatDay } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { cn } from "../../../lib/cn";
import { VideoLink } from "./video-link";

export type CatalogueCourse = Catalogue["courses"][number];

export function courseStatus(course: CatalogueCourse): "notStarted" | "inProgress" | "completed" {
  if (course.progress.passedAt) return "completed";
  return course.progress.percent > 0 ? "inProgress" : "notStarted";
}

const statusTone = {
  notStarted: "bg-muted text-muted-foreground",
  inProgress: "bg-warning/15 text-warning-strong",
  completed: "bg-primary/15 text-primary-strong",
} as const;

/** One course of the catalogue: level, length, languages, progress, assignment and the way in. */
export function CourseCard({ course, headingLevel = "h3" }: { course: CatalogueCourse; headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation("learning");
  const language = useLanguage();
  const status = courseStatus(course);
  const action = status === "completed" ? t("training.review") : status === "inProgress" ? t("training.continue") : t("training.start");
  const Heading = headingLevel;
  return (
    <Card className="flex h-full flex-col">
      <CardContent className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full border border-border px-2 py-0.5 font-medium">{t(`training.level.${course.level}`)}</span>
          <span className={cn("rounded-full px-2 py-0.5 font-medium", statusTone[status])}>{t(`training.status.${status}`)}</span>
        </div>
        <Heading className="text-lg leading-snug font-semibold">{course.title}</Heading>
        <p className="text-sm text-muted-foreground">{course.summary}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <li className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {t("training.minutes", { count: course.minutes })} · {t("training.lessons", { count: course.lessonCount })}
          </li>
          <li className="flex items-center gap-1">
            <Languages aria-hidden="true" className="size-3.5" />
            {t("training.languages", { list: course.languages.map((l) => l.toUpperCase()).join(" · ") })}
          </li>
        </ul>
        {course.assignment ? (
          <p className="flex items-center gap-1.5 rounded-md bg-muted px-2 py-1 text-xs">
            <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
            {t("training.assignedDue", { by: course.assignment.assignedByName, date: formatDay(course.assignment.dueDate, language, "long") })}
          </p>
        ) : null}
        <div className="mt-auto grid gap-1.5 pt-2">
          <div className="flex items-center justify-between text-xs text-muted-foreground">
            <span>{t("training.percent", { percent: course.progress.percent })}</span>
            {course.progress.certificateCode ? (
              <Link to={`/certificates/${course.progress.certificateCode}`} className="flex items-center gap-1 text-primary-strong underline-offset-4 hover:underline">
                <Award aria-hidden="true" className="size-3.5" />
                {t("training.certificate")}
              </Link>
            ) : null}
          </div>
          <ProgressBar label={t("training.progressOf", { title: course.title })} percent={course.progress.percent} />
          <Link to={`/course/${course.id}`} aria-label={t("training.openCourse", { action, title: course.title })} className={buttonVariants({ variant: status === "completed" ? "outline" : "primary", className: "mt-2 w-full" })}>
            {action}
          </Link>
          <VideoLink courseId={course.id} title={course.title} className="w-full" />
        </div>
      </CardContent>
    </Card>
  );
}
