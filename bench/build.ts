import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './lib/server';

const run = promisify(execFile);

export type BuildReport = {
  /** the build/client directory the bench measures and serves */
  clientDir: string;
  /** the bench's private temp directory holding it (removed at the end) */
  workDir: string;
  /** hidden source maps of the client chunks (moved out of the served directory), when built here */
  mapsDir: string | null;
  built: boolean;
  ms: number;
  note: string;
};

const COPY = [
  'src',
  'public',
  'scripts',
  'drizzle',
  'package.json',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
];

/**
 * The production build of the working tree, made in a private copy (temp dir with the repository's
 * node_modules linked): others may rebuild build/ in the shared tree while the bench serves it. The same
 * steps as `npm run build` (react-router build, then scripts/precompress.ts). With `skip`, or when the
 * build fails, the existing build/client is copied instead and the report says so.
 */
export async function productionBuild(options: { skip: boolean }): Promise<BuildReport> {
  const t0 = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uplift-bench-build-'));
  const existing = path.join(repoRoot, 'build', 'client');
  const fromExistingBuild = (note: string): BuildReport => {
    if (!existsSync(path.join(existing, '__spa-fallback.html')))
      throw new Error(`${note}; and there is no build/client to fall back on (run npm run build)`);
    const target = path.join(dir, 'existing-client');
    cpSync(existing, target, { recursive: true });
    return {
      clientDir: target,
      workDir: dir,
      mapsDir: null,
      built: false,
      ms: Math.round(performance.now() - t0),
      note,
    };
  };
  if (options.skip) return fromExistingBuild('--skip-build: measured the existing build/client');

  for (const name of COPY) {
    const from = path.join(repoRoot, name);
    if (existsSync(from)) cpSync(from, path.join(dir, name), { recursive: true });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PATH: `${path.join(repoRoot, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  try {
    // hidden source maps: the same JS bytes (no sourceMappingURL comment), plus .map files that say
    // which source modules each chunk holds (bundles.ts uses them to find admin code in public chunks)
    const cli = path.join(repoRoot, 'node_modules/@react-router/dev/bin.cjs');
    await run(process.execPath, [cli, 'build', '--sourcemapClient', 'hidden'], {
      cwd: dir,
      env,
      timeout: 240_000,
      maxBuffer: 32 * 1024 * 1024,
    });
    moveMaps(path.join(dir, 'build', 'client'), path.join(dir, 'maps'));
    await run(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', 'build/client'], {
      cwd: dir,
      env,
      timeout: 120_000,
    });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    const why = `${e.stderr ?? ''}${e.stdout ?? ''}`.split('\n').filter(Boolean).slice(-6).join(' / ');
    return fromExistingBuild(
      `build of the working tree failed (${why || e.message}); measured the existing build/client`,
    );
  }
  const clientDir = path.join(dir, 'build', 'client');
  const assets = readdirSync(path.join(clientDir, 'assets')).length;
  return {
    clientDir,
    workDir: dir,
    mapsDir: path.join(dir, 'maps'),
    built: true,
    ms: Math.round(performance.now() - t0),
    note: `built the working tree (${assets} asset files)`,
  };
}

/** Moves every .map file of `from` to the same relative place under `to`. */
function moveMaps(from: string, to: string, rel = ''): void {
  for (const entry of readdirSync(path.join(from, rel), { withFileTypes: true })) {
    const name = path.join(rel, entry.name);
    if (entry.isDirectory()) moveMaps(from, to, name);
    else if (entry.name.endsWith('.map')) {
      mkdirSync(path.join(to, rel), { recursive: true });
      renameSync(path.join(from, name), path.join(to, name));
    }
  }
}
