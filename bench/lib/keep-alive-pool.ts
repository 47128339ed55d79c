import { connect, type Socket } from 'node:net';

/**
 * A pool of HTTP/1.1 keep-alive connections, opened before a run, for an open-model load generator.
 *
 * Node's http client spends several times the CPU per request of this one (agent bookkeeping, a parser
 * per socket, header objects), which is the difference between a generator that keeps a 10k req/s
 * schedule on one core and one that becomes the bottleneck it means to measure. It speaks only what the
 * bench needs: one request at a time per connection, small bodies, Content-Length or chunked answers.
 */

export type PoolRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type PoolAnswer = {
  status: number;
  /** the answer carried Retry-After */
  retryAfter: boolean;
  body: string;
};

/** `error` is a code such as ECONNRESET or ETIMEDOUT when no answer came; `writtenAt` is when it left. */
export type PoolCallback = (error: string | null, answer: PoolAnswer | null, writtenAt: number) => void;

type Pending = { bytes: Buffer; done: PoolCallback };

const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

class Connection {
  socket: Socket;
  busy: Pending | null = null;
  writtenAt = 0;
  private buffer: Buffer = Buffer.alloc(0);

  constructor(
    socket: Socket,
    private readonly pool: KeepAlivePool,
  ) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', () => {});
    socket.on('close', () => this.pool.lost(this));
  }

  send(pending: Pending): void {
    this.busy = pending;
    this.writtenAt = performance.now();
    this.socket.write(pending.bytes);
  }

  /** The request in flight gets `code` instead of an answer (the connection closed or timed out). */
  fail(code: string): void {
    const pending = this.busy;
    this.busy = null;
    this.buffer = Buffer.alloc(0);
    pending?.done(code, null, this.writtenAt);
  }

  private onData(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const answer = parseAnswer(this.buffer);
    if (!answer) return;
    this.buffer = this.buffer.subarray(answer.consumed);
    const pending = this.busy;
    this.busy = null;
    if (answer.close) this.socket.destroy();
    pending?.done(null, answer.answer, this.writtenAt);
    if (!answer.close) this.pool.idle(this);
  }
}

/** One whole answer at the start of `buffer`, or null while it is incomplete. */
function parseAnswer(buffer: Buffer): { answer: PoolAnswer; consumed: number; close: boolean } | null {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headerEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  const chunked = /\r\ntransfer-encoding: *chunked/.test(head);
  let offset = headerEnd + HEADER_END.length;
  let body: Buffer;
  if (chunked) {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = buffer.indexOf(CRLF, offset);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(buffer.toString('latin1', offset, lineEnd), 16);
      const dataEnd = lineEnd + 2 + size;
      if (buffer.length < dataEnd + 2) return null;
      if (size === 0) {
        offset = dataEnd + 2;
        break;
      }
      parts.push(buffer.subarray(lineEnd + 2, dataEnd));
      offset = dataEnd + 2;
    }
    body = Buffer.concat(parts);
  } else {
    const size = length ? Number(length[1]) : 0;
    if (buffer.length < offset + size) return null;
    body = buffer.subarray(offset, offset + size);
    offset += size;
  }
  return {
    answer: { status, retryAfter: head.includes('\r\nretry-after:'), body: body.toString() },
    consumed: offset,
    close: /\r\nconnection: *close/.test(head),
  };
}

export class KeepAlivePool {
  private readonly free: Connection[] = [];
  private readonly all = new Set<Connection>();
  /** requests waiting for a free connection, first in first out */
  private queue: Pending[] = [];
  private queueHead = 0;
  private closed = false;
  private readonly sweeper: NodeJS.Timeout;
  /** connections the server closed (a new one is opened in their place) */
  reconnects = 0;

  private constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly timeoutMs: number,
  ) {
    // one timer for every request's timeout, not one per request
    this.sweeper = setInterval(() => {
      const now = performance.now();
      for (const c of this.all) if (c.busy && now - c.writtenAt > this.timeoutMs) c.socket.destroy();
    }, 500);
    this.sweeper.unref();
  }

  /** `size` connections to `url`, opened `openAtOnce` at a time so the server's accept backlog never overflows. */
  static async open(url: string, size: number, options: { openAtOnce?: number; timeoutMs?: number } = {}) {
    const target = new URL(url);
    const pool = new KeepAlivePool(target.hostname, Number(target.port), options.timeoutMs ?? 30_000);
    const openAtOnce = options.openAtOnce ?? 50;
    for (let opened = 0; opened < size; opened += openAtOnce) {
      const batch = Math.min(openAtOnce, size - opened);
      const sockets = await Promise.all(Array.from({ length: batch }, () => pool.connect()));
      for (const socket of sockets) pool.add(socket);
    }
    return pool;
  }

  get size(): number {
    return this.all.size;
  }

  /** requests waiting for a free connection */
  get waiting(): number {
    return this.queue.length - this.queueHead;
  }

  /** requests written and not answered yet */
  get inFlight(): number {
    return this.all.size - this.free.length;
  }

  request(request: PoolRequest, done: PoolCallback): void {
    const pending = { bytes: serialize(request, `${this.host}:${this.port}`), done };
    const connection = this.free.pop();
    if (connection) connection.send(pending);
    else this.queue.push(pending);
  }

  /** Closes every connection; requests still waiting (never written: `writtenAt` Infinity) or in flight get `ECANCELED`. */
  close(): void {
    this.closed = true;
    clearInterval(this.sweeper);
    for (let i = this.queueHead; i < this.queue.length; i++)
      this.queue[i]?.done('ECANCELED', null, Number.POSITIVE_INFINITY);
    this.queue = [];
    this.queueHead = 0;
    for (const c of this.all) {
      c.fail('ECANCELED');
      c.socket.destroy();
    }
  }

  /** @internal a connection finished its request */
  idle(connection: Connection): void {
    if (this.queueHead < this.queue.length) {
      const next = this.queue[this.queueHead] as Pending;
      this.queue[this.queueHead++] = undefined as unknown as Pending;
      if (this.queueHead > 4096 && this.queueHead * 2 > this.queue.length) {
        this.queue = this.queue.slice(this.queueHead);
        this.queueHead = 0;
      }
      connection.send(next);
    } else this.free.push(connection);
  }

  /** @internal a connection closed: its request failed, and a new connection takes its place */
  lost(connection: Connection): void {
    if (!this.all.delete(connection)) return;
    const at = this.free.indexOf(connection);
    if (at >= 0) this.free.splice(at, 1);
    const timedOut = connection.busy && performance.now() - connection.writtenAt > this.timeoutMs;
    connection.fail(timedOut ? 'ETIMEDOUT' : 'ECONNRESET');
    if (this.closed) return;
    this.reconnects++;
    this.connect().then(
      (socket) => (this.closed ? socket.destroy() : this.add(socket)),
      () => {},
    );
  }

  private add(socket: Socket): void {
    const connection = new Connection(socket, this);
    this.all.add(connection);
    this.idle(connection);
  }

  private connect(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.port, this.host);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(socket);
      });
      socket.once('error', reject);
    });
  }
}

function serialize(request: PoolRequest, host: string): Buffer {
  let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(request.headers)) head += `${name}: ${value}\r\n`;
  if (request.body !== undefined) head += `content-length: ${Buffer.byteLength(request.body)}\r\n`;
  return Buffer.from(`${head}\r\n${request.body ?? ''}`);
}
