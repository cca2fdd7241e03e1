import { afterEach, describe, expect, it, vi } from "vitest";
import {
  defaultPreferences,
  getPreferences,
  parsePreferences,
  replacePreferences,
  resetPreferences,
  resolveColorScheme,
  setPreferences,
  subscribePreferences,
} from "./preferences-store";

afterEach(() => resetPreferences());

describe("preferences", () => {
  it("default to the spec's values: light, normal density, green, animations on, sidebar not compact", () => {
    expect(defaultPreferences).toEqual({
      colorScheme: "light",
      density: "normal",
      compactSidebar: false,
      animations: true,
      accentColor: "green",
    });
  });

  it("read any stored value, keeping the valid fields and defaulting the rest", () => {
    expect(parsePreferences(null)).toEqual(defaultPreferences);
    expect(parsePreferences("dark")).toEqual(defaultPreferences);
    expect(parsePreferences({ colorScheme: "dark", accentColor: "pink", density: "compact", animations: "no" })).toEqual({
      ...defaultPreferences,
      colorScheme: "dark",
      density: "compact",
    });
  });

  it("resolve 'system' with the device's setting", () => {
    expect(resolveColorScheme("system", true)).toBe("dark");
    expect(resolveColorScheme("system", false)).toBe("light");
    expect(resolveColorScheme("dark", false)).toBe("dark");
  });

  it("tell subscribers about changes and where they came from", () => {
    const listener = vi.fn();
    const unsubscribe = subscribePreferences(listener);
    setPreferences({ accentColor: "blue" });
    replacePreferences({ colorScheme: "dark", accentColor: "purple" });
    unsubscribe();
    setPreferences({ density: "compact" });
    expect(listener.mock.calls).toEqual([
      [{ ...defaultPreferences, accentColor: "blue" }, "local"],
      [{ ...defaultPreferences, colorScheme: "dark", accentColor: "purple" }, "remote"],
    ]);
    expect(getPreferences().density).toBe("compact");
  });

  it("ignore invalid values set by code", () => {
    setPreferences({ accentColor: "pink" as never, animations: false });
    expect(getPreferences()).toEqual({ ...defaultPreferences, animations: false });
  });
});
