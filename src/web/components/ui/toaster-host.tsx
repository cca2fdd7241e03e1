import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./toast-store";

// The toast viewport (Radix Toast) is loaded with the first toast rather than with the page, to
// keep the public pages' first load small; once loaded it stays mounted, so F8 reaches it.
const LazyToaster = lazy(async () => ({ default: (await import("./toast")).Toaster }));

export function ToasterHost() {
  const hasToasts = useToasts().length > 0;
  const [isNeeded, setIsNeeded] = useState(hasToasts);
  useEffect(() => {
    if (hasToasts) setIsNeeded(true);
  }, [hasToasts]);
  if (!isNeeded && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
