/** Latencies and statuses per request kind: plain arrays, sorted once at the end (a few 100k values). */
export type KindSummary = {
  count: number;
  ok: number;
  statuses: Record<string, number>;
  p50: number;
  p90: number;
  p99: number;
  max: number;
};

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export class Recorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<string, number>>();
  readonly errors = new Map<string, number>();

  /** `status` is the HTTP status, or an error code such as ECONNRESET when no response came */
  record(kind: string, status: number | string, ms: number): void {
    const list = this.latencies.get(kind) ?? [];
    this.latencies.set(kind, list);
    const byStatus = this.statuses.get(kind) ?? new Map<string, number>();
    this.statuses.set(kind, byStatus);
    const key = String(status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    if (typeof status === 'number') list.push(ms);
    else this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }

  count(kind: string, predicate: (status: string) => boolean = () => true): number {
    let n = 0;
    for (const [status, c] of this.statuses.get(kind) ?? []) if (predicate(status)) n += c;
    return n;
  }

  total(predicate: (status: string) => boolean = () => true): number {
    let n = 0;
    for (const kind of this.statuses.keys()) n += this.count(kind, predicate);
    return n;
  }

  kinds(): string[] {
    return [...this.statuses.keys()];
  }

  summary(kind: string): KindSummary {
    const sorted = Float64Array.from(this.latencies.get(kind) ?? []).sort();
    const statuses = Object.fromEntries(this.statuses.get(kind) ?? []);
    return {
      count: this.count(kind),
      ok: this.count(kind, is2xx),
      statuses,
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN),
    };
  }

  summaries(): Record<string, KindSummary> {
    return Object.fromEntries(this.kinds().map((k) => [k, this.summary(k)]));
  }
}

export const is2xx = (status: string) => /^2\d\d$/.test(status);
export const is5xx = (status: string) => /^5\d\d$/.test(status);
export const isNon2xx = (status: string) => /^\d{3}$/.test(status) && !is2xx(status);
export const isNetworkError = (status: string) => !/^\d{3}$/.test(status);

export function round(n: number, digits = 1): number {
  if (!Number.isFinite(n)) return n;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
