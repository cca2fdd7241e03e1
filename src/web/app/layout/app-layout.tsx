import { HeaderTimer } from "../../components/time-tracking/header-timer";
import { Suspense, useCallback, useEffect, useRef, type ReactNode, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { matchPath, Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, useNavigation } from "react-router";
import { Spinner, SpinnerIcon } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast-store";
import { ConsentHost } from "../../features/marketing/consent/consent-host";
import { markAppLive } from "../../lib/deferred-start";
import { isPageMetaDeclared } from "../../lib/page-meta";
import { useSharedText } from "../../lib/shared-text";
import { isRouteHandle, publicScreens, screenRoutes, type ScreenKey } from "../route-table";
import { useSession } from "../session";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { PaletteSlot } from "../palette/palette-slot";
import { HelpSlot } from "../../features/learning/help/help-slot";
import { AssistantSlot } from "../../features/assistant/components/assistant-slot";
import { useAccountCompactSidebar } from "./account-compact-sidebar";
import { Footer } from "./footer";
import { Header } from "./header";
import { Sidebar } from "./sidebar";
import { SessionGuard } from "./session-guard";
import { MfaGate } from "./mfa-gate";

// Signed-in users get the sidebar on every page (decision 0305); the marketing footer belongs to the
// public pages only, so the app's screens end with their own content.
function Shell({ children, mainRef, screen }: { children: ReactNode; mainRef?: Ref<HTMLElement>; screen: ScreenKey | undefined }) {
  const { t } = useTranslation();
  const { session, signOut } = useSession();
  useAccountCompactSidebar(session?.userId ?? null);
  const hasFooter = screen === undefined || publicScreens.has(screen);
  const navigate = useNavigate();
  const text = useSharedText();
  // Spec section 2 and 8: after sign-out the user lands on /auth with 'Sesión cerrada'.
  const onSignOut = useCallback(() => {
    signOut().then(
      async () => {
        await navigate("/auth", { replace: true });
        toast({ title: text("auth.success.signed_out"), variant: "success" });
      },
      () => toast({ title: text("auth.errors.sign_out_failed"), variant: "error" }),
    );
  }, [signOut, navigate, text]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-foreground px-4 py-2 text-sm font-medium text-background focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <Header
        session={session}
        onSignOut={onSignOut}
        bell={session ? <NotificationBell /> : undefined}
        palette={session ? <PaletteSlot /> : undefined}
        help={session ? <HelpSlot screen={screen} /> : undefined}
        assistant={session ? <AssistantSlot /> : undefined}
        timer={session ? <HeaderTimer /> : undefined}
      />
      <div className="flex flex-1">
        {session ? <Sidebar /> : null}
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" ref={mainRef} tabIndex={-1} className="flex flex-1 flex-col">
            {children}
          </main>
          {hasFooter ? <Footer /> : null}
        </div>
      </div>
    </div>
  );
}

/** The page-sized spinner shown while a screen's code loads. */
export function PageSpinner() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <Spinner size="lg" showLabel />
    </div>
  );
}

/** While the next screen loads, the current one stays and a small spinner says so. */
function NavigationIndicator() {
  const { t } = useTranslation();
  const isLoading = useNavigation().state === "loading";
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {isLoading ? t("loading") : ""}
      </div>
      {isLoading ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-x-0 top-[calc(var(--header-height)+0.75rem)] z-30 flex justify-center px-4"
        >
          <div className="inline-flex animate-fade-in items-center gap-2 rounded-full border border-border bg-popover px-4 py-2 text-sm font-medium text-popover-foreground shadow-lg">
            <SpinnerIcon className="text-primary-strong" />
            {t("loading")}
          </div>
        </div>
      ) : null}
    </>
  );
}

/** The screen of a path, for the loading shell that has no route matches yet. */
function screenForPath(pathname: string): ScreenKey | undefined {
  return screenRoutes.find((route) => matchPath(route.path, pathname))?.screen;
}

function useScreen(): ScreenKey | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.screen;
  }
  return undefined;
}

/**
 * document.title per route: "<screen> · Rumbo"; the home page has its own full title. A page that
 * declares its metadata (usePageMeta) sets its own title, and wins.
 */
function useDocumentTitle(screen: ScreenKey | undefined) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!screen || isPageMetaDeclared()) return;
    document.title = screen === "home" ? t("homeTitle") : t("titleSuffix", { title: t(`screens.${screen}`) });
  }, [screen, t, i18n.language]);
}

export function AppLayout() {
  const screen = useScreen();
  useDocumentTitle(screen);
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  // After a client-side navigation, focus moves to <main> so screen readers start at the new
  // page instead of staying on the link that was chosen.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <Shell mainRef={mainRef} screen={screen}>
      <NavigationIndicator />
      <Suspense fallback={<PageSpinner />}>
        <SessionGuard screen={screen} fallback={<PageSpinner />}>
          <MfaGate screen={screen}>
            <Outlet />
          </MfaGate>
        </SessionGuard>
        <PageLive />
      </Suspense>
      <ScrollRestoration />
      <ConsentHost />
    </Shell>
  );
}

/**
 * Marks the app live once the page itself has committed. Over a prerendered page React hydrates
 * the root first and this Suspense boundary in a later pass: a held press given again between the
 * two (a language switch, say) would change what the boundary renders before it is hydrated, and
 * React would find the markup different (error #418). Inside the boundary, this effect runs only
 * once the page is hydrated (or rendered).
 */
function PageLive() {
  useEffect(() => markAppLive(), []);
  return null;
}

/** Shown while the first screen's code loads: the same shell, with a spinner in the page. */
export function AppLayoutFallback() {
  const { pathname } = useLocation();
  return (
    <Shell screen={screenForPath(pathname)}>
      <PageSpinner />
    </Shell>
  );
}
