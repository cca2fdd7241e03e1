import { Suspense } from "react";
import { Skeleton } from "../../../components/ui/skeleton";
import { MfaRequirementCard } from "./mfa-requirement-card";
import { MfaSection } from "./mfa-section";

/** The settings page's MFA cards: the account's own, and the active workspace's requirement for its owners and admins. */
export function MfaSettings() {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <MfaSection id="two-step" />
      <MfaRequirementCard />
    </Suspense>
  );
}
