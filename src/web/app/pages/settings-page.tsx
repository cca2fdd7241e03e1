import { RotateCcw } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { AppearanceCard } from "../../features/settings/components/appearance-card";
import { LanguageCard } from "../../features/settings/components/language-card";
import { LayoutCard } from "../../features/settings/components/layout-card";
import { PreviewCard } from "../../features/settings/components/preview-card";
import { IcalFeedSection } from "../../features/planning/components/ical-feed-section";
import { AccountSettings } from "../../features/account/components/account-settings";
import { MfaSettings } from "../../features/mfa/components/mfa-settings";
import { PasskeysSection } from "../../features/passkeys/components/passkeys-section";
import { EmailDigestSection } from "../../features/notifications/components/email-digest-section";
import { RemindersSection } from "../../features/recurring/reminders-section";
import { ApiTokensSection } from "../../features/api-tokens/components/api-tokens-section";
import { resetPreferences } from "../../features/settings/preferences-store";
import { PageHeading } from "../../components/page-heading";
import { Skeleton } from "../../components/ui/skeleton";

/** /settings: appearance and language, applied at once and kept in this browser. */
export function SettingsPage() {
  const { t } = useTranslation("settings");

  const onReset = () => {
    resetPreferences();
    toast({ title: t("reset.toastTitle"), description: t("reset.toastDescription"), variant: "success" });
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageHeading className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between" title={t("heading")} intro={t("intro")} introClassName="mt-2 max-w-2xl">
        <Button variant="outline" onClick={onReset} className="self-start sm:self-auto">
          <RotateCcw aria-hidden="true" />
          {t("reset.button")}
        </Button>
      </PageHeading>
      <div className="mt-8 grid grid-cols-1 gap-6">
        <AppearanceCard />
        <LayoutCard />
        <LanguageCard />
        <PreviewCard />
        <IcalFeedSection />
        <AccountSettings />
        <MfaSettings />
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <PasskeysSection id="passkeys" />
        </Suspense>
        <EmailDigestSection />
        <RemindersSection />
        <ApiTokensSection />
      </div>
    </div>
  );
}
