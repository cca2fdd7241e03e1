import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, dismissToast, getToasts, toast, toastRemoveDelayMs } from "./toast-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe("toast store", () => {
  it("shows one toast at a time: a new one replaces the one shown", () => {
    toast({ title: "Proyecto creado correctamente" });
    const second = toast({ title: "Sesión cerrada", variant: "success" });
    expect(getToasts()).toEqual([{ id: second.id, title: "Sesión cerrada", variant: "success", isOpen: true }]);
  });

  it("closes a dismissed toast at once and drops it after 1000000 ms", () => {
    const shown = toast({ title: "Proyecto eliminado correctamente", description: "Ya no aparece en la lista" });
    shown.dismiss();
    expect(getToasts()[0]?.isOpen).toBe(false);
    vi.advanceTimersByTime(toastRemoveDelayMs - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it("updates a toast in place and dismisses all without an id", () => {
    const shown = toast({ title: "Guardando…" });
    shown.update({ title: "Guardado", variant: "success" });
    expect(getToasts()[0]).toMatchObject({ title: "Guardado", variant: "success", isOpen: true });
    dismissToast();
    expect(getToasts().every((t) => !t.isOpen)).toBe(true);
  });
});
