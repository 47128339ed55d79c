/**
 * Classical item statistics (Cronbach's alpha, alpha if an item is dropped, item–rest correlation,
 * Pearson's r) from running sums, so that a caller can feed rows one at a time and never hold the data:
 * one pass, O(k²) per row for k variables, nothing kept per row.
 *
 * Every figure is a sample statistic (divided by n − 1) and is null where it is undefined: fewer than
 * two rows, a variance of zero, or too few items. Nothing is rounded here.
 */

/** Running sums over complete rows of k variables. */
export interface Moments {
  readonly k: number;
  n: number;
  /** Σ x_i per variable */
  readonly sums: Float64Array;
  /** Σ x_i·x_j, the upper triangle (i ≤ j) of a k×k row-major matrix; the rest stays 0 */
  readonly products: Float64Array;
}

export function createMoments(k: number): Moments {
  return { k, n: 0, sums: new Float64Array(k), products: new Float64Array(k * k) };
}

/**
 * Adds one row of k values. Ratings are small whole numbers, so these sums stay exact integers (far
 * below 2^53 even for millions of rows) and the co-moments taken from them at the end lose nothing.
 */
export function addRow(moments: Moments, row: ArrayLike<number>): void {
  const { k, sums, products } = moments;
  moments.n += 1;
  for (let i = 0; i < k; i += 1) {
    const x = row[i] ?? 0;
    sums[i] = (sums[i] ?? 0) + x;
    const base = i * k;
    for (let j = i; j < k; j += 1) products[base + j] = (products[base + j] ?? 0) + x * (row[j] ?? 0);
  }
}

/** The moments of rows held in memory (tests, small data sets). */
export function momentsOf(rows: ReadonlyArray<ArrayLike<number>>, k = rows[0]?.length ?? 0): Moments {
  const moments = createMoments(k);
  for (const row of rows) addRow(moments, row);
  return moments;
}

export function sampleMean(moments: Moments, i: number): number | null {
  return moments.n === 0 ? null : (moments.sums[i] ?? 0) / moments.n;
}

/**
 * n·Σxy − Σx·Σy, which is n(n − 1) times the sample covariance. With whole-number data both products are
 * exact, so the subtraction cancels nothing away, and a variance of 0 comes out as exactly 0. Ratios
 * (alpha, r) are taken on these directly: the factor n(n − 1) cancels.
 */
function scaledCovariance(moments: Moments, i: number, j: number): number {
  const { n, sums } = moments;
  return n * productOf(moments, i, j) - (sums[i] ?? 0) * (sums[j] ?? 0);
}

/**
 * Whether a scaled variance is 0 up to rounding, given the raw Σx² of the same variable: means of raters
 * (10/3…) are not exact in binary, and their sums can leave a residue of the order of 1e-16 of n·Σx²
 * where the true variance is 0. Whole-number data gives exactly 0 anyway.
 */
function isZeroVariance(scaled: number, n: number, sumOfSquares: number): boolean {
  return scaled <= 1e-12 * n * sumOfSquares;
}

function productOf(moments: Moments, i: number, j: number): number {
  const { k, products } = moments;
  return (i <= j ? products[i * k + j] : products[j * k + i]) ?? 0;
}

export function sampleCovariance(moments: Moments, i: number, j: number): number | null {
  const { n } = moments;
  return n < 2 ? null : scaledCovariance(moments, i, j) / (n * (n - 1));
}

export function sampleVariance(moments: Moments, i: number): number | null {
  const { n } = moments;
  if (n < 2) return null;
  const scaled = scaledCovariance(moments, i, i);
  return isZeroVariance(scaled, n, productOf(moments, i, i)) ? 0 : scaled / (n * (n - 1));
}

/** The sample standard deviation (the "spread"). */
export function sampleSd(moments: Moments, i: number): number | null {
  const variance = sampleVariance(moments, i);
  return variance === null ? null : Math.sqrt(variance);
}

/** r from a covariance and two variances (any common scale); null when a variance is not above 0. */
function correlationOf(covariance: number, varianceX: number, varianceY: number): number | null {
  if (!(varianceX > 0) || !(varianceY > 0)) return null;
  // rounding can put |r| a hair above 1 for perfectly related data
  return Math.max(-1, Math.min(1, covariance / Math.sqrt(varianceX * varianceY)));
}

/** Pearson's r between variables i and j; null for fewer than two rows or a variable that does not vary. */
export function pearson(moments: Moments, i: number, j: number): number | null {
  const { n } = moments;
  if (n < 2) return null;
  const varianceX = scaledCovariance(moments, i, i);
  const varianceY = scaledCovariance(moments, j, j);
  if (isZeroVariance(varianceX, n, productOf(moments, i, i))) return null;
  if (isZeroVariance(varianceY, n, productOf(moments, j, j))) return null;
  return correlationOf(scaledCovariance(moments, i, j), varianceX, varianceY);
}

/**
 * α = k / (k − 1) · (1 − Σ item variances / variance of the totals), the variances on any common scale.
 * Null for fewer than two items or when the totals do not vary.
 */
export function alphaOf(k: number, sumOfItemVariances: number, totalVariance: number): number | null {
  if (k < 2 || !(totalVariance > 0)) return null;
  return (k / (k - 1)) * (1 - sumOfItemVariances / totalVariance);
}

export interface ItemStatistics {
  /** the sample variance over the rows used */
  variance: number | null;
  /** corrected item–total correlation: r of the item with the sum of the other items */
  itemRest: number | null;
  /** the alpha of the other items; null when fewer than two would remain */
  alphaIfDropped: number | null;
}

export interface ItemAnalysis {
  /** the rows the figures rest on */
  n: number;
  alpha: number | null;
  items: ItemStatistics[];
}

/**
 * Alpha, and per item its item–rest correlation and the alpha without it, all from one covariance
 * matrix: the total's variance is the sum of every cell, and dropping item d takes its row and column
 * out (var(T − x_d) = var T − 2·cov(d, T) + var d, cov(d, T − x_d) = cov(d, T) − var d).
 */
export function itemAnalysis(moments: Moments): ItemAnalysis {
  const { k, n } = moments;
  if (n < 2) {
    return {
      n,
      alpha: null,
      items: Array.from({ length: k }, () => ({ variance: null, itemRest: null, alphaIfDropped: null })),
    };
  }
  const scale = n * (n - 1);
  const variances: number[] = [];
  // Per item: cov(i, T), the row sums of the (scaled) covariance matrix, and Σ x_i·T of the raw products
  // for the zero-variance test of the totals.
  const withTotal = new Array<number>(k).fill(0);
  const rawWithTotal = new Array<number>(k).fill(0);
  for (let i = 0; i < k; i += 1) {
    for (let j = i; j < k; j += 1) {
      const covariance = scaledCovariance(moments, i, j);
      const product = productOf(moments, i, j);
      if (i === j) variances.push(covariance);
      withTotal[i] = (withTotal[i] ?? 0) + covariance;
      rawWithTotal[i] = (rawWithTotal[i] ?? 0) + product;
      if (i !== j) {
        withTotal[j] = (withTotal[j] ?? 0) + covariance;
        rawWithTotal[j] = (rawWithTotal[j] ?? 0) + product;
      }
    }
  }
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const sumOfVariances = sum(variances);
  const totalVariance = sum(withTotal);
  const rawTotal = sum(rawWithTotal);
  const varies = (scaled: number, raw: number) => !isZeroVariance(scaled, n, raw);
  const items = variances.map((variance, d): ItemStatistics => {
    const covariance = withTotal[d] ?? 0;
    const restVariance = totalVariance - 2 * covariance + variance;
    const rawItem = productOf(moments, d, d);
    const rawRest = rawTotal - 2 * (rawWithTotal[d] ?? 0) + rawItem;
    const restVaries = k > 1 && varies(restVariance, rawRest);
    return {
      variance: Math.max(0, variance) / scale,
      itemRest:
        restVaries && varies(variance, rawItem)
          ? correlationOf(covariance - variance, variance, restVariance)
          : null,
      alphaIfDropped: restVaries ? alphaOf(k - 1, sumOfVariances - variance, restVariance) : null,
    };
  });
  const alpha = varies(totalVariance, rawTotal) ? alphaOf(k, sumOfVariances, totalVariance) : null;
  return { n, alpha, items };
}

/** Cronbach's alpha of the k variables of these moments. */
export function cronbachAlpha(moments: Moments): number | null {
  return itemAnalysis(moments).alpha;
}
