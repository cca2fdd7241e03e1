import { describe, expect, it } from "vitest";
import { translate } from "./messages";

describe("server texts with a count", () => {
  it("use the language's plural form, as the web does", () => {
    expect(translate("en", "digest.subject", { count: 1 })).toBe("Rumbo: 1 important notice");
    expect(translate("en", "digest.subject", { count: 3 })).toBe("Rumbo: 3 important notices");
    expect(translate("es", "digest.subject", { count: 1 })).toBe("Rumbo: 1 aviso importante");
    expect(translate("es", "digest.subject", { count: 0 })).toBe("Rumbo: 0 avisos importantes");
    expect(translate("es", "assistant.in_days", { count: 1 })).toBe("en 1 día");
  });

  it("keep texts without plural forms, and a count given as text", () => {
    expect(translate("en", "errors.dependency_cycle", { count: 2 })).toContain("between 2 tasks");
    expect(translate("es", "digest.subject", { count: "2" })).toBe("Rumbo: {{count}} avisos importantes".replace("{{count}}", "2"));
  });
});
