import { describe, expect, it } from "vitest";
import type { AppNotification, NotificationList } from "./notifications";
import { applyChange } from "./update-notifications";

const item = (id: string, read: boolean): AppNotification => ({ id, title: id, message: "m", type: "info", read, timestamp: "2026-01-01T00:00:00Z", action: null });
const list: NotificationList = { items: [item("a", false), item("b", true), item("c", false)], unreadCount: 2 };

describe("applyChange (what the list shows before the server answers)", () => {
  it("marks one read and lowers the count, once", () => {
    const after = applyChange(list, { kind: "read", id: "a" });
    expect(after.unreadCount).toBe(1);
    expect(after.items.find((n) => n.id === "a")?.read).toBe(true);
    expect(applyChange(after, { kind: "read", id: "a" })).toBe(after);
    expect(applyChange(list, { kind: "read", id: "zzz" })).toBe(list);
  });
  it("marks all read", () => {
    const after = applyChange(list, { kind: "readAll" });
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
  });
  it("removes one, counting it only if unread", () => {
    expect(applyChange(list, { kind: "remove", id: "b" })).toEqual({ items: [list.items[0], list.items[2]], unreadCount: 2 });
    expect(applyChange(list, { kind: "remove", id: "c" }).unreadCount).toBe(1);
  });
  it("clears all", () => {
    expect(applyChange(list, { kind: "clear" })).toEqual({ items: [], unreadCount: 0 });
  });
  it("never counts a resolved notification unread (it is not in the server's count)", () => {
    const withResolved: NotificationList = { items: [...list.items, { ...item("r", false), resolvedAt: "2026-01-02T00:00:00Z" }], unreadCount: 2 };
    expect(applyChange(withResolved, { kind: "read", id: "r" }).unreadCount).toBe(2);
    expect(applyChange(withResolved, { kind: "remove", id: "r" }).unreadCount).toBe(2);
  });
});
