import { CalendarSync, Copy, Link2Off, RefreshCw } from "lucide-react";
import { Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useCalendarFeedStatus } from "../api/calendar-feed-status";
import { useCreateCalendarFeed } from "../api/create-calendar-feed";
import { useRevokeCalendarFeed } from "../api/revoke-calendar-feed";
import { useLanguage } from "../../../lib/use-language";
import { inputClass } from "../../../components/ui/form-field";

function IcalFeedCard() {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const status = useCalendarFeedStatus();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const urlId = useId();

  const onCreate = async () => {
    try {
      setUrl(await create.mutateAsync());
    } catch (error) {
      toast({ title: t("ical.errors.createFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync();
      setUrl(null);
      toast({ title: t("ical.revoked"), variant: "success" });
    } catch (error) {
      toast({ title: t("ical.errors.revokeFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };
  const onCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("ical.copied"), variant: "success" });
    } catch {
      toast({ title: t("ical.errors.copyFailed"), variant: "warning" });
    }
  };

  const isActive = status.data?.active ?? false;
  return (
    <section aria-labelledby="ical-heading" className="rounded-xl border border-border bg-card p-5">
      <div className="flex items-start gap-3">
        <CalendarSync aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
        <div className="grid min-w-0 flex-1 gap-2">
          <h2 id="ical-heading" className="text-lg font-semibold">
            {t("ical.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("ical.description")}</p>
          {status.isPending ? (
            <Skeleton className="h-6 w-48" />
          ) : status.isError ? (
            <p className="text-sm text-destructive-strong">{isApiError(status.error) && status.error.status === 401 ? t("signedOut.title") : t("errors.loadFailed")}</p>
          ) : (
            <p className="text-sm" role="status">
              {isActive
                ? t("ical.active", {
                    created: status.data.createdAt ? formatDateTime(status.data.createdAt, language) : "",
                    fetched: status.data.lastFetchedAt ? formatDateTime(status.data.lastFetchedAt, language) : t("ical.never"),
                  })
                : t("ical.inactive")}
            </p>
          )}
          {url ? (
            <div className="grid gap-1.5 rounded-md bg-muted p-3">
              <label htmlFor={urlId} className="text-sm font-medium">
                {t("ical.urlLabel")}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input id={urlId} readOnly value={url} className={inputClass} onFocus={(event) => event.currentTarget.select()} />
                <Button variant="outline" onClick={() => void onCopy()}>
                  <Copy aria-hidden="true" />
                  {t("ical.copy")}
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">{t("ical.shownOnce")}</p>
            </div>
          ) : null}
          <div className="mt-1 flex flex-wrap gap-2">
            <Button onClick={() => void onCreate()} isLoading={create.isPending} disabled={status.isError}>
              <RefreshCw aria-hidden="true" />
              {isActive ? t("ical.regenerate") : t("ical.create")}
            </Button>
            {isActive ? (
              <Button variant="outline" onClick={() => void onRevoke()} isLoading={revoke.isPending}>
                <Link2Off aria-hidden="true" />
                {t("ical.revoke")}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

/** The personal iCal feed: make, copy and revoke the secret URL. Mounted in the calendar view
 * and in settings (where the planning texts load on first use, hence the Suspense). */
export function IcalFeedSection() {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <IcalFeedCard />
    </Suspense>
  );
}
