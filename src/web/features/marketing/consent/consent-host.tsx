import { useEffect, useState, type ComponentType } from "react";
import { loadNamespaces } from "../../../i18n/i18n";

// The consent banner and the analytics loader are their own chunk, fetched once the page has
// loaded, so they weigh nothing on the first paint (and the prerendered HTML never holds them,
// which keeps hydration exact whatever the visitor chose before).
export function ConsentHost() {
  const [Root, setRoot] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void Promise.all([import("./consent-root"), loadNamespaces("consent")])
        .then(([module]) => {
          if (live) setRoot(() => module.ConsentRoot);
        })
        .catch(() => undefined);
    if (document.readyState === "complete") load();
    else window.addEventListener("load", load, { once: true });
    return () => {
      live = false;
      window.removeEventListener("load", load);
    };
  }, []);
  return Root ? <Root /> : null;
}
