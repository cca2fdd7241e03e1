import { useEffect, useReducer } from "react";
import { carouselIntervalMs, carouselReducer, initialCarouselState } from "./carousel-state";

function prefersReducedMotion(): boolean {
  // The app's own setting (Settings → animations off) or the system's.
  if (document.documentElement.dataset.motion === "reduced") return true;
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function useCarousel(count: number) {
  const [state, dispatch] = useReducer(carouselReducer(count), undefined, initialCarouselState);

  // Reduced motion: no rotation at all. Read in an effect, so prerendered HTML stays the same.
  useEffect(() => {
    if (prefersReducedMotion()) dispatch({ type: "stop" });
  }, []);

  // One timer per slide: the next advance is always a full interval after the last change.
  useEffect(() => {
    if (!state.isAutoPlaying) return;
    const timer = window.setTimeout(() => dispatch({ type: "tick" }), carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [state.isAutoPlaying, state.index]);

  return { ...state, dispatch };
}
