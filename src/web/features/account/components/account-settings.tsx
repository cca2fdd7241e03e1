import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Skeleton } from "../../../components/ui/skeleton";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { SecurityEventsSection } from "./security-events-section";
import { SessionsSection } from "./sessions-section";

// The account's part of /settings (issue 3): profile, password, e-mail, sessions, the security
// log and deleting the account. Its catalogue loads on its own, so the settings page stays light.

function Sections() {
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  return (
    <section aria-labelledby="account-heading" className="grid grid-cols-1 gap-6">
      <h2 id="account-heading" className="mt-4 text-xl font-semibold tracking-tight">
        {t("heading")}
      </h2>
      <ProfileSection />
      <PasswordSection />
      <EmailSection isChanged={searchParams.get("emailChanged") === "1"} />
      <SessionsSection />
      <SecurityEventsSection />
      <DeleteAccountSection />
    </section>
  );
}

export function AccountSettings() {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
      <Sections />
    </Suspense>
  );
}
