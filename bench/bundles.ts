import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router';
import type { ManifestRoute } from '../src/server/plugins/route-preloads';

/**
 * What a browser downloads on a first visit to a route: the React Router manifest, the entry module and
 * its imports, and every matched route module (root → layout → page) with its static imports and CSS,
 * read from build/client/assets/manifest-*.js. Sizes are compressed here (gzip -9, brotli 11, as
 * scripts/precompress.ts writes them). Chunks loaded later by dynamic import() are not first-load.
 */
type Manifest = {
  url: string;
  entry: { module: string; imports: string[]; css: string[] };
  routes: Record<string, ManifestRoute>;
};

export type Sizes = { raw: number; gzip: number; brotli: number };
export type RouteBundle = {
  path: string;
  /** null when only the catch-all route matches: the screen is not built yet */
  routeIds: string[] | null;
  js: Sizes;
  css: Sizes;
  html: Sizes | null;
  files: string[];
  /** the biggest JS files of this first load, gzip bytes */
  largest: { file: string; gzip: number }[];
  /** minified bytes per npm package or source folder, from the source maps (null without maps) */
  composition: { source: string; raw: number }[] | null;
};

export type BundleReport = {
  buildDir: string;
  routes: RouteBundle[];
  admin: {
    built: boolean;
    path: string | null;
    firstLoad: Sizes | null;
    adminOnly: Sizes | null;
    files: string[];
  };
  /** admin route modules or chart (recharts) code found in chunks that public routes load first */
  publicLeaks: string[];
  /** how leaks were looked for: source maps (exact) or file names and code markers (heuristic) */
  leakCheck: 'source maps' | 'heuristic';
  budgets: { name: string; limit: string; value: string; met: boolean | null }[];
};

const sizeCache = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const data = readFileSync(file);
  const sizes = {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

const sum = (list: Sizes[]): Sizes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

export function readManifest(buildDir: string): Manifest {
  const assets = path.join(buildDir, 'assets');
  const name = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${assets}`);
  const text = readFileSync(path.join(assets, name), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return JSON.parse(json) as Manifest;
}

function routeTree(manifest: Manifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const r of Object.values(manifest.routes)) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parent: string | undefined): RouteObject[] =>
    (byParent.get(parent) ?? []).map((r) => {
      const children = build(r.id);
      return r.index
        ? ({ id: r.id, index: true } as RouteObject)
        : ({ id: r.id, path: r.path ?? '', children } as RouteObject);
    });
  return build(undefined);
}

/** The full URL path of every route in the manifest, e.g. routes/admin → "admin". */
function fullPaths(manifest: Manifest): Map<string, string> {
  const out = new Map<string, string>();
  const of = (id: string): string => {
    const cached = out.get(id);
    if (cached !== undefined) return cached;
    const r = manifest.routes[id];
    if (!r) return '';
    const parent = r.parentId ? of(r.parentId) : '';
    const full = [parent, r.path ?? ''].filter(Boolean).join('/');
    out.set(id, full);
    return full;
  };
  for (const id of Object.keys(manifest.routes)) of(id);
  return out;
}

const file = (buildDir: string, url: string) =>
  path.join(buildDir, url.replace(/#.*$/, '').replace(/^\//, ''));

function firstLoad(manifest: Manifest, routeIds: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>(manifest.entry.css);
  for (const id of routeIds) {
    const r = manifest.routes[id];
    if (!r) continue;
    js.add(r.module);
    for (const i of r.imports ?? []) js.add(i);
    for (const c of r.css ?? []) css.add(c.replace(/#.*$/, ''));
  }
  return { js: [...js], css: [...css] };
}

function htmlFor(buildDir: string, pathname: string): string | null {
  const rel = pathname === '/' ? 'index.html' : `${pathname.replace(/^\//, '')}/index.html`;
  const prerendered = path.join(buildDir, rel);
  if (existsSync(prerendered)) return prerendered;
  const fallback = path.join(buildDir, '__spa-fallback.html');
  return existsSync(fallback) ? fallback : null;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Which minified bytes of `js` come from which source, by walking the map's segments. */
function bytesBySource(js: string, mapFile: string): Map<string, number> {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = js.split('\n');
  const out = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, i) => {
    const length = lines[i]?.length ?? 0;
    let column = 0;
    const starts: { column: number; source: number | null }[] = [];
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const v = decodeVlq(seg);
      column += v[0] ?? 0;
      if (v.length >= 4) source += v[1] ?? 0;
      starts.push({ column, source: v.length >= 4 ? source : null });
    }
    starts.forEach((s, k) => {
      const end = starts[k + 1]?.column ?? length;
      const name = s.source === null ? '(bundler glue)' : (map.sources[s.source] ?? '?');
      out.set(name, (out.get(name) ?? 0) + Math.max(0, end - s.column));
    });
  });
  return out;
}

/** An npm package name, or the source folder under src/. */
function sourceGroup(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1] as string;
  const src = /(?:^|\/)(src\/.*)\/[^/]+$/.exec(source);
  return src ? `${src[1]}/` : source;
}

function composition(buildDir: string, mapsDir: string, js: string[]): RouteBundle['composition'] {
  const total = new Map<string, number>();
  for (const url of js) {
    const mapFile = path.join(mapsDir, `${url.replace(/^\//, '')}.map`);
    const name = existsSync(mapFile)
      ? null
      : /manifest-/.test(url)
        ? 'React Router manifest (all routes)'
        : 'bundler runtime';
    if (name) {
      total.set(name, (total.get(name) ?? 0) + sizesOf(file(buildDir, url)).raw);
      continue;
    }
    for (const [source, bytes] of bytesBySource(readFileSync(file(buildDir, url), 'utf8'), mapFile)) {
      const group = sourceGroup(source);
      total.set(group, (total.get(group) ?? 0) + bytes);
    }
  }
  return [...total]
    .map(([source, raw]) => ({ source, raw }))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, 10);
}

export function routeBundle(
  buildDir: string,
  manifest: Manifest,
  pathname: string,
  mapsDir: string | null = null,
): RouteBundle {
  const matches = matchRoutes(routeTree(manifest), pathname) ?? [];
  const ids = matches.map((m) => m.route.id as string);
  const leaf = ids.length ? manifest.routes[ids[ids.length - 1] as string] : undefined;
  const built = Boolean(leaf && leaf.path !== '*');
  const { js, css } = firstLoad(manifest, ids);
  const html = htmlFor(buildDir, pathname);
  return {
    path: pathname,
    routeIds: built ? ids : null,
    js: sum(js.map((u) => sizesOf(file(buildDir, u)))),
    css: sum(css.map((u) => sizesOf(file(buildDir, u)))),
    html: html ? sizesOf(html) : null,
    files: [...js, ...css],
    largest: js
      .map((u) => ({ file: u.replace(/^\/assets\//, ''), gzip: sizesOf(file(buildDir, u)).gzip }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6),
    composition: mapsDir ? composition(buildDir, mapsDir, js) : null,
  };
}

const CHART_CODE = /recharts-(?:wrapper|surface|cartesian|tooltip|legend)/;

export const kB = (bytes: number) => Math.round(bytes / 100) / 10;

/** Source files of admin screens, admin-only rules, and the chart library. */
const ADMIN_SOURCE =
  /(?:^|\/)src\/web\/(?:features|app\/routes)\/admin\/|(?:^|\/)src\/domain\/admin-|\/node_modules\/recharts\//;

function sourcesOf(mapsDir: string, chunk: string): string[] | null {
  const map = path.join(mapsDir, `${chunk.replace(/^\//, '')}.map`);
  if (!existsSync(map)) return null;
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
}

export function measureBundles(
  buildDir: string,
  paths = ['/', '/assessment', '/results'],
  mapsDir: string | null = null,
): BundleReport {
  const manifest = readManifest(buildDir);
  const routes = paths.map((p) => routeBundle(buildDir, manifest, p, mapsDir));
  const full = fullPaths(manifest);
  const adminIds = [...full].filter(([, p]) => p === 'admin' || p.startsWith('admin/')).map(([id]) => id);

  // every public screen a first visit can land on, with a sample value for its parameters
  const publicFiles = new Set<string>();
  for (const [id, p] of full) {
    if (adminIds.includes(id) || p.includes('*')) continue;
    const sample = `/${p.replace(/:[^/]+/g, 'x')}`;
    for (const f of routeBundle(buildDir, manifest, sample).files) publicFiles.add(f);
  }
  const leaks: string[] = [];
  for (const id of adminIds) {
    const module = manifest.routes[id]?.module;
    if (module && publicFiles.has(module))
      leaks.push(`admin route module ${module} is loaded by a public route`);
  }
  let exact = Boolean(mapsDir);
  for (const f of publicFiles) {
    // the manifest is data and the bundler's runtime helper has no map: neither holds app code
    if (!f.endsWith('.js') || f === manifest.url || /\/rolldown-runtime-[\w-]+\.js$/.test(f)) continue;
    const sources = mapsDir ? sourcesOf(mapsDir, f) : null;
    if (sources) {
      const admin = sources.filter((s) => ADMIN_SOURCE.test(s)).map((s) => s.replace(/^(?:\.\.\/)+/, ''));
      if (admin.length)
        leaks.push(
          `${f.replace(/^\/assets\//, '')} (${kB(sizesOf(file(buildDir, f)).gzip)} kB gzip) holds ${admin.join(', ')}`,
        );
      continue;
    }
    exact = false;
    const text = readFileSync(file(buildDir, f), 'utf8');
    if (CHART_CODE.test(text)) leaks.push(`chart (recharts) code in public chunk ${f}`);
    if (/^\/assets\/admin[-.]/i.test(f)) leaks.push(`admin-named chunk ${f} in public first load`);
  }

  let admin: BundleReport['admin'] = {
    built: false,
    path: null,
    firstLoad: null,
    adminOnly: null,
    files: [],
  };
  if (adminIds.length) {
    const adminPath = `/${(full.get(adminIds[0] as string) ?? 'admin').replace(/:[^/]+/g, 'x')}`;
    const bundle = routeBundle(buildDir, manifest, adminPath.includes('*') ? '/admin' : adminPath);
    const adminFiles = new Set<string>();
    for (const id of adminIds) {
      const r = manifest.routes[id];
      if (!r) continue;
      for (const f of [r.module, ...(r.imports ?? [])]) if (!publicFiles.has(f)) adminFiles.add(f);
    }
    admin = {
      built: true,
      path: bundle.path,
      firstLoad: bundle.js,
      adminOnly: sum([...adminFiles].map((u) => sizesOf(file(buildDir, u)))),
      files: [...adminFiles],
    };
  }

  const jsOf = (p: string) => routes.find((r) => r.path === p);
  const budget = (name: string, p: string, limitKB: number) => {
    const r = jsOf(p);
    const built = Boolean(r?.routeIds);
    return {
      name,
      limit: `≤ ${limitKB} kB JS gzip`,
      value: r ? `${kB(r.js.gzip)} kB${built ? '' : ' (screen not built yet: shell only)'}` : 'not measured',
      met: r ? r.js.gzip <= limitKB * 1000 : null,
    };
  };
  return {
    buildDir,
    routes,
    admin,
    publicLeaks: leaks,
    leakCheck: exact ? 'source maps' : 'heuristic',
    budgets: [
      budget('/ first-load JS', '/', 110),
      budget('/results first-load JS', '/results', 160),
      {
        name: 'no admin or chart code in public chunks',
        limit: 'none',
        value: leaks.length ? leaks.join('; ') : 'none found',
        met: leaks.length === 0,
      },
    ],
  };
}
