import { describe, expect, it } from "vitest";
import { hasOnlyLanguageParameter } from "./pages";

describe("hasOnlyLanguageParameter", () => {
  it("is true for a bare address or one with ?lang only", () => {
    expect(hasOnlyLanguageParameter("")).toBe(true);
    expect(hasOnlyLanguageParameter("?lang=en")).toBe(true);
    expect(hasOnlyLanguageParameter("lang=es")).toBe(true);
  });
  it("is false as soon as the address asks for anything else", () => {
    expect(hasOnlyLanguageParameter("?tab=register")).toBe(false);
    expect(hasOnlyLanguageParameter("?lang=en&next=%2Fprojects")).toBe(false);
    expect(hasOnlyLanguageParameter("?verified=1")).toBe(false);
  });
});
