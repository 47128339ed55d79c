import http2, { type ClientHttp2Session } from 'node:http2';
import net from 'node:net';
import tls from 'node:tls';

export type H2Response = { status: number; headers: http2.IncomingHttpHeaders; body: Buffer };

/**
 * One HTTP/2 connection over TLS to nginx, from a loopback address of its own (127.x.y.z): nginx sees a
 * different client for each simulated visitor, as it would on the internet, and passes that address on.
 */
export class H2Connection {
  private constructor(private readonly session: ClientHttp2Session) {}

  static open(origin: string, options: { localAddress: string; ca: string }): Promise<H2Connection> {
    return new Promise((resolve, reject) => {
      const url = new URL(origin);
      const session = http2.connect(origin, {
        createConnection: () =>
          tls.connect({
            socket: net.connect({
              host: url.hostname,
              port: Number(url.port || 443),
              localAddress: options.localAddress,
            }),
            // the certificate is checked against this name (the self-signed one names 127.0.0.1)
            host: url.hostname,
            ca: options.ca,
            ALPNProtocols: ['h2'],
          }),
      });
      const fail = (error: Error) => {
        session.destroy();
        reject(error);
      };
      session.once('error', fail);
      session.once('connect', () => {
        session.off('error', fail);
        // later session errors surface on the request that was running; none may crash the process
        session.on('error', () => {});
        resolve(new H2Connection(session));
      });
    });
  }

  /** the protocol TLS negotiated (ALPN): 'h2' when nginx speaks HTTP/2 */
  get alpn(): string | false | undefined {
    return this.session.alpnProtocol;
  }

  get usable(): boolean {
    return !this.session.closed && !this.session.destroyed;
  }

  request(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
    timeoutMs = 30_000,
  ): Promise<H2Response> {
    return new Promise((resolve, reject) => {
      let stream: http2.ClientHttp2Stream;
      try {
        stream = this.session.request(
          { ':method': method, ':path': path, ...headers },
          { endStream: body === undefined },
        );
      } catch (error) {
        reject(error);
        return;
      }
      const timer = setTimeout(() => {
        stream.close(http2.constants.NGHTTP2_CANCEL);
        reject(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      let status = 0;
      let responseHeaders: http2.IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      stream.on('response', (h) => {
        responseHeaders = h;
        status = Number(h[':status']);
      });
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        clearTimeout(timer);
        resolve({ status, headers: responseHeaders, body: Buffer.concat(chunks) });
      });
      stream.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      stream.on('close', () => {
        clearTimeout(timer);
        if (status === 0)
          reject(new Error(`stream closed without an answer (code ${stream.rstCode ?? 'none'})`));
      });
      if (body !== undefined) stream.end(body);
    });
  }

  close(): void {
    this.session.close();
  }
}

let addressCounter = (process.pid * 7919) % (1 << 22);
/**
 * A fresh loopback source address (127.1.0.1 … 127.254.255.254; Linux routes all of 127/8 to lo), so
 * every simulated visitor is a client of its own for nginx and for the app's per-address rate limits.
 */
export function nextLoopbackAddress(): string {
  for (;;) {
    addressCounter = (addressCounter + 1) % (254 << 16);
    const a = (addressCounter >> 16) + 1;
    const b = (addressCounter >> 8) & 255;
    const c = addressCounter & 255;
    if (c !== 0 && c !== 255) return `127.${a}.${b}.${c}`;
  }
}
