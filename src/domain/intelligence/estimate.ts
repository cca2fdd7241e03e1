// Suggested estimate for a new task from the most similar completed tasks (issue 8).
//
// Method (docs/intelligence.md, decision 0105):
// 1. Title and description become TF-IDF vectors (sublinear term frequency, smoothed IDF, title
//    terms counted more), after markup stripping, stop words and stemming (text.ts).
// 2. The k completed tasks with the highest cosine similarity are the evidence. The same assignee
//    or the same type multiplies a neighbour's weight by a small boost: a person's or a type's
//    scale is a signal, but not stronger than the text.
// 3. The answer is a weighted median, because story points and hours are skewed and absolute
//    error rewards a median-type answer. Neighbours weigh their similarity; the history as a
//    whole (the prior) carries a fixed total weight `priorWeight`. Close neighbours therefore
//    decide and weak ones defer to what the team usually answers: shrinkage with no separate
//    rule for "no good match".
// 4. The prior can lean towards recent tasks (scales drift) and towards tasks described at a
//    similar length (a two-line task and a two-page one are rarely the same size); neighbours
//    can lean towards recent tasks too. The length lean is on by default (bandwidth 0.5 in log
//    term count); the recency leans (half-lives) are off unless tuning finds them clearly better.
// 5. The history checks itself (decision 0108): its last two fifths, in two time-ordered slices,
//    are answered from the rows before each slice by the mixture, by the mixture pulled toward the
//    history's median (or replaced by it under an evidence floor), and by a ridge regression of log
//    size on the TF-IDF terms. The median stays the answer unless one of these beats it clearly
//    there; a history whose text misleads therefore answers its median, never worse than it.
// 6. The range comes from the same checked rows: the 10th–90th percentile of the actual sizes that
//    met the same answer there (or of the actual/answer ratios, for a rare answer), and the result
//    states the share of checked rows its range held. Without enough rows to check (short
//    histories) the answer is the mixture's and the range its 25th–75th percentile.
// `tuneEstimator` may move k, the prior's weight and the leans, measured on rows that come after
// their history in time, but only on clear evidence (see there).

import { classProbabilities, fitSizeClassifier, type SizeClassifier, type SparseVector } from "./size-classifier";
import { tokenize, type TextLanguage } from "./text";

export type EstimateHistoryItem = {
  id: string;
  title: string;
  description?: string | null;
  /** The completed task's estimate or actual size (story points, hours…), > 0. */
  estimate: number;
  assigneeId?: string | null;
  type?: string | null;
};

export type EstimateQuery = {
  title: string;
  description?: string | null;
  assigneeId?: string | null;
  type?: string | null;
};

export type EstimatorOptions = {
  /** Neighbours kept as evidence and used in the median. */
  neighbours: number;
  /** Total weight of the prior against the neighbours' summed weights (similarities). */
  priorWeight: number;
  /** Half-life, in tasks counted back from the newest, of the prior's weights; null = flat. */
  recencyHalfLife: number | null;
  /** Half-life, in tasks, of the neighbours' weights; null = age does not matter. */
  neighbourHalfLife: number | null;
  /** Bandwidth (in log term count) of the prior's lean towards tasks of similar text length; null = off. */
  lengthBandwidth: number | null;
  /** Similarity is raised to this power before weighting (>1 favours the closest matches). */
  similarityPower: number;
  /** Title terms count this many times the description's. */
  titleWeight: number;
  /** Multipliers on a neighbour's weight for the same assignee / type as the new task. */
  sameAssigneeBoost: number;
  sameTypeBoost: number;
  /** Fewer completed tasks than this: insufficient. */
  minHistory: number;
  /** Neighbours below this cosine similarity are not evidence. */
  minSimilarity: number;
  language: TextLanguage | "auto";
  /** The size classifier reads the texts with their stop words (its own vocabulary); the neighbours never do. */
  classifierStopWords: boolean;
  /**
   * Check the neighbours against the history's median on the history's own later rows and blend
   * toward the median (or answer it) when they do not clearly beat it; the range then comes from
   * those rows' errors (decision 0108). Off: the mixture alone, as in 0105.
   */
  gate: boolean;
};

export const defaultEstimatorOptions: EstimatorOptions = {
  neighbours: 40,
  priorWeight: 1,
  recencyHalfLife: null,
  neighbourHalfLife: null,
  lengthBandwidth: 0.5,
  similarityPower: 1,
  titleWeight: 2,
  sameAssigneeBoost: 1.25,
  sameTypeBoost: 1.15,
  minHistory: 5,
  minSimilarity: 0.05,
  language: "auto",
  classifierStopWords: true,
  gate: true,
};

export type EstimateNeighbour = {
  id: string;
  title: string;
  estimate: number;
  /** Cosine similarity of the texts, 0–1. */
  similarity: number;
  /** Share of the neighbours' weight in the answer, 0–1 (after boosts and recency). */
  weight: number;
  isSameAssignee: boolean;
  isSameType: boolean;
};

export type EstimateMethod = "neighbours" | "blend" | "model" | "classifier" | "median";

export type EstimateValidation = {
  count: number;
  mae: number;
  medianMae: number;
  /**
   * What answers: the neighbours' mixture, the text model (ridge regression of log size on the
   * TF-IDF terms) or the size classifier (softmax regression of the size on them, decision 0122).
   */
  source: EstimateSource;
  medianShare: number;
  minEvidence: number;
};

export type EstimateSource = "neighbours" | "model" | "classifier";

export type EstimateInsufficientReason = "no_history" | "history_too_small" | "empty_query";

export type EstimateResult =
  | {
      status: "ok";
      estimate: number;
      range: { low: number; high: number };
      neighbours: EstimateNeighbour[];
      /** Median of the history: the answer when nothing is similar. */
      historyMedian: number;
      historySize: number;
      /** Share of the answer's weight that came from the neighbours (the rest from the prior), 0–1. */
      evidenceShare: number;
      /**
       * How the answer was reached: the neighbours' mixture, that mixture pulled toward the
       * history's median, or the median itself (the neighbours did not beat it on the history's
       * later rows, or this task's evidence is too weak).
       */
      method: EstimateMethod;
      /** Share of the history's later rows whose actual size fell inside such a range (its nominal level). */
      rangeLevel: number;
      /** How the chosen blend and the median did on the history's later rows; null when too few to check. */
      validation: EstimateValidation | null;
      options: EstimatorOptions;
    }
  | { status: "insufficient"; reasons: EstimateInsufficientReason[]; historySize: number; minHistory: number };

type IndexedItem = {
  item: EstimateHistoryItem;
  /** Position of the item's estimate in `values`. */
  valueId: number;
  /** log(1 + number of terms), for the length lean. */
  length: number;
};

export type EstimatorIndex = {
  options: EstimatorOptions;
  items: IndexedItem[];
  /** Distinct estimates, ascending. */
  values: number[];
  /** term → parallel arrays of item positions and weights (normalised TF-IDF). */
  postings: Map<number, { items: number[]; weights: number[] }>;
  vocabulary: Map<string, number>;
  idf: number[];
  historyMedian: number;
  /** The blend chosen on the history's later rows; null when off or the history is too short. */
  gate: EstimatorGate | null;
  /** Ridge regression of log size on the TF-IDF terms; fitted only when something uses it. */
  model: TextModel | null;
  /** Softmax regression of the size on the TF-IDF terms (size-classifier.ts); fitted only when something uses it. */
  classifier: SizeClassifier | null;
  /** The classifier's own terms (stop words kept) when `classifierStopWords`; built with the classifier. */
  classifierSpace: TermSpace | null;
};

/** A vocabulary, its IDF and the items' normalised TF-IDF vectors as postings. */
type TermSpace = Pick<EstimatorIndex, "vocabulary" | "idf" | "postings">;

type TextModel = { intercept: number; weights: Float64Array };

export type EstimatorGate = EstimateValidation & {
  /** Share of the checked rows whose actual size fell inside the range their answer gets. */
  rangeCoverage: number;
  /** Answers on the checked rows → the actual sizes they met, ascending (for the range). */
  actualsByAnswer: Map<number, number[]>;
  /** actual / answer on all checked rows, ascending (the range when an answer was rarely given). */
  ratios: number[];
};

// Tokenising (stemming) is most of the cost of building an index; a history row is often indexed
// again (rolling backtests, re-tuning), so its terms are remembered per row object and settings.
const termCache = new WeakMap<object, { key: string; counts: Map<string, number> }>();
const termCacheWithStopWords = new WeakMap<object, { key: string; counts: Map<string, number> }>();

function termCounts(query: { title: string; description?: string | null }, options: EstimatorOptions, keepStopWords = false): Map<string, number> {
  const cache = keepStopWords ? termCacheWithStopWords : termCache;
  const key = `${options.titleWeight}|${options.language}|${query.title}|${query.description ?? ""}`;
  const cached = cache.get(query);
  if (cached && cached.key === key) return cached.counts;
  const counts = computeTermCounts(query, options, keepStopWords);
  cache.set(query, { key, counts });
  return counts;
}

/** A text's stemmed terms with counts (title terms weighted); also the ideas' duplicate check (src/domain/innovation). */
export function computeTermCounts(query: { title: string; description?: string | null }, options: Pick<EstimatorOptions, "titleWeight" | "language">, keepStopWords = false): Map<string, number> {
  const counts = new Map<string, number>();
  const tokenizeOptions = { language: options.language, keepStopWords };
  for (const term of tokenize(query.title, tokenizeOptions)) counts.set(term, (counts.get(term) ?? 0) + options.titleWeight);
  if (query.description) {
    for (const term of tokenize(query.description, tokenizeOptions)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
}

function textLength(counts: Map<string, number>): number {
  let total = 0;
  for (const c of counts.values()) total += c;
  return Math.log(1 + total);
}

/** Unit-length TF-IDF vector (1 + log tf) over a vocabulary; unseen terms only lengthen it. */
export function vectorize(counts: Map<string, number>, vocabulary: Map<string, number>, idf: number[], unseenIdf: number): SparseVector {
  const terms: number[] = [];
  const raw: number[] = [];
  let norm = 0;
  for (const [term, count] of counts) {
    const tf = 1 + Math.log(count);
    const id = vocabulary.get(term);
    // Terms nobody used before still make the text longer, hence less similar to everything.
    const weight = tf * (id === undefined ? unseenIdf : (idf[id] as number));
    norm += weight * weight;
    if (id === undefined) continue;
    terms.push(id);
    raw.push(weight);
  }
  const length = Math.sqrt(norm) || 1;
  return { terms, weights: raw.map((w) => w / length) };
}

/** Lower weighted quantile over values (ascending) with weights: always a value of the scale. */
function weightedQuantile(values: number[], weights: ArrayLike<number>, q: number): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += weights[i] as number;
  let cumulative = 0;
  for (let i = 0; i < values.length; i++) {
    cumulative += weights[i] as number;
    if (cumulative >= q * total - 1e-12) return values[i] as number;
  }
  return values[values.length - 1] as number;
}

/** The IDF of a term no indexed text used (the smoothed IDF of a document frequency of 0). */
function unseenIdfOf(documents: number): number {
  return Math.log(documents + 1) + 1;
}

/** Vocabulary, smoothed IDF and unit-length TF-IDF postings of the texts' term counts. */
function termSpace(counts: Map<string, number>[]): TermSpace {
  const vocabulary = new Map<string, number>();
  const documentFrequency: number[] = [];
  for (const c of counts) {
    for (const term of c.keys()) {
      let id = vocabulary.get(term);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(term, id);
        documentFrequency.push(0);
      }
      documentFrequency[id] = (documentFrequency[id] as number) + 1;
    }
  }
  const n = counts.length;
  const idf = documentFrequency.map((df) => Math.log((n + 1) / (df + 1)) + 1);
  const unseenIdf = unseenIdfOf(n);
  const postings = new Map<number, { items: number[]; weights: number[] }>();
  counts.forEach((c, position) => {
    const vector = vectorize(c, vocabulary, idf, unseenIdf);
    vector.terms.forEach((term, t) => {
      let list = postings.get(term);
      if (!list) {
        list = { items: [], weights: [] };
        postings.set(term, list);
      }
      list.items.push(position);
      list.weights.push(vector.weights[t] as number);
    });
  });
  return { vocabulary, idf, postings };
}

/**
 * Indexes completed tasks, oldest first (the order matters for the recency leans). Tasks with a
 * missing or non-positive estimate are left out.
 */
export function buildEstimatorIndex(history: EstimateHistoryItem[], options: Partial<EstimatorOptions> = {}): EstimatorIndex {
  const usable = history.filter((item) => Number.isFinite(item.estimate) && item.estimate > 0);
  const opts: EstimatorOptions = { ...defaultEstimatorOptions, ...options };
  const counts = usable.map((item) => termCounts(item, opts));
  const { vocabulary, idf, postings } = termSpace(counts);
  const values = [...new Set(usable.map((item) => item.estimate))].sort((a, b) => a - b);
  const valueIds = new Map(values.map((v, i) => [v, i]));
  const items: IndexedItem[] = usable.map((item, position) => ({ item, valueId: valueIds.get(item.estimate) as number, length: textLength(counts[position] as Map<string, number>) }));
  const sorted = usable.map((item) => item.estimate).sort((a, b) => a - b);
  const index: EstimatorIndex = { options: opts, items, values, postings, vocabulary, idf, historyMedian: lowerMedian(sorted), gate: null, model: null, classifier: null, classifierSpace: null };
  if (opts.gate) {
    index.gate = chooseGate(usable, opts);
    if (index.gate?.source === "model") index.model = fitTextModel(index);
    if (index.gate?.source === "classifier") index.classifier = fitClassifier(index);
  }
  return index;
}

/** The ridge's penalty: the vectors have unit length, so this is a few tasks' worth of evidence per term. */
const ridgeLambda = 3;

/**
 * Ridge regression of log size on the normalised TF-IDF vectors (intercept = mean log size),
 * solved by conjugate gradients on the normal equations through the inverted index: no dense
 * matrix, deterministic, a few dozen passes over the postings.
 */
function fitTextModel(index: EstimatorIndex): TextModel {
  const n = index.items.length;
  const terms = index.idf.length;
  const logs = index.items.map((it) => Math.log(it.item.estimate));
  const intercept = logs.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const weights = new Float64Array(terms);
  if (!n) return { intercept, weights };
  const times = (v: Float64Array): Float64Array => {
    // (XᵀX + λI) v
    const xv = new Float64Array(n);
    for (const [term, list] of index.postings) {
      const w = v[term] as number;
      if (w === 0) continue;
      for (let p = 0; p < list.items.length; p++) xv[list.items[p] as number] = (xv[list.items[p] as number] as number) + (list.weights[p] as number) * w;
    }
    const out = new Float64Array(terms);
    for (const [term, list] of index.postings) {
      let sum = 0;
      for (let p = 0; p < list.items.length; p++) sum += (list.weights[p] as number) * (xv[list.items[p] as number] as number);
      out[term] = sum + ridgeLambda * (v[term] as number);
    }
    return out;
  };
  const residual = new Float64Array(terms);
  for (const [term, list] of index.postings) {
    let sum = 0;
    for (let p = 0; p < list.items.length; p++) sum += (list.weights[p] as number) * ((logs[list.items[p] as number] as number) - intercept);
    residual[term] = sum;
  }
  const direction = Float64Array.from(residual);
  const dot = (a: Float64Array, b: Float64Array): number => {
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
    return sum;
  };
  let rr = dot(residual, residual);
  const start = rr;
  for (let iteration = 0; iteration < 60 && rr > 1e-12 * start && rr > 0; iteration++) {
    const ad = times(direction);
    const step = rr / dot(direction, ad);
    for (let i = 0; i < terms; i++) {
      weights[i] = (weights[i] as number) + step * (direction[i] as number);
      residual[i] = (residual[i] as number) - step * (ad[i] as number);
    }
    const next = dot(residual, residual);
    for (let i = 0; i < terms; i++) direction[i] = (residual[i] as number) + (next / rr) * (direction[i] as number);
    rr = next;
  }
  return { intercept, weights };
}

/** Passes of the classifier's fit in the history's check: its answers there moved by under 0.02 MAE past 15 (decision 0122). */
const checkClassifierIterations = 25;

/** The size classifier over the index's vectors, one class per size the team used. */
function fitClassifier(index: EstimatorIndex, maxIterations?: number): SizeClassifier {
  if (index.options.classifierStopWords) index.classifierSpace ??= termSpace(index.items.map((it) => termCounts(it.item, index.options, true)));
  const space = index.classifierSpace ?? index;
  return fitSizeClassifier({ postings: space.postings, vocabulary: space.idf.length, labels: index.items.map((it) => it.valueId), classes: index.values.length, maxIterations });
}

/** The query's vector in the classifier's terms (the index's own unless it keeps stop words). */
function classifierVector(index: EstimatorIndex, query: EstimateQuery, vector: SparseVector): SparseVector {
  const space = index.classifierSpace;
  if (!space) return vector;
  return vectorize(termCounts(query, index.options, true), space.vocabulary, space.idf, unseenIdfOf(index.items.length));
}

function lowerMedian(sorted: number[]): number {
  if (!sorted.length) return 0;
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

type Candidate = { position: number; similarity: number; isSameAssignee: boolean; isSameType: boolean };

type PreparedQuery = { candidates: Candidate[]; length: number; isEmpty: boolean; vector: SparseVector };

/** The `limit` most similar items above the similarity floor, most similar first. */
function prepareQuery(index: EstimatorIndex, query: EstimateQuery, limit: number): PreparedQuery {
  const opts = index.options;
  const counts = termCounts(query, opts);
  const vector = vectorize(counts, index.vocabulary, index.idf, unseenIdfOf(index.items.length));
  const scores = new Float64Array(index.items.length);
  vector.terms.forEach((term, t) => {
    const list = index.postings.get(term);
    if (!list) return;
    const qw = vector.weights[t] as number;
    for (let p = 0; p < list.items.length; p++) {
      const position = list.items[p] as number;
      scores[position] = (scores[position] as number) + qw * (list.weights[p] as number);
    }
  });
  const candidates: Candidate[] = [];
  for (let i = 0; i < scores.length; i++) {
    const similarity = Math.min(1, scores[i] as number);
    if (similarity < opts.minSimilarity || similarity <= 0) continue;
    const item = (index.items[i] as IndexedItem).item;
    candidates.push({
      position: i,
      similarity,
      isSameAssignee: Boolean(query.assigneeId && item.assigneeId === query.assigneeId),
      isSameType: Boolean(query.type && item.type === query.type),
    });
  }
  // Ties go to the newer task, which reflects the team's current scale.
  candidates.sort((a, b) => b.similarity - a.similarity || b.position - a.position);
  return { candidates: candidates.slice(0, limit), length: textLength(counts), isEmpty: counts.size === 0, vector };
}

type Lean = Pick<EstimatorOptions, "recencyHalfLife" | "lengthBandwidth">;

/** The prior over `values` (sums to 1): every task, leaning to recent ones and to similar lengths. */
function priorWeights(index: EstimatorIndex, queryLength: number, lean: Lean): Float64Array {
  const weights = new Float64Array(index.values.length);
  const n = index.items.length;
  const decay = lean.recencyHalfLife === null ? 0 : Math.LN2 / lean.recencyHalfLife;
  const bandwidth = lean.lengthBandwidth;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const item = index.items[i] as IndexedItem;
    let w = decay ? Math.exp(-decay * (n - 1 - i)) : 1;
    if (bandwidth !== null) {
      const d = (item.length - queryLength) / bandwidth;
      w *= Math.exp(-0.5 * d * d);
    }
    weights[item.valueId] = (weights[item.valueId] as number) + w;
    total += w;
  }
  if (total > 0) for (let v = 0; v < weights.length; v++) weights[v] = (weights[v] as number) / total;
  return weights;
}

type Scored = Candidate & { score: number };

function scoreCandidates(index: EstimatorIndex, candidates: Candidate[], params: Pick<EstimatorOptions, "neighbourHalfLife" | "similarityPower" | "sameAssigneeBoost" | "sameTypeBoost">): Scored[] {
  const n = index.items.length;
  const decay = params.neighbourHalfLife === null ? 0 : Math.LN2 / params.neighbourHalfLife;
  const scored = candidates.map((c) => {
    const boost = (c.isSameAssignee ? params.sameAssigneeBoost : 1) * (c.isSameType ? params.sameTypeBoost : 1);
    const recency = decay ? Math.exp(-decay * (n - 1 - c.position)) : 1;
    return { ...c, score: Math.pow(c.similarity, params.similarityPower) * boost * recency };
  });
  scored.sort((a, b) => b.score - a.score || b.position - a.position);
  return scored;
}

type NeighbourMixture = {
  top: Scored[];
  /** Weight per value of `index.values`: prior × prior weight + neighbours' scores. */
  mixture: Float64Array;
  neighbourWeight: number;
  total: number;
  /** The text model's log size for the task; null when the index has no model. */
  modelLog: number | null;
  /** The classifier's probability of each of `index.values`; null when the index has no classifier. */
  classProbabilities: Float64Array | null;
};

function neighbourMixture(index: EstimatorIndex, query: EstimateQuery): NeighbourMixture {
  const opts = index.options;
  // Recency and boosts can lift a slightly less similar task above a closer one: look past k.
  const prepared = prepareQuery(index, query, opts.neighbours * 4);
  const top = scoreCandidates(index, prepared.candidates, opts).slice(0, Math.max(0, opts.neighbours));
  const mixture = priorWeights(index, prepared.length, opts);
  for (let v = 0; v < mixture.length; v++) mixture[v] = (mixture[v] as number) * opts.priorWeight;
  let neighbourWeight = 0;
  for (const c of top) {
    const valueId = (index.items[c.position] as IndexedItem).valueId;
    mixture[valueId] = (mixture[valueId] as number) + c.score;
    neighbourWeight += c.score;
  }
  let modelLog: number | null = null;
  if (index.model) {
    modelLog = index.model.intercept;
    prepared.vector.terms.forEach((term, t) => (modelLog = (modelLog as number) + (prepared.vector.weights[t] as number) * ((index.model as TextModel).weights[term] as number)));
  }
  const classes = index.classifier ? classProbabilities(index.classifier, classifierVector(index, query, prepared.vector)) : null;
  return { top, mixture, neighbourWeight, total: neighbourWeight + opts.priorWeight, modelLog, classProbabilities: classes };
}

type Blend = { source: EstimateSource; medianShare: number; minEvidence: number };

/** The value of the team's scale nearest to `logSize` (in log terms: 5 is as far from 3 as 3 from 1.8). */
function nearestValue(values: number[], logSize: number): number {
  let best = values[0] as number;
  for (const v of values) if (Math.abs(Math.log(v) - logSize) < Math.abs(Math.log(best) - logSize)) best = v;
  return best;
}

/**
 * The answer under a blend: the history's median when the task's evidence share is under the
 * floor, otherwise the weighted median of the mixture with the median's point mass mixed in
 * (share of the total). A spread mixture moves to the median sooner than a concentrated one.
 */
function blendedAnswer(values: number[], m: NeighbourMixture, median: number, blend: Blend): { answer: number; method: EstimateMethod } {
  const evidence = m.total > 0 ? m.neighbourWeight / m.total : 0;
  if (blend.medianShare >= 1 || evidence < blend.minEvidence) return { answer: median, method: "median" };
  if (blend.source === "model" && m.modelLog !== null && values.length) {
    return { answer: nearestValue(values, (1 - blend.medianShare) * m.modelLog + blend.medianShare * Math.log(median)), method: "model" };
  }
  if (blend.source === "classifier" && m.classProbabilities && values.length) {
    // The weighted median of the classifier's distribution, with the median's point mass mixed in.
    const probabilities = m.classProbabilities;
    const weights = values.map((v, i) => (1 - blend.medianShare) * (probabilities[i] as number) + (v === median ? blend.medianShare : 0));
    return { answer: weightedQuantile(values, weights, 0.5), method: "classifier" };
  }
  if (m.total <= 0) return { answer: median, method: "median" };
  if (blend.medianShare <= 0) return { answer: weightedQuantile(values, m.mixture, 0.5), method: "neighbours" };
  const weights = new Float64Array(values.length);
  for (let v = 0; v < values.length; v++) weights[v] = ((m.mixture[v] as number) / m.total) * (1 - blend.medianShare) + (values[v] === median ? blend.medianShare : 0);
  return { answer: weightedQuantile(values, weights, 0.5), method: "blend" };
}

/**
 * The range aims at this share of outcomes; sizes are few discrete values, so the range reached
 * usually holds more, and the result states the share measured on the checked rows.
 */
const validatedRangeLevel = 0.8;

function validatedRange(gate: Pick<EstimatorGate, "actualsByAnswer" | "ratios">, values: number[], answer: number): { low: number; high: number } {
  const lowQ = (1 - validatedRangeLevel) / 2;
  const highQ = 1 - lowQ;
  const quantile = (sorted: number[], q: number, up: boolean): number => sorted[up ? Math.ceil(q * (sorted.length - 1)) : Math.floor(q * (sorted.length - 1))] as number;
  const met = gate.actualsByAnswer.get(answer);
  let low: number;
  let high: number;
  if (met && met.length >= minRowsPerAnswer) {
    low = quantile(met, lowQ, false);
    high = quantile(met, highQ, true);
  } else {
    // Rarely given answers: the errors of all checked rows, as ratios, snapped to the team's scale.
    const lowRaw = answer * quantile(gate.ratios, lowQ, false);
    const highRaw = answer * quantile(gate.ratios, highQ, true);
    low = values.filter((v) => v <= lowRaw + 1e-9).pop() ?? (values[0] as number);
    high = values.find((v) => v >= highRaw - 1e-9) ?? (values[values.length - 1] as number);
  }
  return { low: Math.min(low, answer), high: Math.max(high, answer) };
}

/** Suggests an estimate for a task from an index of completed tasks. */
export function estimateWithIndex(index: EstimatorIndex, query: EstimateQuery): EstimateResult {
  const opts = index.options;
  const historySize = index.items.length;
  if (historySize === 0) return { status: "insufficient", reasons: ["no_history"], historySize, minHistory: opts.minHistory };
  if (historySize < opts.minHistory) return { status: "insufficient", reasons: ["history_too_small"], historySize, minHistory: opts.minHistory };
  if (!query.title.trim() && !query.description?.trim()) {
    return { status: "insufficient", reasons: ["empty_query"], historySize, minHistory: opts.minHistory };
  }
  const m = neighbourMixture(index, query);
  const { top, mixture, neighbourWeight, total } = m;
  const pick = (q: number): number => (total > 0 ? weightedQuantile(index.values, mixture, q) : index.historyMedian);
  const gate = index.gate;
  const chosen = gate ? blendedAnswer(index.values, m, index.historyMedian, gate) : { answer: pick(0.5), method: "neighbours" as const };
  return {
    status: "ok",
    estimate: chosen.answer,
    range: gate ? validatedRange(gate, index.values, chosen.answer) : { low: pick(0.25), high: pick(0.75) },
    neighbours: top.map((c) => {
      const item = (index.items[c.position] as IndexedItem).item;
      return {
        id: item.id,
        title: item.title,
        estimate: item.estimate,
        similarity: round(c.similarity, 4),
        weight: neighbourWeight > 0 ? round(c.score / neighbourWeight, 4) : 0,
        isSameAssignee: c.isSameAssignee,
        isSameType: c.isSameType,
      };
    }),
    historyMedian: index.historyMedian,
    historySize,
    evidenceShare: total > 0 ? round(neighbourWeight / total, 4) : 0,
    method: chosen.method,
    rangeLevel: gate ? gate.rangeCoverage : 0.5,
    validation: gate ? { count: gate.count, mae: gate.mae, medianMae: gate.medianMae, source: gate.source, medianShare: gate.medianShare, minEvidence: gate.minEvidence } : null,
    options: opts,
  };
}

/** Fewer checked rows than this: no gate (the mixture alone already leans on the prior). */
const minGateRows = 40;
/** Checked rows per slice, the newest of it: bounds the cost of building an index. */
const maxSliceRows = 250;
/** An answer given fewer times than this on the checked rows takes its range from all rows' ratios. */
const minRowsPerAnswer = 20;
const gateMedianShares = [0, 0.15, 0.3, 0.45] as const;
const gateEvidenceQuantiles = [0, 0.25, 0.5, 0.75] as const;
/** The text model's answer is pulled this far toward the median in log terms. */
const gateModelShares = [0, 0.3, 0.6] as const;
/** The classifier's distribution is mixed with the median's point mass at these shares. */
const gateClassifierShares = [0, 0.3] as const;
/**
 * Standard errors by which the best blend must beat the median. The best of 19 blends (0108)
 * beats the median by chance: on histories whose text says nothing about size (synthetic, 32
 * seeds) one standard error let a blend in on 3 of 16 and made the answer worse each time; 1.5 on
 * 1 of 32. With the classifier's two (0122), 21 blends: the classifier never got in on 32 others.
 */
const gateMargin = 1.5;

/**
 * Chooses the blend on the history's own later rows, each answered from the rows before its
 * slice (time order, as a live system meets them): the last two fifths, in two slices. The
 * median (share 1) is the default; a blend replaces it only when it beats the median by more
 * than `gateMargin` standard errors of the paired per-row difference and is no worse in either
 * slice, so a history where text misleads keeps the median and a noisy win is not taken for a
 * real one.
 */
function chooseGate(history: EstimateHistoryItem[], opts: EstimatorOptions): EstimatorGate | null {
  const n = history.length;
  const inner: EstimatorOptions = { ...opts, gate: false, minHistory: 0 };
  type Checked = { slice: number; values: number[]; mixture: NeighbourMixture; median: number; evidence: number; actual: number };
  const rows: Checked[] = [];
  for (const [slice, from, to] of [
    [0, 0.6, 0.8],
    [1, 0.8, 1],
  ] as const) {
    const a = Math.floor(n * from);
    const b = Math.floor(n * to);
    if (a < 20 || b <= a) continue;
    const sub = buildEstimatorIndex(history.slice(0, a), inner);
    sub.model = fitTextModel(sub);
    sub.classifier = fitClassifier(sub, checkClassifierIterations);
    for (const target of history.slice(Math.max(a, b - maxSliceRows), b)) {
      const mixture = neighbourMixture(sub, target);
      rows.push({ slice, values: sub.values, mixture, median: sub.historyMedian, evidence: mixture.total > 0 ? mixture.neighbourWeight / mixture.total : 0, actual: target.estimate });
    }
  }
  if (rows.length < minGateRows) return null;
  const evidences = rows.map((r) => r.evidence).sort((x, y) => x - y);
  const blends: Blend[] = [];
  for (const medianShare of gateMedianShares)
    for (const q of gateEvidenceQuantiles) blends.push({ source: "neighbours", medianShare, minEvidence: q === 0 ? 0 : (evidences[Math.floor(q * (evidences.length - 1))] as number) });
  for (const medianShare of gateModelShares) blends.push({ source: "model", medianShare, minEvidence: 0 });
  for (const medianShare of gateClassifierShares) blends.push({ source: "classifier", medianShare, minEvidence: 0 });
  const medianErrors = rows.map((r) => Math.abs(r.actual - r.median));
  const medianMae = medianErrors.reduce((x, y) => x + y, 0) / rows.length;
  let best: { blend: Blend; mae: number } = { blend: { source: "neighbours", medianShare: 1, minEvidence: 0 }, mae: medianMae };
  for (const blend of blends) {
    let sum = 0;
    let sumSquares = 0;
    const bySlice = [0, 0];
    rows.forEach((r, i) => {
      const diff = Math.abs(r.actual - blendedAnswer(r.values, r.mixture, r.median, blend).answer) - (medianErrors[i] as number);
      sum += diff;
      sumSquares += diff * diff;
      bySlice[r.slice] = (bySlice[r.slice] as number) + diff;
    });
    const meanDiff = sum / rows.length;
    const standardError = Math.sqrt(Math.max(0, sumSquares / rows.length - meanDiff * meanDiff) / (rows.length - 1));
    const mae = medianMae + meanDiff;
    if (bySlice.every((d) => d <= 0) && meanDiff < -gateMargin * standardError && mae < best.mae - 1e-9) best = { blend, mae };
  }
  const actualsByAnswer = new Map<number, number[]>();
  const ratios: number[] = [];
  const answers = rows.map((r) => blendedAnswer(r.values, r.mixture, r.median, best.blend).answer);
  rows.forEach((r, i) => {
    const answer = answers[i] as number;
    const list = actualsByAnswer.get(answer) ?? [];
    list.push(r.actual);
    actualsByAnswer.set(answer, list);
    ratios.push(r.actual / answer);
  });
  for (const list of actualsByAnswer.values()) list.sort((x, y) => x - y);
  ratios.sort((x, y) => x - y);
  let inside = 0;
  rows.forEach((r, i) => {
    const range = validatedRange({ actualsByAnswer, ratios }, r.values, answers[i] as number);
    if (r.actual >= range.low - 1e-9 && r.actual <= range.high + 1e-9) inside++;
  });
  return { rangeCoverage: round(inside / rows.length, 4), count: rows.length, mae: round(best.mae, 4), medianMae: round(medianMae, 4), source: best.blend.source, medianShare: best.blend.medianShare, minEvidence: round(best.blend.minEvidence, 4), actualsByAnswer, ratios };
}

/** One-shot convenience: index the history and estimate one task. */
export function suggestEstimate(history: EstimateHistoryItem[], query: EstimateQuery, options: Partial<EstimatorOptions> = {}): EstimateResult {
  return estimateWithIndex(buildEstimatorIndex(history, options), query);
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export type TuningResult = {
  options: EstimatorOptions;
  /** Pooled mean absolute error of the chosen options on the tuning slices. */
  tuningMae: number;
  /** The same slices answered with their history's median. */
  tuningMedianMae: number;
  slices: number;
  targets: number;
  candidatesTried: number;
};

const tuningNeighbours = [0, 10, 20, 40, 80] as const;
const tuningPriorWeights = [0.5, 1, 2, 4] as const;
/** Half-lives as shares of the history's length, so a choice carries over to a longer history. */
const tuningRecencyShares = [null, 0.5, 0.2] as const;
const tuningLengthBandwidths = [null, 1, 0.5] as const;

/**
 * Chooses k, the prior's weight, the recencies and the length lean by mean absolute error on
 * rows that come after their history in time: the validation rows (history = train) when there
 * are any, otherwise the last two fifths of the training rows (history = the rows before each).
 * The defaults stay unless a setting beats them by more than two standard errors of the paired
 * per-task difference. Slices of a few hundred tasks are noisy: with a plain "lowest error wins"
 * (or one standard error) the chosen settings lost to the defaults on the later test rows of
 * three of the four shipped histories, because they had fitted the slice's noise or drift.
 */
export function tuneEstimator(train: EstimateHistoryItem[], validation: EstimateHistoryItem[], base: Partial<EstimatorOptions> = {}): TuningResult {
  const usable = (items: EstimateHistoryItem[]): EstimateHistoryItem[] => items.filter((v) => Number.isFinite(v.estimate) && v.estimate > 0);
  const history = usable(train);
  const held = usable(validation);
  const n = history.length;
  const slices: { history: EstimateHistoryItem[]; targets: EstimateHistoryItem[] }[] = [];
  if (held.length) slices.push({ history, targets: held });
  for (const [from, to] of [
    [0.6, 0.8],
    [0.8, 1],
  ] as const) {
    const a = Math.floor(n * from);
    const b = Math.floor(n * to);
    if (!held.length && a >= 20 && b > a) slices.push({ history: history.slice(0, a), targets: history.slice(a, b) });
  }
  type Point = { neighbours: number; priorWeight: number; priorShare: number | null; neighbourShare: number | null; bandwidth: number | null };
  const points: Point[] = [];
  for (const neighbourShare of tuningRecencyShares)
    for (const priorShare of tuningRecencyShares)
      for (const bandwidth of tuningLengthBandwidths)
        for (const neighbours of tuningNeighbours) for (const priorWeight of tuningPriorWeights) points.push({ neighbours, priorWeight, priorShare, neighbourShare, bandwidth });
  const pointIndex = (ns: number, ps: number, bw: number, k: number, m: number): number =>
    ((((ns * tuningRecencyShares.length + ps) * tuningLengthBandwidths.length + bw) * tuningNeighbours.length + k) * tuningPriorWeights.length) + m;
  const halfLife = (share: number | null, size: number): number | null => (share === null ? null : Math.max(10, Math.round(size * share)));
  const opts: EstimatorOptions = { ...defaultEstimatorOptions, ...base, minHistory: 0, gate: false };
  // Per-target errors of every point, for the paired comparison with the defaults below.
  const perTarget: Float64Array[] = [];
  let targets = 0;
  let medianError = 0;
  const maxK = tuningNeighbours[tuningNeighbours.length - 1] as number;
  for (const slice of slices) {
    const index = buildEstimatorIndex(slice.history, opts);
    const size = slice.history.length;
    const valueCount = index.values.length;
    if (!valueCount) continue;
    for (const target of slice.targets) {
      targets++;
      const errors = new Float64Array(points.length);
      perTarget.push(errors);
      medianError += Math.abs(target.estimate - index.historyMedian);
      const prepared = prepareQuery(index, target, maxK * 4);
      const priors = tuningRecencyShares.map((ps) =>
        tuningLengthBandwidths.map((bw) => priorWeights(index, prepared.length, { recencyHalfLife: halfLife(ps, size), lengthBandwidth: bw })),
      );
      const mixture = new Float64Array(valueCount);
      tuningRecencyShares.forEach((ns, nsi) => {
        const scored = scoreCandidates(index, prepared.candidates, { ...opts, neighbourHalfLife: halfLife(ns, size) });
        // Neighbour weight per value for each k, accumulated once.
        const byK = tuningNeighbours.map(() => new Float64Array(valueCount));
        const running = new Float64Array(valueCount);
        let taken = 0;
        tuningNeighbours.forEach((k, ki) => {
          for (; taken < Math.min(k, scored.length); taken++) {
            const c = scored[taken] as Scored;
            const valueId = (index.items[c.position] as IndexedItem).valueId;
            running[valueId] = (running[valueId] as number) + c.score;
          }
          (byK[ki] as Float64Array).set(running);
        });
        priors.forEach((row, psi) =>
          row.forEach((prior, bwi) =>
            byK.forEach((neighbourMass, ki) =>
              tuningPriorWeights.forEach((m, mi) => {
                let total = 0;
                for (let v = 0; v < valueCount; v++) {
                  const w = (prior[v] as number) * m + (neighbourMass[v] as number);
                  mixture[v] = w;
                  total += w;
                }
                const estimate = total > 0 ? weightedQuantile(index.values, mixture, 0.5) : index.historyMedian;
                errors[pointIndex(nsi, psi, bwi, ki, mi)] = Math.abs(estimate - target.estimate);
              }),
            ),
          ),
        );
      });
    }
  }
  // The defaults stay unless a setting beats them by more than one standard error of the paired
  // per-task difference: slices of a few hundred tasks are noisy, and a setting that wins by
  // chance on them loses on the next tasks (seen on the smaller shipped histories).
  const d = defaultEstimatorOptions;
  const defaultPoint = points.findIndex(
    (p) => p.neighbours === d.neighbours && p.priorWeight === d.priorWeight && p.priorShare === null && p.neighbourShare === null && p.bandwidth === d.lengthBandwidth,
  );
  const maeOf = (g: number): number => (targets ? perTarget.reduce((sum, errors) => sum + (errors[g] as number), 0) / targets : 0);
  let chosenIndex = defaultPoint;
  let chosenMae = maeOf(defaultPoint);
  points.forEach((_, g) => {
    if (g === defaultPoint || targets < 2) return;
    let sum = 0;
    let sumSquares = 0;
    for (const errors of perTarget) {
      const diff = (errors[g] as number) - (errors[defaultPoint] as number);
      sum += diff;
      sumSquares += diff * diff;
    }
    const meanDiff = sum / targets;
    const standardError = Math.sqrt(Math.max(0, sumSquares / targets - meanDiff * meanDiff) / (targets - 1));
    const mae = maeOf(g);
    if (meanDiff < -2 * standardError && mae < chosenMae - 1e-9) {
      chosenIndex = g;
      chosenMae = mae;
    }
  });
  const chosen = { point: points[chosenIndex] as Point, mae: chosenMae };
  const finalSize = n + held.length;
  return {
    options: {
      ...defaultEstimatorOptions,
      ...base,
      neighbours: chosen.point.neighbours,
      priorWeight: chosen.point.priorWeight,
      recencyHalfLife: halfLife(chosen.point.priorShare, finalSize),
      neighbourHalfLife: halfLife(chosen.point.neighbourShare, finalSize),
      lengthBandwidth: chosen.point.bandwidth,
    },
    tuningMae: chosen.mae,
    tuningMedianMae: targets ? medianError / targets : 0,
    slices: slices.length,
    targets,
    candidatesTried: points.length,
  };
}
