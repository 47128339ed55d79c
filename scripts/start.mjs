// `npm start`: in a checkout, first build what is missing or older than its sources; then run the built
// server (build/server/server.js) on Node, no TypeScript at run time. A production install (a built tree
// without dev dependencies) only runs it.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const server = path.resolve('build/server/server.js');
const parts = [
  {
    name: 'web app',
    script: 'build:web',
    stamp: 'build/client/__spa-fallback.html',
    sources: [
      'src/web',
      'src/content',
      'src/domain',
      'src/contract',
      'public',
      'react-router.config.ts',
      'vite.config.ts',
    ],
  },
  {
    name: 'server',
    script: 'build:server',
    stamp: 'build/server/server.js',
    sources: ['src/server', 'src/content', 'src/domain', 'src/contract', 'scripts/admin-create.ts'],
  },
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

// the sources and the build tools are there only in a checkout with dev dependencies
const canBuild = existsSync('src') && existsSync('node_modules/vite');
// a cluster worker re-runs this file: the primary has built already
if (cluster.isPrimary && canBuild) {
  for (const part of parts) {
    const builtAt = existsSync(part.stamp) ? statSync(part.stamp).mtimeMs : 0;
    if (builtAt > 0 && Math.max(...part.sources.map(newestMtime)) <= builtAt) continue;
    console.log(
      builtAt === 0
        ? `No build of the ${part.name} found: building it…`
        : `Sources changed: rebuilding the ${part.name}…`,
    );
    const result = spawnSync('npm', ['run', part.script], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (!existsSync(server)) {
  console.error(
    'No built server at build/server/server.js: run "npm run build" (it needs the dev dependencies).',
  );
  process.exit(1);
}
await import(pathToFileURL(server).href);
