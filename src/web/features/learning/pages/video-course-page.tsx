import { ArrowLeft, Check, CirclePlay, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useSaveClipProgress, useVideoCourse, type VideoCourse } from "../../../api/video-courses";
import { Button } from "../../../components/ui/button";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { RetryAlert } from "../../../components/ui/retry-alert";
import { LoadingBlock, Skeleton } from "../../../components/ui/skeleton";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useLanguage } from "../../../lib/use-language";

// /video-course/:courseId (decision 1103): the course's clips recorded from the real app, played
// by the browser's own <video> (keyboard-accessible controls) with captions in both languages, a
// chapters list that seeks, the playback speed, and the place saved per person on the server so
// the clip resumes there; watching 90 % of a clip completes its lesson.

type Clip = VideoCourse["clips"][number];
const speeds = [0.75, 1, 1.25, 1.5, 2];
/** How often the place is saved while playing (and always on pause, seek and leaving). */
const saveEverySeconds = 5;

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The first clip not watched yet, else the first. */
function startingClip(course: VideoCourse): string {
  return (course.clips.find((c) => !c.progress.completed) ?? course.clips[0])!.id;
}

function Player({ course, clip, onEnded }: { course: VideoCourse; clip: Clip; onEnded: () => void }) {
  const { t } = useTranslation("video-course");
  const language = useLanguage();
  const save = useSaveClipProgress(course.id, language);
  const video = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(-Infinity);
  const [resumedAt] = useState(() => clip.progress.resumeAtSeconds);
  const [showResumed, setShowResumed] = useState(resumedAt > 0);
  const [now, setNow] = useState(0);
  const [speed, setSpeed] = useState(1);
  const [saveFailed, setSaveFailed] = useState(false);
  const speedId = useId();
  const mutate = save.mutate;

  const persist = useCallback(() => {
    const element = video.current;
    if (!element || !Number.isFinite(element.currentTime)) return;
    lastSaved.current = element.currentTime;
    mutate({ clipId: clip.id, positionSeconds: element.currentTime }, { onError: () => setSaveFailed(true), onSuccess: () => setSaveFailed(false) });
  }, [clip.id, mutate]);

  // Leaving the page or hiding the tab saves the place too.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") persist();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => document.removeEventListener("visibilitychange", onHide);
  }, [persist]);

  const onLoaded = () => {
    const element = video.current;
    if (!element) return;
    element.playbackRate = speed;
    if (resumedAt > 0 && element.currentTime < 0.5) element.currentTime = resumedAt;
    // The captions in the page's language start shown; the other language is one choice away.
    for (const track of Array.from(element.textTracks)) if (track.kind === "captions") track.mode = track.language === language ? "showing" : "disabled";
  };
  const onTime = () => {
    const element = video.current;
    if (!element) return;
    setNow(element.currentTime);
    if (!element.paused && Math.abs(element.currentTime - lastSaved.current) >= saveEverySeconds) persist();
  };
  const seek = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = seconds;
    setShowResumed(false);
    void element.play().catch(() => undefined);
  };
  const changeSpeed = (value: number) => {
    setSpeed(value);
    if (video.current) video.current.playbackRate = value;
  };
  const current = clip.chapters.reduce<number>((found, c, i) => (now >= c.startSeconds ? i : found), 0);

  return (
    <div className="grid min-w-0 gap-4">
      <div className="overflow-hidden rounded-xl border border-border bg-black">
        <video
          ref={video}
          controls
          preload="metadata"
          playsInline
          poster={clip.poster}
          width={clip.width}
          height={clip.height}
          aria-label={t("player", { title: clip.title })}
          className="aspect-video h-auto w-full"
          onLoadedMetadata={onLoaded}
          onTimeUpdate={onTime}
          onPause={persist}
          onSeeked={() => {
            if (video.current?.paused) persist();
          }}
          onEnded={() => {
            persist();
            onEnded();
          }}
        >
          {clip.sources.map((s) => (
            <source key={s.src} src={s.src} type={s.type} />
          ))}
          {clip.captions.map((c) => (
            <track key={c.language} kind="captions" src={c.src} srcLang={c.language} label={c.label} default={c.language === language} />
          ))}
          <track kind="chapters" src={clip.chaptersTrack} srcLang={language} />
          <p>
            {t("unsupported")} <a href={clip.sources.find((s) => s.src.endsWith(".mp4"))?.src}>{t("download")}</a>
          </p>
        </video>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{clip.title}</h2>
        <div className="flex items-center gap-2">
          <label htmlFor={speedId} className="text-sm text-muted-foreground">
            {t("speed")}
          </label>
          <select
            id={speedId}
            value={speed}
            onChange={(e) => changeSpeed(Number(e.target.value))}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {speeds.map((s) => (
              <option key={s} value={s}>
                {t("speedValue", { value: s.toLocaleString(language === "es" ? "es-MX" : "en-US") })}
              </option>
            ))}
          </select>
        </div>
      </div>

      {showResumed ? (
        <p role="status" className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-muted/50 px-3 py-2 text-sm">
          {t("resumed", { time: clock(resumedAt) })}
          <Button type="button" size="sm" variant="outline" onClick={() => seek(0)}>
            <RotateCcw aria-hidden="true" />
            {t("restart")}
          </Button>
        </p>
      ) : null}
      {saveFailed ? (
        <p role="alert" className="text-sm text-destructive">
          {t("saveFailed")}
        </p>
      ) : null}
      {clip.progress.completed ? (
        <p role="status" className="flex items-center gap-2 text-sm text-success">
          <Check aria-hidden="true" className="size-4" />
          {t("lessonDone")}
        </p>
      ) : null}

      <section aria-labelledby="chapters-heading">
        <h3 id="chapters-heading" className="text-base font-semibold">
          {t("chapters")}
        </h3>
        <ol className="mt-2 grid gap-1">
          {clip.chapters.map((c, i) => (
            <li key={`${c.startSeconds}-${c.title}`}>
              <button
                type="button"
                onClick={() => seek(c.startSeconds)}
                aria-current={i === current ? "true" : undefined}
                className={cn("flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring", i === current && "bg-muted font-medium")}
              >
                <span className="w-12 shrink-0 text-muted-foreground tabular-nums">{clock(c.startSeconds)}</span>
                <span>{c.title}</span>
              </button>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-sm text-muted-foreground">{t("captionsHint")}</p>
      </section>
    </div>
  );
}

function Course({ course }: { course: VideoCourse }) {
  const { t } = useTranslation("video-course");
  const [clipId, setClipId] = useState(() => startingClip(course));
  const index = Math.max(0, course.clips.findIndex((c) => c.id === clipId));
  const clip = course.clips[index]!;
  const next = course.clips[index + 1];
  const [ended, setEnded] = useState(false);

  const choose = (id: string) => {
    setEnded(false);
    setClipId(id);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:gap-8">
      <div className="grid min-w-0 gap-4">
        <Player key={clip.id} course={course} clip={clip} onEnded={() => setEnded(true)} />
        {ended && next ? (
          <Button type="button" className="justify-self-start" onClick={() => choose(next.id)}>
            <CirclePlay aria-hidden="true" />
            {t("next", { title: next.title })}
          </Button>
        ) : null}
      </div>
      <nav aria-labelledby="videos-heading" className="lg:sticky lg:top-20 lg:self-start">
        <h2 id="videos-heading" className="text-base font-semibold">
          {t("videos")} <span className="font-normal text-muted-foreground">· {t("videoCount", { count: course.clips.length })}</span>
        </h2>
        <ol className="mt-2 grid gap-1">
          {course.clips.map((c, i) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => choose(c.id)}
                aria-current={c.id === clip.id ? "true" : undefined}
                className={cn("flex w-full items-start gap-3 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring", c.id === clip.id && "bg-muted")}
              >
                <span aria-hidden="true" className={cn("mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border text-xs", c.progress.completed ? "border-primary bg-primary text-primary-foreground" : "border-border")}>
                  {c.progress.completed ? <Check className="size-3" /> : i + 1}
                </span>
                <span className="grid gap-0.5">
                  <span className={cn(c.id === clip.id && "font-medium")}>
                    {c.title}
                    {c.id === clip.id ? <span className="sr-only"> {t("playing")}</span> : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {clock(c.durationSeconds)} · {c.progress.completed ? t("completed") : t("watched", { percent: c.progress.watchedPercent })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}

/** /video-course/:courseId */
export function VideoCoursePage() {
  const { t } = useTranslation("video-course");
  const language = useLanguage();
  const { courseId = "" } = useParams();
  const course = useVideoCourse(courseId, language);
  const missing = course.isError && isApiError(course.error) && (course.error.status === 404 || course.error.status === 400);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link to={missing ? "/training" : `/course/${encodeURIComponent(courseId)}`} className="flex w-fit items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {missing ? t("toTraining") : t("back")}
      </Link>
      {course.isPending ? (
        <LoadingBlock label={t("loading")} className="grid gap-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="aspect-video w-full" />
        </LoadingBlock>
      ) : course.isError ? (
        missing ? (
          <div className="grid gap-4">
            <h1 className="text-3xl font-bold tracking-tight">{t("screens.videoCourse", { ns: "common" })}</h1>
            <p role="alert" className="rounded-lg border border-dashed border-border p-8 text-center">
              {t("notFound")}
            </p>
          </div>
        ) : (
          <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void course.refetch()} />
        )
      ) : (
        <>
          <header className="grid gap-3">
            <p className="text-sm text-muted-foreground">{t("screens.videoCourse", { ns: "common" })}</p>
            <h1 className="text-3xl font-bold tracking-tight">{course.data.title}</h1>
            <p className="max-w-3xl text-muted-foreground">{course.data.summary}</p>
            <div className="flex max-w-md items-center gap-3">
              <ProgressBar label={t("progressOf", { title: course.data.title })} percent={course.data.progress.percent} />
              <span className="shrink-0 text-sm whitespace-nowrap tabular-nums">{course.data.progress.percent} %</span>
            </div>
          </header>
          <Course key={`${course.data.id}-${language}`} course={course.data} />
        </>
      )}
    </div>
  );
}
