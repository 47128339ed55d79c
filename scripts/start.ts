import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// `npm start`: build the web app when it is missing or older than its sources, then serve on one port.
const stamp = path.resolve('build/client/__spa-fallback.html');
const sources = [
  'src/web',
  'src/content',
  'src/domain',
  'src/contract',
  'public',
  'react-router.config.ts',
  'vite.config.ts',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log(
    builtAt === 0 ? 'No build found: building the web app…' : 'Sources changed: rebuilding the web app…',
  );
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../src/server/server');
