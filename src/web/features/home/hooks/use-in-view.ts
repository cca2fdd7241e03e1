import { useEffect, useRef, useState } from "react";

export type InViewOptions = { rootMargin?: string; threshold?: number };

/**
 * True once the element has come within `rootMargin` of the viewport (spec: margin 50 px by
 * default, threshold 0.1, shown once). Starts false on the server and in the first browser render,
 * so prerendered HTML and hydration agree; only an effect looks at the viewport.
 */
export function useInView<T extends Element>({ rootMargin = "50px", threshold = 0.1 }: InViewOptions = {}) {
  const ref = useRef<T>(null);
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isInView) return;
    if (typeof IntersectionObserver === "undefined") {
      setIsInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsInView(true);
          observer.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, threshold, isInView]);
  return [ref, isInView] as const;
}
