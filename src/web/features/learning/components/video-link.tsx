import { CirclePlay } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useVideoCourseIds } from "../../../api/video-courses";
import { buttonVariants } from "../../../components/ui/button";

/** "Watch the videos": shown only for a course that has a video course (decision 1103). */
export function VideoLink({ courseId, title, className }: { courseId: string; title: string; className?: string }) {
  const { t } = useTranslation("video-course");
  const ids = useVideoCourseIds();
  if (!ids.data?.includes(courseId)) return null;
  return (
    <Link to={`/video-course/${courseId}`} aria-label={t("watchVideosOf", { title })} className={buttonVariants({ variant: "outline", className })}>
      <CirclePlay aria-hidden="true" />
      {t("watchVideos")}
    </Link>
  );
}
