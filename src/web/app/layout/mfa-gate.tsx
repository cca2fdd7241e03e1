import { lazy, Suspense, type ReactNode } from "react";
import { useMfaStatus } from "../../api/mfa";
import { Spinner } from "../../components/ui/spinner";
import type { ScreenKey } from "../route-table";
import { useSession } from "../session";
import { isPublicScreen } from "./session-guard";

// The set-up (QR code, WebAuthn) is its own chunk: only a member of a workspace that requires MFA
// and has none sees it, so the shell of every signed-in screen does not carry it.
const MfaRequired = lazy(async () => {
  const [{ MfaRequiredPage }, { PasskeysSection }] = await Promise.all([import("../../features/mfa/components/mfa-required-page"), import("../../features/passkeys/components/passkeys-section")]);
  return { default: ({ names }: { names: string }) => <MfaRequiredPage names={names} alternative={<PasskeysSection />} /> };
});

/**
 * A workspace that requires MFA (decision 0415): a member without it sees the set-up instead of the
 * screen, until they turn it on. Settings stay reachable (the same set-up is there); the server
 * refuses the workspace's data meanwhile (403 mfa_required), so this is the friendly half only.
 */
export function MfaGate({ screen, children }: { screen: ScreenKey | undefined; children: ReactNode }) {
  const { session } = useSession();
  const applies = session !== null && !isPublicScreen(screen) && screen !== "settings";
  const status = useMfaStatus(applies);
  // TOTP on the account, or a session opened with a passkey (decision 0416).
  if (!applies || !status.data || status.data.enabled || status.data.sessionWithPasskey) return children;
  const requiring = status.data.requiredBy.filter((w) => w.id === session.activeWorkspaceId);
  if (requiring.length === 0) return children;
  return (
    <Suspense fallback={<Spinner />}>
      <MfaRequired names={requiring.map((w) => w.name).join(", ")} />
    </Suspense>
  );
}
