import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { collapseFinalPeriod, finalPeriod } from "./final-period";

describe("a sentence ending in an es-MX time", () => {
  it("keeps one period after a.m. and p.m., in any of Intl's spacings", () => {
    expect(collapseFinalPeriod("Medido el 26 nov 2026, 11:49 a.m..")).toBe("Medido el 26 nov 2026, 11:49 a.m.");
    expect(collapseFinalPeriod("Calculado el 26 nov, 4:05 p.\u00a0m..")).toBe("Calculado el 26 nov, 4:05 p.\u00a0m.");
    expect(collapseFinalPeriod("Fin. Otra frase.")).toBe("Fin. Otra frase.");
  });

  it("applies to every translated text", async () => {
    const i18n = i18next.createInstance();
    await i18n.use(finalPeriod).init({ lng: "es", postProcess: ["finalPeriod"], resources: { es: { translation: { at: "Medido el {{when}}." } } }, interpolation: { escapeValue: false } });
    const when = new Intl.DateTimeFormat("es-MX", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date("2026-11-26T11:49:00Z"));
    // The app's catalogue keys are typed; this test's own catalogue is not.
    const t = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, string>) => string;
    expect(when).toMatch(/m\.$/);
    expect(t("at", { when })).toBe(`Medido el ${when}`);
  });
});
