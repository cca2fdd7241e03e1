import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { publicScreens, type ScreenKey } from "../route-table";
import { useSession } from "../session";

/** Where an anonymous visit to an app screen goes: /auth, with the way back. */
export function signInPath(pathname: string, search = ""): string {
  return `/auth?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

export function isPublicScreen(screen: ScreenKey | undefined): boolean {
  // A route without a screen (none today) is treated as part of the app.
  return screen !== undefined && publicScreens.has(screen);
}

/**
 * App screens need a signed-in user: an anonymous visit goes to /auth?next=<path> (history
 * replaced) and comes back after sign-in. Public screens render at once; app screens wait for the
 * first session answer (`fallback`) instead of flashing a redirect. The server enforces the same.
 */
export function SessionGuard({ screen, fallback, children }: { screen: ScreenKey | undefined; fallback: ReactNode; children: ReactNode }) {
  const { session, isLoading } = useSession();
  const { pathname, search } = useLocation();
  if (isPublicScreen(screen)) return children;
  if (isLoading) return fallback;
  if (!session) return <Navigate to={signInPath(pathname, search)} replace />;
  return children;
}
