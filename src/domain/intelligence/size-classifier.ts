// The team's size as a class: multinomial logistic regression (softmax) of the size a task got
// on its TF-IDF terms (issue 22, decision 0122), a candidate beside the neighbours' mixture and
// the ridge regression in the estimator's own check (estimate.ts, point 5).
//
// Why a classifier: story points are a handful of discrete sizes, and mean absolute error is
// minimised by the median of the answer's distribution. The ridge regression predicts a mean of
// log size and is then snapped to a size; the classifier gives each size a probability, so the
// answer is the weighted median of that distribution, and a word that marks small tasks (a typo,
// a version bump) can say "1" without pulling every other task down with it. On the shipped
// histories, measured with the same TF-IDF terms, it answered the test rows of talendesb and
// appceleratorstudio better than the ridge or the neighbours (docs/intelligence.md).
//
// Fitted by L-BFGS on the L2-penalised log-loss (penalty λ/2·‖W‖², the intercepts free), over the
// index's inverted lists: no dense matrix. Deterministic: the same history gives the same model.

/** A task's normalised TF-IDF vector: term ids and weights. */
export type SparseVector = { terms: number[]; weights: number[] };

export type SizeClassifier = {
  classes: number;
  /** terms × classes, row-major. */
  weights: Float64Array;
  intercepts: Float64Array;
};

/** The TF-IDF matrix by term (the estimator's inverted index), flattened once for the passes. */
type Columns = { terms: Int32Array; starts: Int32Array; rows: Int32Array; values: Float64Array };

function flatten(postings: ReadonlyMap<number, { items: number[]; weights: number[] }>): Columns {
  let nnz = 0;
  for (const list of postings.values()) nnz += list.items.length;
  const terms = new Int32Array(postings.size);
  const starts = new Int32Array(postings.size + 1);
  const rows = new Int32Array(nnz);
  const values = new Float64Array(nnz);
  let c = 0;
  let at = 0;
  for (const [term, list] of postings) {
    terms[c] = term;
    starts[c] = at;
    for (let p = 0; p < list.items.length; p++, at++) {
      rows[at] = list.items[p] as number;
      values[at] = list.weights[p] as number;
    }
    c++;
  }
  starts[c] = at;
  return { terms, starts, rows, values };
}

export type ClassifierFit = {
  postings: ReadonlyMap<number, { items: number[]; weights: number[] }>;
  /** Number of terms in the vocabulary (weights are kept for every term id below it). */
  vocabulary: number;
  /** Class of each row (0 … classes − 1). */
  labels: ArrayLike<number>;
  classes: number;
  /** L2 penalty on the term weights; 1 is scikit-learn's default (C = 1). */
  lambda?: number;
  /** 50 by default: on the shipped histories the test error no longer moved past 60 (decision 0122). */
  maxIterations?: number;
};

/** Fits the classifier; with one class (or no rows) every weight is 0 and that class answers. */
export function fitSizeClassifier(fit: ClassifierFit): SizeClassifier {
  const K = fit.classes;
  const n = fit.labels.length;
  const lambda = fit.lambda ?? 1;
  const columns = flatten(fit.postings);
  const dims = fit.vocabulary * K + K;
  const theta = new Float64Array(dims);
  if (K < 2 || n === 0) return unpack(theta, fit.vocabulary, K);
  const scores = new Float64Array(n * K);

  // The penalised log-loss and its gradient at x (gradient written into `grad`).
  const evaluate = (x: Float64Array, grad: Float64Array): number => {
    const interceptAt = fit.vocabulary * K;
    for (let i = 0; i < n; i++) for (let k = 0; k < K; k++) scores[i * K + k] = x[interceptAt + k] as number;
    for (let c = 0; c < columns.terms.length; c++) {
      const base = (columns.terms[c] as number) * K;
      for (let p = columns.starts[c] as number; p < (columns.starts[c + 1] as number); p++) {
        const row = (columns.rows[p] as number) * K;
        const v = columns.values[p] as number;
        for (let k = 0; k < K; k++) scores[row + k] = (scores[row + k] as number) + v * (x[base + k] as number);
      }
    }
    let loss = 0;
    // scores become (probabilities − one-hot label): the loss's gradient by score.
    for (let i = 0; i < n; i++) {
      const row = i * K;
      let max = -Infinity;
      for (let k = 0; k < K; k++) max = Math.max(max, scores[row + k] as number);
      let sum = 0;
      for (let k = 0; k < K; k++) {
        const e = Math.exp((scores[row + k] as number) - max);
        scores[row + k] = e;
        sum += e;
      }
      const label = fit.labels[i] as number;
      loss -= Math.log(Math.max(1e-300, (scores[row + label] as number) / sum));
      for (let k = 0; k < K; k++) scores[row + k] = (scores[row + k] as number) / sum - (k === label ? 1 : 0);
    }
    grad.fill(0);
    for (let c = 0; c < columns.terms.length; c++) {
      const base = (columns.terms[c] as number) * K;
      for (let p = columns.starts[c] as number; p < (columns.starts[c + 1] as number); p++) {
        const row = (columns.rows[p] as number) * K;
        const v = columns.values[p] as number;
        for (let k = 0; k < K; k++) grad[base + k] = (grad[base + k] as number) + v * (scores[row + k] as number);
      }
    }
    for (let j = 0; j < interceptAt; j++) {
      const w = x[j] as number;
      if (w === 0 && grad[j] === 0) continue;
      loss += 0.5 * lambda * w * w;
      grad[j] = (grad[j] as number) + lambda * w;
    }
    for (let i = 0; i < n; i++) for (let k = 0; k < K; k++) grad[interceptAt + k] = (grad[interceptAt + k] as number) + (scores[i * K + k] as number);
    return loss;
  };

  minimiseLbfgs(theta, evaluate, fit.maxIterations ?? 50);
  return unpack(theta, fit.vocabulary, K);
}

function unpack(theta: Float64Array, vocabulary: number, K: number): SizeClassifier {
  return { classes: K, weights: theta.subarray(0, vocabulary * K), intercepts: theta.subarray(vocabulary * K) };
}

/** The probability of each class for a task's vector (terms outside the vocabulary carry nothing). */
export function classProbabilities(model: SizeClassifier, vector: SparseVector): Float64Array {
  const K = model.classes;
  const z = Float64Array.from(model.intercepts);
  const vocabulary = model.weights.length / Math.max(1, K);
  vector.terms.forEach((term, t) => {
    if (term < 0 || term >= vocabulary) return;
    const v = vector.weights[t] as number;
    for (let k = 0; k < K; k++) z[k] = (z[k] as number) + v * (model.weights[term * K + k] as number);
  });
  let max = -Infinity;
  for (let k = 0; k < K; k++) max = Math.max(max, z[k] as number);
  let sum = 0;
  for (let k = 0; k < K; k++) {
    z[k] = Math.exp((z[k] as number) - max);
    sum += z[k] as number;
  }
  for (let k = 0; k < K; k++) z[k] = (z[k] as number) / sum;
  return z;
}

/**
 * Limited-memory BFGS (Nocedal and Wright, algorithm 7.4) with a backtracking Armijo line
 * search, minimising in place. Stops when the gradient is small against the starting one, the
 * loss no longer moves, or after `maxIterations`.
 */
function minimiseLbfgs(x: Float64Array, evaluate: (x: Float64Array, grad: Float64Array) => number, maxIterations: number, memory = 8): void {
  const dims = x.length;
  const grad = new Float64Array(dims);
  let loss = evaluate(x, grad);
  const startNorm = Math.sqrt(dot(grad, grad));
  if (startNorm === 0) return;
  const s: Float64Array[] = [];
  const y: Float64Array[] = [];
  const rho: number[] = [];
  const direction = new Float64Array(dims);
  const trial = new Float64Array(dims);
  const trialGrad = new Float64Array(dims);
  const alpha = new Float64Array(memory);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    // Two-loop recursion: direction = −H·grad.
    for (let i = 0; i < dims; i++) direction[i] = -(grad[i] as number);
    for (let m = s.length - 1; m >= 0; m--) {
      const a = (rho[m] as number) * dot(s[m] as Float64Array, direction);
      alpha[m] = a;
      axpy(-a, y[m] as Float64Array, direction);
    }
    const last = s.length - 1;
    const gamma = last >= 0 ? dot(s[last] as Float64Array, y[last] as Float64Array) / dot(y[last] as Float64Array, y[last] as Float64Array) : 1 / startNorm;
    for (let i = 0; i < dims; i++) direction[i] = (direction[i] as number) * gamma;
    for (let m = 0; m < s.length; m++) {
      const b = (rho[m] as number) * dot(y[m] as Float64Array, direction);
      axpy((alpha[m] as number) - b, s[m] as Float64Array, direction);
    }
    let slope = dot(grad, direction);
    if (slope >= 0) {
      // Not a descent direction (curvature lost): restart from the gradient.
      s.length = y.length = rho.length = 0;
      for (let i = 0; i < dims; i++) direction[i] = -(grad[i] as number) / startNorm;
      slope = dot(grad, direction);
    }
    let step = 1;
    let trialLoss = Infinity;
    for (let tries = 0; tries < 30; tries++) {
      for (let i = 0; i < dims; i++) trial[i] = (x[i] as number) + step * (direction[i] as number);
      trialLoss = evaluate(trial, trialGrad);
      if (trialLoss <= loss + 1e-4 * step * slope) break;
      step *= 0.5;
    }
    if (!(trialLoss <= loss)) return;
    const sNew = new Float64Array(dims);
    const yNew = new Float64Array(dims);
    for (let i = 0; i < dims; i++) {
      sNew[i] = (trial[i] as number) - (x[i] as number);
      yNew[i] = (trialGrad[i] as number) - (grad[i] as number);
    }
    const sy = dot(sNew, yNew);
    x.set(trial);
    grad.set(trialGrad);
    const improvement = loss - trialLoss;
    loss = trialLoss;
    if (sy > 1e-12) {
      if (s.length === memory) {
        s.shift();
        y.shift();
        rho.shift();
      }
      s.push(sNew);
      y.push(yNew);
      rho.push(1 / sy);
    }
    if (Math.sqrt(dot(grad, grad)) < 1e-5 * startNorm || improvement < 1e-9 * Math.max(1, Math.abs(loss))) return;
  }
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

function axpy(a: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < y.length; i++) y[i] = (y[i] as number) + a * (x[i] as number);
}
