// The testimonial carousel's rules (spec section 2): it advances every 6000 ms and wraps; previous,
// next and the dots move it by hand, and any manual action stops the automatic rotation for good;
// it never rotates for people who prefer reduced motion.

export const carouselIntervalMs = 6000;

export type CarouselState = { index: number; isAutoPlaying: boolean };

export type CarouselAction =
  | { type: "tick" }
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; index: number }
  | { type: "stop" };

export function initialCarouselState(): CarouselState {
  return { index: 0, isAutoPlaying: true };
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function carouselReducer(count: number) {
  return (state: CarouselState, action: CarouselAction): CarouselState => {
    switch (action.type) {
      case "tick":
        return state.isAutoPlaying ? { ...state, index: wrap(state.index + 1, count) } : state;
      case "next":
        return { index: wrap(state.index + 1, count), isAutoPlaying: false };
      case "previous":
        return { index: wrap(state.index - 1, count), isAutoPlaying: false };
      case "goTo":
        return { index: wrap(action.index, count), isAutoPlaying: false };
      case "stop":
        return state.isAutoPlaying ? { ...state, isAutoPlaying: false } : state;
    }
  };
}
