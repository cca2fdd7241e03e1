// Read marks (decision 1820): every /api/v1 answer says when, on its server instance's clock, the
// request was read; every event stream opens with when its user's last event happened on that
// clock. The web compares the two to know whether the data it loaded before the stream opened may
// have missed an event. The mark is "<instance>:<clock>"; marks of two instances do not compare.

/** The header of every /api/v1 answer. */
export const READ_MARK_HEADER = "x-rumbo-read-mark";
/** The first message of every event stream: `{ mark }`, the last event its user could see. */
export const STREAM_READY_EVENT = "stream.ready";

export type ReadMark = { instance: string; at: number };

export function formatReadMark(mark: ReadMark): string {
  return `${mark.instance}:${mark.at.toFixed(3)}`;
}

export function parseReadMark(value: unknown): ReadMark | undefined {
  if (typeof value !== "string") return undefined;
  const colon = value.lastIndexOf(":");
  if (colon <= 0) return undefined;
  const tail = value.slice(colon + 1);
  const at = tail === "" ? Number.NaN : Number(tail);
  return Number.isFinite(at) ? { instance: value.slice(0, colon), at } : undefined;
}

/** Data read at `read` has seen the event at `lastEvent`: same instance, read strictly after it. */
export function readAfter(read: ReadMark | undefined, lastEvent: ReadMark | undefined): boolean {
  return read !== undefined && lastEvent !== undefined && read.instance === lastEvent.instance && read.at > lastEvent.at;
}
