import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './page-speed';

/**
 * Page weight as a visitor pays it: every request a first visit to a page makes until the network is
 * idle (lazy chunks, route-module prefetches, the route manifest, fonts, API calls), as bytes over the
 * wire, read from Chromium's own network events (CDP `Network.*`, `encodedDataLength`) while the
 * product's server serves the production build. The browser asks for `br, gzip` like every current one,
 * so the sizes are what our server sends, compressed as it chose.
 */
export type WeightKind = 'js' | 'css' | 'font' | 'html' | 'json' | 'image' | 'other';

export type WeightRequest = {
  url: string;
  kind: WeightKind;
  status: number;
  /** response body bytes as received (compressed when the server compressed it) */
  body: number;
  /** body plus response headers */
  wire: number;
  encoding: string | null;
  /** ms after the navigation started */
  startMs: number;
  fromCache: boolean;
  /** the script or document that started the request (file name), to tell why it was downloaded */
  initiator: string;
};

export type PageWeight = {
  label: string;
  url: string;
  /** body bytes per kind */
  bytes: Record<WeightKind, number> & { total: number };
  /** body plus headers, all requests */
  wireTotal: number;
  requests: WeightRequest[];
  /** ms from navigation start to the last response of the visit */
  idleAfterMs: number;
};

export type PageWeightReport = { pages: PageWeight[]; runs: number; budgetJsBytes: number };

export const PAGE_WEIGHT_BUDGET_JS = 110_000;

function kindOf(url: string, mime: string): WeightKind {
  const pathname = new URL(url).pathname;
  if (/javascript/.test(mime) || /\.m?js$/.test(pathname)) return 'js';
  if (/css/.test(mime) || pathname.endsWith('.css')) return 'css';
  if (/font/.test(mime) || /\.woff2?$/.test(pathname)) return 'font';
  if (/html/.test(mime)) return 'html';
  if (/json/.test(mime)) return 'json';
  if (/^image\//.test(mime)) return 'image';
  return 'other';
}

/**
 * One first visit (fresh profile, empty cache) to `url`: waits for the load event, then until no
 * request has been in flight for `quietMs` (with a cap), as "network idle" means in Lighthouse and
 * Playwright, but counting every request the page starts on its own (timers, idle callbacks).
 */
export async function visitWeight(
  label: string,
  url: string,
  options: { quietMs?: number; capMs?: number; viewport?: { width: number; height: number } } = {},
): Promise<PageWeight> {
  const quietMs = options.quietMs ?? 2000;
  const capMs = options.capMs ?? 20_000;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((f) => f !== '--headless'),
  });
  try {
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 390, height: 844 },
      // what every current browser accepts from our server (Chromium would also offer zstd and deflate)
      extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    type Pending = {
      url: string;
      startMs: number;
      initiator: string;
      status?: number;
      mime?: string;
      headers?: number;
      encoding?: string | null;
      fromCache?: boolean;
    };
    const pending = new Map<string, Pending>();
    const done: WeightRequest[] = [];
    let lastActivity = performance.now();
    const t0 = performance.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!/^https?:/.test(e.request.url)) return;
      const frames = e.initiator.stack?.callFrames ?? [];
      const from = frames.at(-1)?.url || e.initiator.url || e.initiator.type;
      pending.set(e.requestId, {
        url: e.request.url,
        startMs: Math.round(performance.now() - t0),
        initiator: from.replace(/^.*\//, ''),
      });
      lastActivity = performance.now();
    });
    cdp.on('Network.responseReceived', (e) => {
      const p = pending.get(e.requestId);
      if (!p) return;
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      p.status = e.response.status;
      p.mime = e.response.mimeType;
      // bytes received when the headers were in: the header block
      p.headers = e.response.encodedDataLength;
      p.encoding = headers['content-encoding'] ?? null;
      p.fromCache = Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache);
    });
    const finish = (requestId: string, total: number) => {
      const p = pending.get(requestId);
      if (!p) return;
      pending.delete(requestId);
      lastActivity = performance.now();
      const headers = Math.max(0, p.headers ?? 0);
      done.push({
        url: p.url,
        kind: kindOf(p.url, p.mime ?? ''),
        status: p.status ?? 0,
        body: Math.max(0, total - headers),
        wire: total,
        encoding: p.encoding ?? null,
        startMs: p.startMs,
        fromCache: p.fromCache ?? false,
        initiator: p.initiator,
      });
    };
    cdp.on('Network.loadingFinished', (e) => finish(e.requestId, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e) => finish(e.requestId, 0));

    await page.goto(url, { waitUntil: 'load' });
    for (;;) {
      await page.waitForTimeout(100);
      const now = performance.now();
      if (now - t0 > capMs) break;
      if (pending.size === 0 && now - lastActivity >= quietMs) break;
    }
    const bytes = { js: 0, css: 0, font: 0, html: 0, json: 0, image: 0, other: 0, total: 0 };
    for (const r of done) {
      bytes[r.kind] += r.body;
      bytes.total += r.body;
    }
    done.sort((a, b) => a.startMs - b.startMs);
    const last = Math.max(0, ...done.map((r) => r.startMs));
    await context.close();
    return {
      label,
      url,
      bytes,
      wireTotal: done.reduce((n, r) => n + r.wire, 0),
      requests: done,
      idleAfterMs: last,
    };
  } finally {
    await browser.close();
  }
}

/** `runs` first visits per page; the run with the median JS weight is kept (they rarely differ). */
export async function measurePageWeight(
  pages: { label: string; url: string }[],
  runs = 3,
): Promise<PageWeightReport> {
  const out: PageWeight[] = [];
  for (const p of pages) {
    const visits: PageWeight[] = [];
    for (let i = 0; i < runs; i++) visits.push(await visitWeight(p.label, p.url));
    visits.sort((a, b) => a.bytes.js - b.bytes.js);
    out.push(visits[Math.floor(visits.length / 2)] as PageWeight);
  }
  return { pages: out, runs, budgetJsBytes: PAGE_WEIGHT_BUDGET_JS };
}
