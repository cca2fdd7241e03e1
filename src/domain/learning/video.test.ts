import { describe, expect, it } from "vitest";
import { nextClipState, resumeAt, watchedPercent } from "./video";

describe("a clip's progress", () => {
  it("keeps the reported place and the furthest point, which only grows", () => {
    const first = nextClipState(undefined, 12, 40);
    expect(first).toEqual({ positionSeconds: 12, furthestSeconds: 12, completed: false, justCompleted: false });
    const back = nextClipState(first, 5, 40);
    expect(back).toMatchObject({ positionSeconds: 5, furthestSeconds: 12, completed: false });
  });
  it("completes at 90 % once, and stays complete after seeking back", () => {
    const almost = nextClipState({ positionSeconds: 30, furthestSeconds: 30, completed: false }, 35.9, 40);
    expect(almost.completed).toBe(false);
    const done = nextClipState(almost, 36, 40);
    expect(done).toMatchObject({ completed: true, justCompleted: true });
    const again = nextClipState(done, 2, 40);
    expect(again).toMatchObject({ positionSeconds: 2, furthestSeconds: 36, completed: true, justCompleted: false });
  });
  it("clamps what the player reports to the clip", () => {
    expect(nextClipState(undefined, 500, 40)).toMatchObject({ positionSeconds: 40, completed: true });
    expect(nextClipState(undefined, -3, 40)).toMatchObject({ positionSeconds: 0, furthestSeconds: 0 });
    expect(nextClipState(undefined, Number.NaN, 40).positionSeconds).toBe(0);
  });
});

describe("where to resume", () => {
  it("a second before the place left, from the start when barely begun or finished", () => {
    expect(resumeAt(20.46, 40)).toBe(19.5);
    expect(resumeAt(2, 40)).toBe(0);
    expect(resumeAt(39, 40)).toBe(0);
    expect(resumeAt(40, 40)).toBe(0);
  });
  it("the watched share in percent", () => {
    expect(watchedPercent(36, 40)).toBe(90);
    expect(watchedPercent(50, 40)).toBe(100);
  });
});
