import { useEffect } from "react";
import { fetchPublicConfig, scheduleAnalytics } from "./analytics-loader";
import { ConsentBanner } from "./consent-banner";
import { useConsent, useConsentSettingsRequested } from "./consent-store";

/** The banner while no choice is stored (or the settings were asked for); analytics after a yes. */
export function ConsentRoot() {
  const consent = useConsent();
  const settingsRequested = useConsentSettingsRequested();
  const analyticsAllowed = consent?.analytics === true;

  useEffect(() => {
    if (!analyticsAllowed) return;
    let cancel = () => {};
    let live = true;
    fetchPublicConfig()
      .then((config) => {
        if (live) cancel = scheduleAnalytics(config);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      cancel();
    };
  }, [analyticsAllowed]);

  if (consent && !settingsRequested) return null;
  return <ConsentBanner key={settingsRequested ? "settings" : "ask"} startInSettings={settingsRequested} current={analyticsAllowed} />;
}
