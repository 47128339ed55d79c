import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './src/contract/web-routes';

const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** Module preloads started per task by the boot script. */
const PRELOADS_PER_TASK = 6;

/**
 * The prerendered pages paint before any JavaScript (ARCHITECTURE.md). React Router's head preloads every
 * module of the first load and its boot script imports them at once, so the framework's ~100 kB download
 * shares the connection with the stylesheet and fonts, and on a fast one its modules run before the
 * first paint. Here the same preloads and imports, in the same order, start right after the first paint.
 * A browser without paint timing boots at once; one that has not painted after 2 s (a background tab)
 * boots then.
 */
export function bootAfterFirstPaint(html: string, file: string): string {
  const match = BOOT_SCRIPT.exec(html);
  const body = match?.[1] ?? '';
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1] as string);
  const routes = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map((m) => ({
    name: m[1] as string,
    url: m[2] as string,
  }));
  const modules = /window\.__reactRouterRouteModules = (\{[^\n]*\});/.exec(body)?.[1];
  const entry = /^import\(("[^"]+")\);$/m.exec(body)?.[1];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  if (!match || !routes.length || !modules || !entry || !preloads.length)
    throw new Error(`${file}: React Router's boot script changed; update bootAfterFirstPaint`);
  const boot = [
    `const preloads = ${JSON.stringify(preloads)};`,
    // a task of its own (MessageChannel: not a timer, so fake clocks leave it alone)
    'const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); });',
    'const boot = async () => {',
    // each preload starts a fetch (about a millisecond on a slow host): a few per task, not 30 in one
    `for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) { if (i > 0) await nextTask(); for (const href of preloads.slice(i, i + ${PRELOADS_PER_TASK})) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); } }`,
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});`),
    `const [${routes.map((r) => r.name).join(', ')}] = await Promise.all([${routes
      .map((r) => `import(${JSON.stringify(r.url)})`)
      .join(', ')}]);`,
    `window.__reactRouterRouteModules = ${modules};`,
    // a task of its own for the hydration
    'await nextTask();',
    `import(${entry});`,
    '};',
    'let started = false;',
    'const start = () => { if (!started) { started = true; void boot(); } };',
    "if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {",
    "  new PerformanceObserver((_, observer) => { observer.disconnect(); start(); }).observe({ type: 'paint', buffered: true });",
    '  setTimeout(start, 2000);',
    '} else start();',
  ].join('\n');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(match[0], `<script type="module" async="">${boot}</script>`);
}

// An SPA (the API is Fastify's); static public routes are prerendered so they paint before any JavaScript.
export default {
  appDirectory: 'src/web/app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    for (const pathname of PRERENDERED_PATHS) {
      const file = path.join(client, pathname === '/' ? '' : pathname.slice(1), 'index.html');
      writeFileSync(file, bootAfterFirstPaint(readFileSync(file, 'utf8'), file));
    }
  },
} satisfies Config;
