import { describe, expect, it } from "vitest";
import { carouselReducer, initialCarouselState } from "./carousel-state";

const reduce = carouselReducer(5);

describe("testimonial carousel rules", () => {
  it("starts on the first slide, rotating", () => {
    expect(initialCarouselState()).toEqual({ index: 0, isAutoPlaying: true });
  });

  it("advances on each tick and wraps from the last slide to the first", () => {
    let state = initialCarouselState();
    for (let i = 0; i < 4; i++) state = reduce(state, { type: "tick" });
    expect(state.index).toBe(4);
    expect(reduce(state, { type: "tick" })).toEqual({ index: 0, isAutoPlaying: true });
  });

  it("stops rotating for good after a manual action, and ticks then change nothing", () => {
    const moved = reduce(initialCarouselState(), { type: "next" });
    expect(moved).toEqual({ index: 1, isAutoPlaying: false });
    expect(reduce(moved, { type: "tick" })).toBe(moved);
    expect(reduce(initialCarouselState(), { type: "goTo", index: 3 })).toEqual({ index: 3, isAutoPlaying: false });
  });

  it("wraps backwards from the first slide to the last", () => {
    expect(reduce(initialCarouselState(), { type: "previous" })).toEqual({ index: 4, isAutoPlaying: false });
  });

  it("stop keeps the slide and ends the rotation", () => {
    const state = reduce(reduce(initialCarouselState(), { type: "tick" }), { type: "stop" });
    expect(state).toEqual({ index: 1, isAutoPlaying: false });
  });
});
