import { lazy, Suspense } from "react";
import { loadNamespaces } from "../../../i18n/i18n";

// The header's assistant button (decision 0904): the panel, the conversation and the assistant's
// texts load as their own chunk, as the help panel and the palette do, so no screen pays for them
// until it is signed in and rendered.

const AssistantPanel = lazy(async () => {
  const [{ AssistantPanel: Component }] = await Promise.all([import("./assistant-panel"), loadNamespaces("assistant", "assistant-panel")]);
  return { default: Component };
});

export function AssistantSlot() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10 shrink-0" />}>
      <AssistantPanel />
    </Suspense>
  );
}
