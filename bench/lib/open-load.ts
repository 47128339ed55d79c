import { runQueue } from './cpu-pin';
import { KeepAlivePool, type PoolAnswer } from './keep-alive-pool';
import { loadAverage, treeCpuSeconds } from './proc';
import type { Arrival } from './respondent-arrivals';
import { percentile, round } from './stats';

/**
 * An open-model load: arrivals at a fixed rate whatever the answers take, over keep-alive connections
 * opened before the run. Each answer's time is taken from three moments: the request's scheduled time;
 * its arrival, when the generator sent it on its way (later than scheduled when the generator itself is
 * behind: its lag); and its send, when it was written to a connection (later than its arrival when every
 * connection was held by a request the server had not answered yet: a queue at the server by another
 * name, as a visitor would have waited for it too).
 */

/** The generator kept its schedule when 99 % of arrivals left at most this late (ms). */
export const ON_SCHEDULE_MS = 5;
/**
 * Connections: the offered rate × 250 ms, at least 512. Visitors each bring their own connection, so the
 * pool must never be what holds requests back while the server answers within its budget; it is well
 * above what a shedding server keeps in flight (its in-flight limit, 64 per process), so the server,
 * not the pool, decides what waits.
 */
const CONNECTIONS_PER_RATE = 0.25;
/** The generator produced the offered load when it sent at least this share of it within the run. */
export const ACHIEVED_SHARE = 0.95;
const MIN_CONNECTIONS = 512;

export type Latency = { p50: number; p99: number; max: number };
type Groups<T> = { accepted: T; answers: T; shed: T };

export type OpenLoadFigures = {
  offeredPerSec: number;
  durationS: number;
  /** arrivals in the schedule */
  scheduled: number;
  /** arrivals the generator sent on their way per second while the schedule ran (its achieved rate) */
  achievedPerSec: number;
  /** requests written to a connection per second while the schedule ran (fewer when connections were held) */
  sentPerSec: number;
  generator: {
    /** how late the generator sent arrivals on their way, ms after their scheduled time (its own backlog) */
    lag: Latency;
    /** 99 % of arrivals left within ON_SCHEDULE_MS of their time */
    onSchedule: boolean;
    /** CPU the generator used while the schedule ran, in cores (1 = one whole core) */
    cpuCores: number;
    /** share of the run its main thread was ready to run and waited for the CPU (a busy machine) */
    cpuWaitShare: number;
  };
  connections: {
    size: number;
    /** connections the server closed during the run (each replaced) */
    reconnects: number;
    /** requests that found every connection busy, and their wait for one (ms) */
    waited: number;
    wait: Latency;
  };
  /** answered 2xx */
  accepted: number;
  /** answered 503 `overloaded` (shed) */
  shed: number;
  shedShare: number;
  /** other answers by status (503 `unavailable` past the request deadline, 429, …) and network errors */
  other: Record<string, number>;
  /** still unanswered when the run ended (after a grace period) */
  unanswered: number;
  /** of the 503 answers, the share that carried Retry-After */
  retryAfterShare: number;
  acceptedPerSec: number;
  answersPerSec: number;
  /** from the scheduled time: the generator's lag included */
  fromSchedule: Groups<Latency>;
  /** from the arrival: what a visitor waits (waits for a connection included), without the generator's lag */
  fromArrival: Groups<Latency>;
  /** from the moment the request was written: the server's own answer time */
  fromSend: Groups<Latency>;
  /** CPU the server's processes used while the schedule ran, in cores */
  serverCpuCores: number;
  /** share of the run the server's event loop was ready to run and waited for the CPU */
  serverCpuWaitShare: number;
  loadAverage: { before: number; after: number };
};

function summary(values: number[]): Latency {
  const sorted = Float64Array.from(values).sort();
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN),
  };
}

const groups = (): Groups<number[]> => ({ accepted: [], answers: [], shed: [] });

/**
 * `next(k)` for k = 0 … rate × duration − 1, the k-th due `k / rate` seconds after the start, each sent
 * once (a shed request is not sent again). Answers may come `graceS` after the last arrival.
 */
export async function openLoad(options: {
  url: string;
  ratePerSec: number;
  durationS: number;
  next: (k: number) => Arrival;
  /** the server's main process, for its CPU use */
  serverPid: number;
  graceS?: number;
  connections?: number;
}): Promise<OpenLoadFigures> {
  const total = Math.round(options.ratePerSec * options.durationS);
  const size =
    options.connections ?? Math.max(MIN_CONNECTIONS, Math.ceil(options.ratePerSec * CONNECTIONS_PER_RATE));
  const pool = await KeepAlivePool.open(options.url, size, { timeoutMs: 15_000 });
  const fromSchedule = groups();
  const fromArrival = groups();
  const fromSend = groups();
  const lags: number[] = [];
  const waits: number[] = [];
  const other: Record<string, number> = {};
  let accepted = 0;
  let answers = 0;
  let unavailable503 = 0;
  let withRetryAfter = 0;
  let sentInWindow = 0;
  let arrivedInWindow = 0;
  let windowEnd = Number.POSITIVE_INFINITY;
  let collecting = true;
  const bump = (key: string) => {
    other[key] = (other[key] ?? 0) + 1;
  };

  const record = (a: Arrival, scheduled: number, arrived: number) => {
    return (error: string | null, answer: PoolAnswer | null, writtenAt: number) => {
      if (writtenAt <= windowEnd) sentInWindow++;
      if (!collecting) return;
      const done = performance.now();
      const wait = writtenAt - arrived;
      if (wait > 1) waits.push(wait);
      if (error || !answer) {
        bump(error ?? 'no answer');
        return;
      }
      const push = (group: keyof Groups<number[]>) => {
        fromSchedule[group].push(done - scheduled);
        fromArrival[group].push(done - arrived);
        fromSend[group].push(done - writtenAt);
      };
      const { status } = answer;
      if (status >= 200 && status < 300) {
        accepted++;
        push('accepted');
        if (a.kind === 'answer') {
          answers++;
          push('answers');
        }
        return;
      }
      if (status === 503) {
        unavailable503++;
        if (answer.retryAfter) withRetryAfter++;
        const code = /"code":"(\w+)"/.exec(answer.body)?.[1];
        if (code === 'overloaded') push('shed');
        else bump(`503 ${code ?? ''}`.trim());
        return;
      }
      bump(`${status} ${a.kind}`);
    };
  };

  const loadBefore = loadAverage();
  const serverCpu0 = treeCpuSeconds(options.serverPid);
  const generatorCpu0 = process.cpuUsage();
  const serverQueue0 = runQueue(options.serverPid);
  const generatorQueue0 = runQueue(process.pid);
  const started = performance.now();
  windowEnd = started + options.durationS * 1000;
  const intervalMs = 1000 / options.ratePerSec;
  let k = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor((now - started) / intervalMs) + 1);
      if (now <= windowEnd) arrivedInWindow = due;
      for (; k < due; k++) {
        const scheduled = started + k * intervalMs;
        lags.push(now - scheduled);
        const a = options.next(k);
        pool.request(a, record(a, scheduled, now));
      }
      if (k >= total) {
        clearInterval(timer);
        resolve();
      }
    };
    // 1 ms: the finest timer Node has; every tick sends all arrivals due by then
    const timer = setInterval(tick, 1);
    tick();
  });
  const elapsedS = (performance.now() - started) / 1000;
  const serverCpu = treeCpuSeconds(options.serverPid) - serverCpu0;
  const generatorCpu = process.cpuUsage(generatorCpu0);
  const waitShare = (pid: number, before: { waitS: number }) =>
    round((runQueue(pid).waitS - before.waitS) / elapsedS, 2);
  const serverCpuWaitShare = waitShare(options.serverPid, serverQueue0);
  const generatorCpuWaitShare = waitShare(process.pid, generatorQueue0);
  const graceUntil = performance.now() + (options.graceS ?? 5) * 1000;
  while (pool.inFlight + pool.waiting > 0 && performance.now() < graceUntil)
    await new Promise((r) => setTimeout(r, 20));
  const unanswered = pool.inFlight + pool.waiting;
  const connections = { size: pool.size, reconnects: pool.reconnects };
  collecting = false;
  pool.close();

  const lag = summary(lags);
  const asSummaries = (g: Groups<number[]>) => ({
    accepted: summary(g.accepted),
    answers: summary(g.answers),
    shed: summary(g.shed),
  });
  return {
    offeredPerSec: round(options.ratePerSec, 0),
    durationS: options.durationS,
    scheduled: total,
    achievedPerSec: round(arrivedInWindow / options.durationS, 0),
    sentPerSec: round(sentInWindow / options.durationS, 0),
    generator: {
      lag,
      onSchedule: lag.p99 <= ON_SCHEDULE_MS,
      cpuCores: round((generatorCpu.user + generatorCpu.system) / 1e6 / elapsedS, 2),
      cpuWaitShare: generatorCpuWaitShare,
    },
    connections: { ...connections, waited: waits.length, wait: summary(waits) },
    accepted,
    shed: fromArrival.shed.length,
    shedShare: round(fromArrival.shed.length / Math.max(1, total), 3),
    other,
    unanswered,
    retryAfterShare: unavailable503 ? round(withRetryAfter / unavailable503, 3) : Number.NaN,
    acceptedPerSec: round(accepted / options.durationS, 0),
    answersPerSec: round(answers / options.durationS, 0),
    fromSchedule: asSummaries(fromSchedule),
    fromArrival: asSummaries(fromArrival),
    fromSend: asSummaries(fromSend),
    serverCpuCores: round(serverCpu / elapsedS, 2),
    serverCpuWaitShare,
    loadAverage: { before: loadBefore, after: loadAverage() },
  };
}
