import { describe, expect, it } from "vitest";
import { appendInSlices } from "./append-in-slices";

// Decision 1870: a screen's preload links go in a few per task, the first slice at once, and the
// app starts only once every link is in.

function recorder() {
  const slices: string[][] = [];
  return { slices, parent: { append: (...nodes: (Node | string)[]) => void slices.push(nodes.map(String)) } };
}

describe("appendInSlices", () => {
  it("inserts the first four links at once and the rest four per task, then calls back once", async () => {
    const { slices, parent } = recorder();
    const links = Array.from({ length: 10 }, (_, i) => `link-${i}` as unknown as Node);
    let started = 0;
    const done = new Promise<void>((resolve) => appendInSlices(parent, links, () => (started++, resolve())));
    expect(slices).toEqual([["link-0", "link-1", "link-2", "link-3"]]);
    expect(started).toBe(0);
    await done;
    expect(slices).toEqual([
      ["link-0", "link-1", "link-2", "link-3"],
      ["link-4", "link-5", "link-6", "link-7"],
      ["link-8", "link-9"],
    ]);
    expect(started).toBe(1);
  });

  it("calls back at once when there is nothing to insert", () => {
    const { slices, parent } = recorder();
    let started = false;
    appendInSlices(parent, [], () => (started = true));
    expect(started).toBe(true);
    expect(slices).toEqual([[]]);
  });
});
