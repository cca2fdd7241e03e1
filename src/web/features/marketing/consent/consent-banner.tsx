import { Cookie } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/switch";
import { setConsent } from "./consent-store";

/**
 * The cookie banner: accept all, reject all, or choose in the settings (essential cookies are
 * always on; analytics is off until switched on). Nothing non-essential loads before a choice.
 */
export function ConsentBanner({ startInSettings = false, current = false }: { startInSettings?: boolean; current?: boolean }) {
  const { t } = useTranslation("consent");
  const [isSettingsOpen, setIsSettingsOpen] = useState(startInSettings);
  const [analytics, setAnalytics] = useState(current);
  const headingId = useId();
  const analyticsId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-3xl animate-fade-in rounded-xl border border-border bg-popover p-4 text-popover-foreground shadow-2xl sm:inset-x-4 sm:bottom-4 sm:p-5"
    >
      <div className="flex gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-primary-strong sm:block" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("body")}{" "}
            <Link to="/cookie-policy" className="font-medium text-primary-strong underline underline-offset-4">
              {t("policyLink")}
            </Link>
          </p>
          {isSettingsOpen ? (
            <div className="mt-4 grid gap-3 rounded-lg border border-border bg-background p-3">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <p className="text-sm font-medium">{t("essential.title")}</p>
                  <p className="text-xs text-muted-foreground">{t("essential.body")}</p>
                </div>
                <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">{t("essential.always")}</span>
              </div>
              <div className="flex items-start justify-between gap-4">
                <div>
                  <label htmlFor={analyticsId} className="text-sm font-medium">
                    {t("analytics.title")}
                  </label>
                  <p className="text-xs text-muted-foreground">{t("analytics.body")}</p>
                </div>
                <Switch id={analyticsId} checked={analytics} onCheckedChange={setAnalytics} />
              </div>
            </div>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {isSettingsOpen ? (
              <Button size="sm" onClick={() => setConsent(analytics)}>
                {t("save")}
              </Button>
            ) : (
              <Button size="sm" onClick={() => setConsent(true)}>
                {t("acceptAll")}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setConsent(false)}>
              {t("rejectAll")}
            </Button>
            {isSettingsOpen ? null : (
              <Button size="sm" variant="ghost" onClick={() => setIsSettingsOpen(true)}>
                {t("settings")}
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
