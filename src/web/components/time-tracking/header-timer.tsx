import { Square, Timer } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStopTimer, useTimer } from "../../api/time-tracking";
import { Button } from "../ui/button";
import { toast } from "../ui/toast-store";
import { clock, elapsedSince } from "./format";
import { useNow } from "./use-now";

// The running timer in the header of every signed-in screen (issue 23, decision 1213). It reads
// GET /timer, which the event stream refreshes in every tab (time.changed), so a timer started in
// one tab shows and stops in the others. The seconds tick in a role="timer" (not announced); a
// separate polite live region says only when a timer starts or stops. Strings live in `common`,
// bundled with the shell, so the header never waits for a catalogue. The start panel is loaded when
// first opened (header-timer-start.tsx).

const StartPanel = lazy(async () => ({ default: (await import("./header-timer-start")).StartPanel }));

export function HeaderTimer() {
  const { t } = useTranslation();
  const timer = useTimer();
  const stop = useStopTimer();
  const running = timer.data ?? null;
  const now = useNow(running !== null);
  const [announce, setAnnounce] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const previous = useRef<string | null | undefined>(undefined);

  // Announce a start or a stop, including one made in another tab; not the first load.
  const key = running ? `${running.taskId}@${running.startedAt}` : null;
  useEffect(() => {
    if (timer.isPending) return;
    if (previous.current !== undefined && previous.current !== key) setAnnounce(running ? t("headerTimer.startedOn", { task: running.taskTitle }) : t("headerTimer.stoppedAnnounce"));
    previous.current = key;
  }, [key, running, t, timer.isPending]);

  const onStop = async () => {
    const result = await stop.mutateAsync();
    if (result.locked) toast({ title: t("headerTimer.locked"), variant: "warning" });
    else if (!result.entry) toast({ title: t("headerTimer.tooShort"), variant: "warning" });
    else toast({ title: t("headerTimer.logged", { duration: clock(result.entry.minutes), task: result.entry.taskTitle }), variant: "success" });
  };

  return (
    <div className="relative flex items-center" data-testid="header-timer">
      <span className="sr-only" aria-live="polite">
        {announce}
      </span>
      {running ? (
        // On a phone the header has no room left: the running timer floats at the bottom corner instead.
        <div className="flex items-center gap-1 rounded-md border border-primary/40 bg-primary/5 py-0.5 pr-0.5 pl-2 text-sm max-sm:fixed max-sm:right-3 max-sm:bottom-3 max-sm:z-40 max-sm:bg-background max-sm:shadow-lg">
          <Timer aria-hidden="true" className="size-4 shrink-0 text-primary-strong" />
          <span className="hidden max-w-40 truncate md:inline" title={`${running.taskTitle} (${running.projectName})`}>
            {running.taskTitle}
          </span>
          <span role="timer" aria-label={t("headerTimer.runningOn", { task: running.taskTitle })} className="font-medium tabular-nums" data-testid="header-timer-elapsed">
            {elapsedSince(running.startedAt, now)}
          </span>
          <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={t("headerTimer.stop", { task: running.taskTitle })} disabled={stop.isPending} onClick={() => void onStop()}>
            <Square aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : (
        <Button ref={buttonRef} type="button" size="icon" variant="ghost" className="max-sm:hidden" aria-label={t("headerTimer.open")} aria-expanded={isOpen} aria-controls={isOpen ? panelId : undefined} disabled={timer.isPending} onClick={() => setIsOpen((open) => !open)}>
          <Timer aria-hidden="true" />
        </Button>
      )}
      {isOpen && !running ? (
        <Suspense fallback={null}>
          <StartPanel
            id={panelId}
            onClose={(returnFocus) => {
              setIsOpen(false);
              if (returnFocus) buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
