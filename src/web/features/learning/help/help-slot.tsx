import { lazy, Suspense } from "react";
import type { ScreenKey } from "../../../app/route-table";
import { loadNamespaces } from "../../../i18n/i18n";
import { helpSectionFor } from "./help-sections";

// The header's help slot: the panel, the Markdown styles and the learning texts load as their own
// chunk, as the bell and the palette do (decision 0304), so public pages never pay for them.

const HelpPanel = lazy(async () => {
  const [{ HelpPanel: Component }] = await Promise.all([import("./help-panel"), loadNamespaces("learning")]);
  return { default: Component };
});

export function HelpSlot({ screen }: { screen: ScreenKey | undefined }) {
  const section = helpSectionFor(screen);
  if (!section) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10 shrink-0" />}>
      <HelpPanel section={section} />
    </Suspense>
  );
}
