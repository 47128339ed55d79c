import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPrivateLinkRoute, isWebRoute } from '../../contract/web-routes';
import { type RoutePreloads, routePreloads } from './route-preloads';

const SPA_FALLBACK = '__spa-fallback.html';

export type WebBuild = {
  root: string;
  /** prerendered pages by URL path ('/' → index.html, '/overview' → overview/index.html) */
  pages: Map<string, string>;
  fallback: string;
  /** the route modules a screen served from the fallback needs, to ask for them at once */
  preloads: RoutePreloads | null;
};

/** Where each page's per-request CSP nonce goes: on every script tag and in a meta tag for the UI code. */
const NONCE = '__CSP_NONCE__';

function withNoncePlaceholders(html: string): string {
  return html
    .replace(/<script(?=[\s>])/g, `<script nonce="${NONCE}"`)
    .replace('<head>', `<head><meta name="csp-nonce" content="${NONCE}"/>`);
}

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full, base);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** Reads the built web app once at start: HTML stays in memory, ready for a nonce per request. */
export function loadWebBuild(root: string): WebBuild | null {
  if (!existsSync(path.join(root, SPA_FALLBACK))) return null;
  const pages = new Map<string, string>();
  let fallback = '';
  for (const file of htmlFiles(root)) {
    const html = withNoncePlaceholders(readFileSync(file, 'utf8'));
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (rel === SPA_FALLBACK) fallback = html;
    else if (rel === 'index.html') pages.set('/', html);
    else if (rel.endsWith('/index.html')) pages.set(`/${rel.slice(0, -'/index.html'.length)}`, html);
  }
  const manifest = /<link rel="modulepreload" href="\/(assets\/manifest-[^"]+\.js)"/.exec(fallback)?.[1];
  const manifestFile = manifest ? path.join(root, manifest) : null;
  const preloads =
    manifestFile && existsSync(manifestFile) ? routePreloads(readFileSync(manifestFile, 'utf8')) : null;
  return { root, pages, fallback, preloads };
}

/**
 * The encoding for a page: brotli or gzip when the client accepts it (q > 0), else none. Pages are
 * compressed per request (each carries its own nonce); @fastify/compress does not see them, as they are
 * answered by the not-found handler rather than a route.
 */
export function htmlEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function encode(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 5,
        },
      })
    : gzipSync(html, { level: 6 });
}

/** Serves hashed assets (immutable, precompressed), prerendered pages, and the SPA for known screens. */
export async function registerWebApp(
  app: FastifyInstance,
  build: WebBuild,
  csp: (nonce: string) => string,
): Promise<void> {
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, status: number, html: string) => {
    const nonce = randomBytes(16).toString('base64');
    const page = html.replaceAll(NONCE, nonce);
    const encoding = htmlEncoding(request.headers['accept-encoding']);
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp(nonce))
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page);
    return reply.header('content-encoding', encoding).send(encode(page, encoding));
  };

  await app.register(fastifyStatic, {
    root: build.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // @fastify/static 10 passes the Fastify reply here
    setHeaders(reply: FastifyReply, filePath: string) {
      const rel = path.relative(build.root, filePath);
      if (rel.startsWith(`assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (filePath.endsWith('.html')) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodeURIComponentSafe(request.url.split('?')[0] ?? '/');
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      // no-store: an endpoint missing now may exist after the next deploy
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'not_found', message: `No such endpoint: ${request.method} ${pathname}` } });
    }
    const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = build.pages.get(normalised);
    if (page) return sendHtml(request, reply, 200, page);
    // Unknown paths still get the app (it renders 'Oops! Page not found'), but with an honest 404.
    if (!isWebRoute(normalised)) return sendHtml(request, reply, 404, build.fallback);
    // a private link's page: the header says noindex before any script runs (the page's meta after)
    if (isPrivateLinkRoute(normalised)) reply.header('x-robots-tag', 'noindex, nofollow');
    const links = build.preloads?.(normalised) ?? '';
    return sendHtml(
      request,
      reply,
      200,
      links ? build.fallback.replace('</head>', `${links}</head>`) : build.fallback,
    );
  });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
