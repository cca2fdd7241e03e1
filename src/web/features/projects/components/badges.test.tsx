import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n, loadNamespaces } from "../../../i18n/i18n";
import { riskLevel } from "../../../../domain/intelligence/risk";
import { RiskScore } from "./badges";

// Issue 23: the risk label bands were 34/67 on the project screens and 25/50/75 elsewhere; the
// project's risk score now reads the domain's one set (riskLevel), so a 59 is "high" everywhere.

beforeAll(async () => {
  initI18n("es");
  await i18n.changeLanguage("es");
  await loadNamespaces("projects");
});

describe("RiskScore", () => {
  it("labels a score with the same bands as the dashboard and the predictive pages", () => {
    const words = { low: "riesgo bajo", medium: "riesgo medio", high: "riesgo alto", critical: "riesgo crítico" } as const;
    for (const score of [0, 24, 25, 33, 34, 49, 50, 59, 66, 67, 74, 75, 100]) {
      expect(renderToStaticMarkup(<RiskScore score={score} />), String(score)).toContain(words[riskLevel(score)]);
    }
    expect(renderToStaticMarkup(<RiskScore score={59} />)).toContain("riesgo alto");
    expect(renderToStaticMarkup(<RiskScore score={30} />)).toContain("riesgo medio");
  });
});
