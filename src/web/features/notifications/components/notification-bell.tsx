import { lazy, Suspense } from "react";
import { loadNamespaces } from "../../../i18n/i18n";

// The header's bell slot: the notification centre and its texts load as their own chunk, so the
// public pages (visitors see no bell) never pay for them (docs/decisions/0304).

const NotificationCenter = lazy(async () => {
  const [{ NotificationCenter: Component }] = await Promise.all([import("./notification-center"), loadNamespaces("notifications")]);
  return { default: Component };
});

export function NotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
      <NotificationCenter />
    </Suspense>
  );
}
