import { lazy, Suspense } from "react";
import { loadNamespaces } from "../../i18n/i18n";

// The header's palette slot: the command palette, its shortcuts and texts load as their own chunk,
// so the public pages (visitors get no palette) never pay for them (as the bell, decision 0304).

const CommandPalette = lazy(async () => {
  const [{ CommandPalette: Component }] = await Promise.all([import("./command-palette"), loadNamespaces("palette")]);
  return { default: Component };
});

export function PaletteSlot() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10 sm:w-20 md:w-44" />}>
      <CommandPalette />
    </Suspense>
  );
}
