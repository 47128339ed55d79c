import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../bench/lib/server';

/** Variables of the caller that must not reach an instance: each gets exactly the deployment's own. */
const SCRUBBED = new Set([
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'PORT',
  'HOST',
  'DATA_DIR',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'SERVER_PROCESSES',
  'DATABASE_POOL_MAX',
  'WEB_BUILD_DIR',
  'LOG_LEVEL',
]);

/**
 * How an instance is started: the compiled server when `npm run build` made one (what production runs),
 * else the TypeScript source through tsx. Node 22 from node_modules/.bin, as under every npm script.
 */
export function serverCommand(): { command: string; args: string[]; label: string } {
  const bundledNode = path.join(repoRoot, 'node_modules/.bin/node');
  const node = existsSync(bundledNode) ? bundledNode : process.execPath;
  const built = path.join(repoRoot, 'build/server/server.js');
  if (existsSync(built)) return { command: node, args: [built], label: 'node build/server/server.js' };
  return {
    command: node,
    args: ['--import', 'tsx', path.join(repoRoot, 'src/server/server.ts')],
    label: 'node --import tsx src/server/server.ts',
  };
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** One server instance on a fixed port: started, stopped with SIGTERM and started again on that port. */
export class Instance {
  private child: ChildProcess | null = null;
  private exited: Promise<Exit> = Promise.resolve({ code: null, signal: null });
  private log = '';
  private stopping = false;
  /** exits nobody asked for (a crash under load counts as a failure) */
  readonly unexpectedExits: string[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  output(): string {
    return this.log;
  }

  /** Spawns the server and resolves once it says it runs and /api/ready answers 200; the ms it took. */
  async start(timeoutMs = 120_000): Promise<number> {
    const started = performance.now();
    const { command, args } = serverCommand();
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !SCRUBBED.has(k)) env[k] = v;
    Object.assign(env, this.env, { PORT: String(this.port), HOST: '127.0.0.1' });
    this.stopping = false;
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exited = new Promise<Exit>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    void this.exited.then(({ code, signal }) => {
      if (!this.stopping) this.unexpectedExits.push(`${this.name} exited (code ${code}, signal ${signal})`);
    });
    const running = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`${this.name} did not start within ${timeoutMs} ms:\n${this.log.slice(-3000)}`));
      }, timeoutMs);
      const onData = (chunk: Buffer) => {
        this.log += chunk.toString();
        if (this.log.length > 400_000) this.log = this.log.slice(-200_000);
        if (/is running at/.test(this.log.slice(-4000))) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void this.exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(
          new Error(`${this.name} exited while starting (code ${code}, signal ${signal}):\n${this.log}`),
        );
      });
    });
    await running;
    await waitFor(
      async () => (await fetch(`${this.url}/api/ready`)).status === 200,
      30_000,
      `${this.name} ready`,
    );
    return performance.now() - started;
  }

  /** SIGTERM and wait for the exit (the server drains within 10 s; SIGKILL after 20 s). */
  async stop(): Promise<Exit & { ms: number }> {
    const started = performance.now();
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return { ...(await this.exited), ms: 0 };
    this.stopping = true;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const exit = await this.exited;
    clearTimeout(killer);
    return { ...exit, ms: performance.now() - started };
  }
}

/** Polls `check` (errors count as not yet) until it holds; throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
