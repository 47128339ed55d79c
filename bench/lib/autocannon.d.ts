// The parts of autocannon 9's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type RequestParams = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };

  export type Request<C> = RequestParams & {
    /** our own tag, kept on the request object the client iterates */
    kind?: string;
    setupRequest?: (request: RequestParams, context: C) => RequestParams | null | undefined;
    onResponse?: (status: number, body: string, context: C, headers: Record<string, string>) => void;
  };

  export type Options<C> = {
    url: string | string[];
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: Request<C>[];
    initialContext?: C;
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9?: number;
    total: number;
  };

  export type Result = {
    duration: number;
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    mismatches: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };

  /** the client a 'response' event comes from; its iterator still points at the answered request */
  export type Client<C> = {
    requestIterator: { currentRequest: Request<C>; context: C };
  };

  export type Instance = EventEmitter & { stop(): void };

  function autocannon<C = Record<string, unknown>>(
    options: Options<C>,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
