import { describe, expect, it } from "vitest";
import { buildEstimatorIndex, estimateWithIndex, suggestEstimate, tuneEstimator, type EstimateHistoryItem } from "./estimate";

const history: EstimateHistoryItem[] = [
  { id: "T-1", title: "Implementar inicio de sesión con Google", description: "OAuth con la cuenta de Google del usuario", estimate: 5, type: "feature" },
  { id: "T-2", title: "Corregir error al guardar proyecto", description: "<p>El botón <b>Guardar</b> falla con nombres largos</p>", estimate: 2, type: "bug" },
  { id: "T-3", title: "Reporte semanal en PDF", description: "Generar el reporte semanal del portafolio en PDF", estimate: 8, type: "feature" },
  { id: "T-4", title: "Traducir la página de precios", description: "Textos de la página de precios en inglés", estimate: 1, type: "chore" },
  { id: "T-5", title: "Add CSV export to the analytics charts", description: "Each chart exports its data as CSV", estimate: 3, type: "feature" },
  { id: "T-6", title: "Fix crash when the board has no columns", description: "{code}TypeError: columns is undefined{code}", estimate: 2, type: "bug" },
  { id: "T-7", title: "Migrar la base de datos a PostgreSQL 16", description: "Probar respaldos y restauración", estimate: 13, type: "chore" },
  { id: "T-8", title: "Notificaciones por correo de tareas vencidas", description: "Enviar un correo diario con las tareas vencidas", estimate: 5, type: "feature" },
];

describe("suggestEstimate", () => {
  it("ranks the identical task first, with similarity 1", () => {
    for (const item of history) {
      const result = suggestEstimate(history, item);
      if (result.status !== "ok") throw new Error("expected an estimate");
      expect(result.neighbours[0]?.id).toBe(item.id);
      expect(result.neighbours[0]?.similarity).toBeCloseTo(1, 6);
    }
  });

  it("ranks the identical task first among near-duplicates", () => {
    const near: EstimateHistoryItem[] = [
      { id: "N-1", title: "Exportar el tablero a CSV", description: "con filtros", estimate: 3 },
      { id: "N-2", title: "Exportar el tablero a PDF", description: "con filtros y gráficas", estimate: 5 },
      { id: "N-3", title: "Exportar tablero", description: "CSV con filtros por persona", estimate: 2 },
      { id: "N-4", title: "Exportar gráficas del tablero a PNG", description: "con filtros", estimate: 3 },
      { id: "N-5", title: "Importar tareas desde CSV", description: "con validación", estimate: 5 },
    ];
    for (const item of near) {
      const result = suggestEstimate(near, item, { minHistory: 1 });
      if (result.status !== "ok") throw new Error("expected an estimate");
      expect(result.neighbours.length).toBeGreaterThan(1);
      expect(result.neighbours[0]?.id).toBe(item.id);
      const similarities = result.neighbours.map((n) => n.similarity);
      expect([...similarities].sort((a, b) => b - a)).toEqual(similarities);
    }
  });

  it("finds the similar task across inflections and markup", () => {
    const result = suggestEstimate(history, { title: "Corrige errores al guardar los proyectos", description: "falla el guardado" });
    expect(result.status).toBe("ok");
    if (result.status === "ok") expect(result.neighbours[0]?.id).toBe("T-2");
  });

  it("gives a range around the estimate and the share of evidence", () => {
    const result = suggestEstimate(history, { title: "Reporte mensual en PDF del portafolio" });
    if (result.status !== "ok") throw new Error("expected an estimate");
    expect(result.range.low).toBeLessThanOrEqual(result.estimate);
    expect(result.range.high).toBeGreaterThanOrEqual(result.estimate);
    expect(result.evidenceShare).toBeGreaterThan(0);
    expect(result.evidenceShare).toBeLessThan(1);
    expect(result.neighbours.reduce((s, n) => s + n.weight, 0)).toBeCloseTo(1, 3);
  });

  it("answers the history's median when nothing is similar", () => {
    const result = suggestEstimate(history, { title: "zzz qqq" }, { lengthBandwidth: null });
    if (result.status !== "ok") throw new Error("expected an estimate");
    expect(result.neighbours).toEqual([]);
    expect(result.estimate).toBe(3);
    expect(result.historyMedian).toBe(3);
    expect(result.evidenceShare).toBe(0);
    // With the length lean on, a two-word task leans towards the shortly described ones.
    const leaning = suggestEstimate(history, { title: "zzz qqq" });
    expect(leaning.status === "ok" && leaning.estimate).toBe(2);
  });

  it("lets the same type tip a tie between equally similar tasks", () => {
    const twins: EstimateHistoryItem[] = [
      ...history,
      { id: "A", title: "Exportar tablero", estimate: 3, type: "bug" },
      { id: "B", title: "Exportar tablero", estimate: 8, type: "feature" },
    ];
    const asFeature = suggestEstimate(twins, { title: "Exportar tablero", type: "feature" });
    const asBug = suggestEstimate(twins, { title: "Exportar tablero", type: "bug" });
    if (asFeature.status !== "ok" || asBug.status !== "ok") throw new Error("expected estimates");
    expect(asFeature.neighbours[0]?.id).toBe("B");
    expect(asBug.neighbours[0]?.id).toBe("A");
  });

  it("says so when the history is empty or too small, or the task has no text", () => {
    expect(suggestEstimate([], { title: "x" })).toMatchObject({ status: "insufficient", reasons: ["no_history"] });
    expect(suggestEstimate(history.slice(0, 3), { title: "x" })).toMatchObject({ status: "insufficient", reasons: ["history_too_small"], historySize: 3 });
    expect(suggestEstimate(history, { title: "  " })).toMatchObject({ status: "insufficient", reasons: ["empty_query"] });
  });

  it("leaves out history rows without a positive estimate", () => {
    const index = buildEstimatorIndex([...history, { id: "bad", title: "x", estimate: 0 }, { id: "nan", title: "y", estimate: Number.NaN }]);
    expect(index.items).toHaveLength(history.length);
  });

  it("is deterministic", () => {
    const index = buildEstimatorIndex(history);
    const query = { title: "Exportar reporte en CSV" };
    expect(estimateWithIndex(index, query)).toEqual(estimateWithIndex(index, query));
  });
});

describe("tuneEstimator", () => {
  it("keeps the defaults when no setting is clearly better", () => {
    const tuned = tuneEstimator(history, history.slice(0, 4));
    expect(tuned.options.neighbours).toBe(40);
    expect(tuned.options.priorWeight).toBe(1);
    expect(tuned.candidatesTried).toBeGreaterThan(10);
  });

  it("moves off the defaults when the text clearly predicts the size", () => {
    // Two kinds of task, each always the same size: the closest neighbours should decide.
    const make = (n: number, offset: number): EstimateHistoryItem[] =>
      Array.from({ length: n }, (_, i) => {
        const i2 = i + offset;
        return i2 % 2
          ? { id: `s${i2}`, title: `cambiar texto de etiqueta ${i2}`, estimate: 1 }
          : { id: `b${i2}`, title: `migrar base de datos completa ${i2}`, estimate: 13 };
      });
    const tuned = tuneEstimator(make(120, 0), make(60, 120));
    expect(tuned.tuningMae).toBeLessThan(tuned.tuningMedianMae);
    const index = buildEstimatorIndex(make(180, 0), tuned.options);
    const small = estimateWithIndex(index, { title: "cambiar texto de etiqueta nueva" });
    const big = estimateWithIndex(index, { title: "migrar base de datos completa nueva" });
    expect(small.status === "ok" && small.estimate).toBe(1);
    expect(big.status === "ok" && big.estimate).toBe(13);
  });
});

// Synthetic histories with the properties of real ones: heavy-tailed sizes, Spanish and English
// mixed, many near-duplicate titles. Seeded, so the answers are known.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
const words = ["exportar", "tablero", "report", "login", "fix", "crash", "migrar", "datos", "usuario", "page", "api", "error", "guardar", "proyecto", "correo", "notification"];
const heavyTail = [1, 1, 2, 2, 2, 3, 3, 3, 3, 5, 5, 8, 13, 21, 40];

function noiseHistory(n: number, seed: number): EstimateHistoryItem[] {
  const random = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    id: `x${i}`,
    title: Array.from({ length: 3 + Math.floor(random() * 3) }, () => words[Math.floor(random() * words.length)]).join(" "),
    description: random() < 0.5 ? "" : "el usuario reporta que the page falla",
    estimate: heavyTail[Math.floor(random() * heavyTail.length)] as number,
  }));
}

function signalHistory(n: number, seed: number): EstimateHistoryItem[] {
  const random = seeded(seed);
  const kinds = [
    { title: "cambiar texto de etiqueta", size: 1 },
    { title: "fix typo in the settings page", size: 2 },
    { title: "exportar reporte del tablero", size: 5 },
    { title: "migrate the database to the new cluster", size: 13 },
  ];
  return Array.from({ length: n }, (_, i) => {
    const kind = kinds[Math.floor(random() * kinds.length)] as (typeof kinds)[number];
    // One in five sizes is off by a step: the text predicts the size, not perfectly.
    const size = random() < 0.2 ? (heavyTail[Math.floor(random() * heavyTail.length)] as number) : kind.size;
    return { id: `y${i}`, title: `${kind.title} ${words[Math.floor(random() * words.length)]}`, estimate: size };
  });
}

describe("the blend chosen on the history's own later rows", () => {
  it("keeps the median when the text says nothing about the size", () => {
    for (const seed of [3, 11, 29]) {
      const index = buildEstimatorIndex(noiseHistory(600, seed));
      expect(index.gate?.medianShare).toBe(1);
      for (const query of noiseHistory(30, seed + 1)) {
        const result = estimateWithIndex(index, query);
        if (result.status !== "ok") throw new Error("expected an estimate");
        expect(result.method).toBe("median");
        expect(result.estimate).toBe(index.historyMedian);
        expect(result.range.low).toBeLessThanOrEqual(result.estimate);
        expect(result.range.high).toBeGreaterThan(result.estimate);
      }
    }
  });

  it("follows the text when it predicts the size, and its range holds about the share it states", () => {
    const all = signalHistory(900, 5);
    const index = buildEstimatorIndex(all.slice(0, 700));
    expect(index.gate).not.toBeNull();
    expect(index.gate?.medianShare).toBeLessThan(1);
    expect(index.gate?.mae).toBeLessThan(index.gate?.medianMae ?? 0);
    let inside = 0;
    let error = 0;
    let medianError = 0;
    let level = 0;
    for (const query of all.slice(700)) {
      const result = estimateWithIndex(index, query);
      if (result.status !== "ok") throw new Error("expected an estimate");
      expect(result.method).not.toBe("median");
      expect(result.validation?.count).toBe(index.gate?.count);
      level = result.rangeLevel;
      if (query.estimate >= result.range.low && query.estimate <= result.range.high) inside++;
      error += Math.abs(result.estimate - query.estimate);
      medianError += Math.abs(index.historyMedian - query.estimate);
    }
    expect(error).toBeLessThan(medianError / 2);
    expect(level).toBeGreaterThanOrEqual(0.8);
    expect(Math.abs(inside / 200 - level)).toBeLessThan(0.08);
  });

  it("needs enough later rows to check, and can be turned off", () => {
    const small = suggestEstimate(history, { title: "Reporte mensual en PDF" });
    expect(small.status === "ok" && small.validation).toBeNull();
    expect(small.status === "ok" && small.method).toBe("neighbours");
    const off = buildEstimatorIndex(signalHistory(300, 9), { gate: false });
    expect(off.gate).toBeNull();
    const result = estimateWithIndex(off, { title: "cambiar texto de etiqueta" });
    expect(result.status === "ok" && result.rangeLevel).toBe(0.5);
  });

  it("indexes a few thousand tasks and answers quickly", () => {
    const big = noiseHistory(3000, 17);
    const started = performance.now();
    const index = buildEstimatorIndex(big);
    const built = performance.now() - started;
    const queries = noiseHistory(50, 18);
    const answering = performance.now();
    for (const query of queries) estimateWithIndex(index, query);
    const perEstimate = (performance.now() - answering) / queries.length;
    // Generous bounds for a shared machine; the measured figures are in docs/intelligence.md.
    expect(built).toBeLessThan(8000);
    expect(perEstimate).toBeLessThan(50);
  });
});
