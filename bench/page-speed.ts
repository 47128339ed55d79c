import { randomBytes, randomUUID } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import { freePort } from './lib/server';
import { median, round } from './lib/stats';

/** The flags every browser on these machines runs with (see ARCHITECTURE.md). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type PageRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * Lighthouse's own CPU speed test of the host (higher is faster). Its 4× slowdown is fixed, so TBT and
   * the score follow this figure: it tells a slow host from a slow page.
   */
  benchmarkIndex: number;
  /** the failing audits of the non-performance categories, to say what to fix */
  failing: string[];
  /**
   * The tasks that made TBT: Lighthouse's long tasks (simulated, so 4× the observed length) that end
   * after FCP, as `script (ms)`; "Unattributable" is the browser's own work (style, layout, parsing).
   */
  blockingTasks: string[];
};

type RunFigures = Omit<PageRun, 'failing' | 'blockingTasks'>;

export type PageSpeed = {
  label: string;
  url: string;
  runs: PageRun[];
  median: RunFigures;
  failing: string[];
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The user agent of Lighthouse's mobile emulation, set explicitly on every run. A signed-in page's set-up
 * requests send it too: the product signs a session out when its user agent changes (docs/security.md).
 */
export const BROWSER_USER_AGENT = userAgents.mobile;

/** A page to measure; `headers` are sent with every request of the page (a signed-in user's Cookie). */
export type PageTarget = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  /**
   * The page must load signed in (no API call answered 401, the session still signed in after the run),
   * else the run fails. Default: true when the headers carry a Cookie (sent only to be a signed-in user).
   */
  signedIn?: boolean;
};

/** A run that measured another page than asked (e.g. signed out): retrying would measure it again. */
class WrongPageError extends Error {}

type NetworkItem = { url: string; statusCode: number };

/**
 * Why the run was not signed in, null when it was: no API call of the page may answer 401, and the
 * session must still be signed in after the run (a session the server ended stays ended). Pages that
 * never ask who is signed in (/assessment) are covered by the second check.
 */
export async function notSignedIn(
  pageUrl: string,
  headers: Record<string, string>,
  items: NetworkItem[],
): Promise<string | null> {
  const api = items.filter((i) => new URL(i.url).pathname.startsWith('/api/'));
  const refused = api.filter((i) => i.statusCode === 401);
  if (refused.length)
    return `401 from ${refused.map((i) => new URL(i.url).pathname).join(', ')} (the session was signed out)`;
  const me = await fetch(new URL('/api/me', pageUrl), {
    headers: { 'user-agent': BROWSER_USER_AGENT, ...headers },
  });
  const body = await me.text();
  if (me.status !== 200) return `after the run GET /api/me answered ${me.status} ${body.slice(0, 120)}`;
  return null;
}

/** the first items of an audit's table (console messages, failing elements), shortened */
function detail(a: { details?: unknown }): string {
  const items = (a.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const texts = items.slice(0, 2).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const sub = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items?.[0];
    const where = sub ? Object.values(sub).find((v) => typeof v === 'string') : undefined;
    const text = [item.description, node?.snippet, item.source, item.url, item.issueType]
      .concat(where ? [`${String(item.issueType ?? '')} ${String(where)}`] : [])
      .filter((v) => typeof v === 'string')
      .at(where ? -1 : 0);
    return String(text ?? '').slice(0, 160);
  });
  return texts.filter(Boolean).length ? `: ${texts.filter(Boolean).join(' | ')}` : '';
}

type LongTask = { url?: string; startTime?: number; duration?: number };

/** Lighthouse's long tasks that end after FCP (what TBT adds up), longest first: `script (ms)`. */
function blockingTasks(a: { details?: unknown } | undefined, fcpMs: number): string[] {
  const items = (a?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  return items
    .filter((t) => (t.startTime ?? 0) + (t.duration ?? 0) > fcpMs && (t.duration ?? 0) > 50)
    .sort((x, y) => (y.duration ?? 0) - (x.duration ?? 0))
    .map((t) => {
      const script = (t.url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');
      return `${script.replace(/-[\w-]{8}\.js$/, '') || '?'} (${Math.round(t.duration ?? 0)})`;
    });
}

async function audit(page: PageTarget, port: number): Promise<PageRun> {
  const { url, headers } = page;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    emulatedUserAgent: BROWSER_USER_AGENT,
    ...(headers ? { extraHeaders: headers } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (page.signedIn ?? Boolean(headers?.cookie)) {
    const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items;
    const why = await notSignedIn(url, headers ?? {}, items ?? []);
    if (why) throw new WrongPageError(`${page.label} was not measured signed in: ${why}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1)
        failing.push(`${id}: ${a.id} (${a.title})${detail(a)}`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: round(value('largest-contentful-paint'), 0),
    tbtMs: round(value('total-blocking-time'), 0),
    fcpMs: round(value('first-contentful-paint'), 0),
    cls: round(value('cumulative-layout-shift'), 3),
    speedIndexMs: round(value('speed-index'), 0),
    benchmarkIndex: round(lhr.environment.benchmarkIndex, 0),
    failing,
    blockingTasks: blockingTasks(lhr.audits['long-tasks'], value('first-contentful-paint')),
  };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again. */
async function auditWithRetry(page: PageTarget, port: number, attempts = 3): Promise<PageRun> {
  for (let i = 1; ; i++) {
    try {
      return await audit(page, port);
    } catch (error) {
      if (i >= attempts || error instanceof WrongPageError) throw error;
      console.warn(`  Lighthouse run failed (${(error as Error).message.slice(0, 120)}); again`);
    }
  }
}

function medianRun(runs: PageRun[]): RunFigures {
  const m = (k: keyof RunFigures) => median(runs.map((r) => r[k]));
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    fcpMs: m('fcpMs'),
    cls: m('cls'),
    speedIndexMs: m('speedIndexMs'),
    benchmarkIndex: m('benchmarkIndex'),
  };
}

/**
 * The physical limit for the landing page: the same prerendered hero (HTML, CSS, fonts) without any
 * JavaScript, precompressed and served by a tiny node:http server the way the product serves assets
 * (brotli/gzip files chosen by Accept-Encoding, immutable assets, no-cache HTML).
 */
export async function serveStaticHero(buildDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uplift-static-hero-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const name of readdirSync(path.join(buildDir, 'assets'))) {
    if (/\.(css|woff2?|svg|png|webp|avif|jpg)$/.test(name))
      copyFileSync(path.join(buildDir, 'assets', name), path.join(dir, 'assets', name));
  }
  for (const name of ['favicon.svg', 'favicon.ico']) {
    if (existsSync(path.join(buildDir, name))) copyFileSync(path.join(buildDir, name), path.join(dir, name));
  }
  const html = readFileSync(path.join(buildDir, 'index.html'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  writeFileSync(path.join(dir, 'index.html'), html);
  const compress = (file: string) => {
    const data = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  };
  compress(path.join(dir, 'index.html'));
  for (const name of readdirSync(path.join(dir, 'assets')))
    if (/\.(css|svg)$/.test(name)) compress(path.join(dir, 'assets', name));

  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
    '.png': 'image/png',
  };
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const rel = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
    const file = path.join(dir, rel);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding =
      /\bbr\b/.test(accepts) && existsSync(`${file}.br`)
        ? 'br'
        : /\bgzip\b/.test(accepts) && existsSync(`${file}.gz`)
          ? 'gzip'
          : null;
    const body = readFileSync(encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file);
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': body.length,
    });
    res.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Lighthouse (mobile, default simulated throttling) `runs` times per page, in one Chromium. */
export async function measurePages(pages: PageTarget[], runs: number): Promise<PageSpeed[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    const out: PageSpeed[] = [];
    for (const page of pages) {
      const list: PageRun[] = [];
      // one throwaway load first, so that the first measured run is not the server's first response
      await fetch(page.url, { headers: { 'user-agent': BROWSER_USER_AGENT, ...page.headers } }).then((r) =>
        r.arrayBuffer(),
      );
      for (let i = 0; i < runs; i++) list.push(await auditWithRetry(page, chrome.port));
      out.push({
        label: page.label,
        url: page.url,
        runs: list,
        median: medianRun(list),
        failing: [...new Set(list.flatMap((r) => r.failing))],
      });
    }
    return out;
  } finally {
    chrome.kill();
  }
}

/**
 * A signed-in founder with a completed assessment, made through the API as the web app makes one:
 * sign-up (Better Auth, which signs in), an assessment session answered and completed, then claimed by
 * the account. Answers the Cookie header that makes a browser that founder (session and CSRF cookies).
 * Every request carries the browser's user agent (a change signs the session out), and the session is
 * checked to be signed in at the end.
 */
export async function signedInFounder(
  baseUrl: string,
  /** the founder's own client address (X-Forwarded-For, for a server with TRUST_PROXY=true) */
  ip?: string,
): Promise<{ cookie: string; email: string; csrf: string; resultId: string }> {
  const csrf = randomBytes(32).toString('hex');
  const cookies = new Map<string, string>([['uplift.csrf', csrf]]);
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
    attempt = 1,
  ): Promise<unknown> => {
    const res = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: {
        'user-agent': BROWSER_USER_AGENT,
        origin: baseUrl,
        cookie: cookie(),
        'x-csrf-token': csrf,
        ...(ip ? { 'x-forwarded-for': ip } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    // a busy host: the server sheds with 503 and Retry-After, as a browser would, wait and ask again
    if (res.status === 503 && attempt < 10) {
      await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
      return call(method, pathname, body, headers, attempt + 1);
    }
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text.slice(0, 200)}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  const email = `bench-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const password = randomUUID();
  // sign-up never answers a session (docs/decisions/012): the web signs in next, and so do we
  await call('POST', '/api/auth/sign-up/email', { name: 'Bench Founder', email, password });
  await call('POST', '/api/auth/sign-in/email', { email, password });
  const questionnaire = (await call('GET', '/api/questionnaire')) as { questions: { id: string }[] };
  const answers = Object.fromEntries(questionnaire.questions.map((q, i) => [q.id, (i % 5) + 1]));
  const session = (await call('POST', '/api/sessions', { visitorId: randomUUID() })) as {
    id: string;
    secret: string;
  };
  await call(
    'POST',
    `/api/sessions/${session.id}/complete`,
    { answers },
    { 'x-session-secret': session.secret },
  );
  await call('POST', '/api/me/sessions/claim', { id: session.id, secret: session.secret });
  const me = (await call('GET', '/api/me')) as { user?: { email?: string } } | null;
  if (me?.user?.email !== email)
    throw new Error(`the bench founder is not signed in: GET /api/me gave ${JSON.stringify(me)}`);
  return { cookie: cookie(), email, csrf, resultId: session.id };
}
