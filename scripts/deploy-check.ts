/**
 * The deployment of docs/deploy.md, proven on this machine: nginx (deploy/nginx/uplift.conf, TLS and
 * HTTP/2) in front of two server instances on one PostgreSQL database. Simulated respondents answer
 * through nginx while instance A and then instance B are restarted (SIGTERM, exit, start, ready); no
 * request may fail (a 503 with Retry-After is tried again, as the web app does) and every acknowledged answer must be in the database. Also checked: HTTP/2 is
 * negotiated, a hashed asset arrives as the app's own brotli bytes, nginx compresses nothing, and a
 * forged X-Forwarded-For does not reach the app. Exits non-zero on any failure.
 *
 *   npm run test:deploy [-- --respondents 8] [--no-shedding]
 *
 * Needs PostgreSQL on 127.0.0.1:5432 (or BENCH_PG_URL / TEST_DATABASE_URL) and installs Debian's nginx
 * when it is missing and we are root.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { postgresServerUrl } from '../bench/lib/postgres';
import { freePort, repoRoot } from '../bench/lib/server';
import { loadConfig } from '../src/server/config/env';
import { H2Connection, nextLoopbackAddress } from './deploy-check/h2';
import { Instance, serverCommand, waitFor } from './deploy-check/instance';
import { type Failure, type LoadReport, percentile, startRespondents } from './deploy-check/load';
import {
  ensureNginx,
  type NginxHandle,
  nginxVersion,
  readAccessLog,
  selfSignedCertificate,
  startNginx,
} from './deploy-check/nginx';

type Check = { name: string; pass: boolean; detail: string };

const started = performance.now();
const respondents = Number(argument('--respondents') ?? 8);
/**
 * --no-shedding: instances without overload shedding (OVERLOAD_SHEDDING=false). On a machine busy with
 * other work an instance sheds (503 "overloaded") whatever this check does; without shedding only the
 * restarts and nginx are under test.
 */
const shedding = !process.argv.includes('--no-shedding');
const checks: Check[] = [];
const check = (name: string, pass: boolean, detail: string) => checks.push({ name, pass, detail });

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Failures by answer: "503 overloaded", "503 unavailable", "stream closed …" */
function countCauses(failures: Failure[]): Map<string, number> {
  const causes = new Map<string, number>();
  for (const f of failures) {
    const after = f.what.split(' → ')[1] ?? f.what;
    const cause = `${after.split(' ')[0]} ${/"code":"([^"]+)"/.exec(after)?.[1] ?? ''}`.trim();
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
  }
  return causes;
}

function say(line: string) {
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * TRUST_PROXY as an address list (trust X-Forwarded-For from nginx's address alone) where the server's
 * configuration accepts one; `true` otherwise, which on loopback-only instances means the same.
 */
function trustProxySetting(): string {
  try {
    loadConfig({ TRUST_PROXY: '127.0.0.1', AUTH_SECRET: 'x'.repeat(32), NODE_ENV: 'production' });
    return '127.0.0.1';
  } catch {
    return 'true';
  }
}

/** The web build the instances serve (for the asset check); built when missing. */
function ensureWebBuild() {
  if (existsSync(path.join(repoRoot, 'build/client/__spa-fallback.html'))) return 'present';
  say('build/client is missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  return 'built now';
}

/**
 * The instances serve a copy of build/client made at the start, so that a build running meanwhile
 * cannot change the files under the asset check.
 */
function snapshotWebBuild(tmp: string): string {
  const copy = path.join(tmp, 'client');
  cpSync(path.join(repoRoot, 'build/client'), copy, { recursive: true });
  return copy;
}

/** The largest hashed script with precompressed siblings. */
function hashedAsset(webBuild: string): string {
  const dir = path.join(webBuild, 'assets');
  const candidates = readdirSync(dir).filter(
    (f) =>
      f.endsWith('.js') && existsSync(path.join(dir, `${f}.br`)) && existsSync(path.join(dir, `${f}.gz`)),
  );
  candidates.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size);
  const pick = candidates[0];
  if (!pick) throw new Error(`no precompressed .js in ${dir}`);
  return pick;
}

async function checkProtocolAndCompression(
  origin: string,
  ca: string,
  caFile: string,
  direct: string,
  webBuild: string,
) {
  const conn = await H2Connection.open(origin, { localAddress: nextLoopbackAddress(), ca });
  try {
    check('HTTP/2 negotiated (Node client, ALPN)', conn.alpn === 'h2', `ALPN ${String(conn.alpn)}`);
    const curl = spawnSync(
      'curl',
      [
        '--http2',
        '--cacert',
        caFile,
        '-s',
        '-o',
        '/dev/null',
        '-w',
        '%{http_version}',
        `${origin}/api/health`,
      ],
      { encoding: 'utf8' },
    );
    if (curl.error) check('HTTP/2 negotiated (curl)', true, 'curl not installed: skipped');
    else check('HTTP/2 negotiated (curl)', curl.stdout === '2', `curl --http2 → HTTP/${curl.stdout}`);

    const asset = hashedAsset(webBuild);
    const file = path.join(webBuild, 'assets', asset);
    for (const [accept, encoding, bytes] of [
      ['br, gzip', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
      ['identity', undefined, file],
    ] as const) {
      const r = await conn.request('GET', `/assets/${asset}`, { 'accept-encoding': accept });
      const same = r.body.equals(readFileSync(bytes));
      check(
        `asset with Accept-Encoding: ${accept}`,
        r.status === 200 && r.headers['content-encoding'] === encoding && same,
        `${r.status}, content-encoding ${r.headers['content-encoding'] ?? 'none'}, ${r.body.length} bytes, ${
          same ? "the app's own file" : "NOT the app's file"
        } (${path.basename(bytes)})`,
      );
    }
    // A response the app leaves uncompressed (under its 1 kB threshold) stays so through nginx.
    const viaNginx = await conn.request('GET', '/api/health', { 'accept-encoding': 'gzip, br' });
    const fromApp = await fetch(`${direct}/api/health`, { headers: { 'accept-encoding': 'gzip, br' } });
    await fromApp.arrayBuffer();
    check(
      'nginx compresses nothing itself (gzip off)',
      viaNginx.status === 200 &&
        (viaNginx.headers['content-encoding'] ?? null) === fromApp.headers.get('content-encoding'),
      `/api/health content-encoding via nginx ${viaNginx.headers['content-encoding'] ?? 'none'}, from the app ${
        fromApp.headers.get('content-encoding') ?? 'none'
      }`,
    );
  } finally {
    conn.close();
  }
}

/**
 * A client that forges X-Forwarded-For is still counted under its real address: the app's per-address
 * rate-limit windows (PostgreSQL, keyed by request.ip) name the address nginx saw, never the forged one,
 * and 60 questionnaire reads from one address with 60 different forged addresses run into the limit
 * of 50 a minute.
 */
async function checkForwardedFor(origin: string, ca: string, sql: postgres.Sql) {
  const address = nextLoopbackAddress();
  const forged = `203.0.113.${randomInt(1, 255)}`;
  const conn = await H2Connection.open(origin, { localAddress: address, ca });
  try {
    const first = await conn.request('GET', '/api/questionnaire', { 'x-forwarded-for': forged });
    const rows = await sql<{ identifier: string }[]>`
      select identifier from rate_limits where identifier in (${`ip:${address}`}, ${`ip:${forged}`})`;
    const seen = rows.map((r) => r.identifier);
    check(
      'X-Forwarded-For: the app sees the address nginx saw',
      first.status === 200 && seen.includes(`ip:${address}`) && !seen.includes(`ip:${forged}`),
      `sent from ${address} with X-Forwarded-For ${forged}: rate-limit windows for ${seen.join(', ') || 'none'}`,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const r = await conn.request('GET', '/api/questionnaire', { 'x-forwarded-for': `198.51.100.${i + 1}` });
      statuses.push(r.status);
    }
    const firstRefused = statuses.indexOf(429);
    check(
      'X-Forwarded-For: forged addresses do not escape the rate limit',
      firstRefused >= 45,
      `60 reads with 60 forged addresses after the first: ${statuses.filter((s) => s === 200).length}× 200, ${
        statuses.filter((s) => s === 429).length
      }× 429 (first 429 at read ${firstRefused + 2} of 61; the limit is 50 a minute per address)`,
    );
  } finally {
    conn.close();
  }
}

type Restart = { name: string; drainMs: number; exit: string; startMs: number; backInNginxMs: number };

/** SIGTERM, wait for the exit, start again, wait until ready and until nginx sends it requests again. */
async function restart(instance: Instance, nginx: NginxHandle): Promise<Restart> {
  const stopped = await instance.stop();
  say(
    `${instance.name} exited after ${seconds(stopped.ms)} (code ${stopped.code}, signal ${stopped.signal})`,
  );
  const startMs = await instance.start();
  const readyAt = Date.now();
  say(`${instance.name} started again and ready in ${seconds(startMs)}`);
  const upstream = `127.0.0.1:${instance.port}`;
  // nginx took it out after its failures; the next instance may go only once this one serves again
  await waitFor(
    async () =>
      readAccessLog(nginx.accessLog).some(
        (e) => e.at >= readyAt && e.upstreams.at(-1) === upstream && e.status < 300,
      ),
    30_000,
    `nginx to send requests to ${instance.name} again`,
  );
  const backInNginxMs = Date.now() - readyAt;
  say(`nginx sends ${instance.name} requests again (${seconds(backInNginxMs)} after ready)`);
  return {
    name: instance.name,
    drainMs: stopped.ms,
    exit: `code ${stopped.code}, signal ${stopped.signal}`,
    startMs,
    backInNginxMs,
  };
}

/** Every answer the server acknowledged, looked up in PostgreSQL: missing or different = lost. */
async function lostAnswers(sql: postgres.Sql, report: LoadReport) {
  const sessions = [...new Set([...report.acknowledged.keys()].map((k) => k.split('|')[0] ?? ''))];
  const stored = new Map<string, number>();
  for (let i = 0; i < sessions.length; i += 500) {
    const rows = await sql<{ session_id: string; question_id: string; value: number }[]>`
      select session_id, question_id, value from responses where session_id = any(${sessions.slice(i, i + 500)}::uuid[])`;
    for (const r of rows) stored.set(`${r.session_id}|${r.question_id}`, r.value);
  }
  const lost = [...report.acknowledged].filter(([key, value]) => stored.get(key) !== value);
  const completedIds = [...report.completed];
  const [completedRow] = await sql<{ n: number }[]>`
    select count(*)::int as n from assessment_sessions
    where status = 'completed' and id = any(${completedIds}::uuid[])`;
  return { sessions: sessions.length, lost, completedInDb: completedRow?.n ?? 0 };
}

async function main(): Promise<number> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'uplift-deploy-'));
  const adminUrl = postgresServerUrl();
  const dbName = `uplift_deploy_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const instances: Instance[] = [];
  let nginx: NginxHandle | null = null;
  let sql: postgres.Sql | null = null;
  try {
    say(`web build: ${ensureWebBuild()}; server: ${serverCommand().label}`);
    say(`nginx: ${ensureNginx()}, version ${nginxVersion()}`);
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.unsafe(`create database ${dbName}`);
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${dbName}`;
    sql = postgres(dbUrl.toString(), { max: 2, onnotice: () => {} });

    const tls = selfSignedCertificate(tmp);
    const webBuild = snapshotWebBuild(tmp);
    const [portA, portB, https, http] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ] as [number, number, number, number];
    const origin = `https://127.0.0.1:${https}`;
    const trustProxy = trustProxySetting();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl.toString(),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: trustProxy,
      SERVER_PROCESSES: '1',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(tmp, 'data'),
      WEB_BUILD_DIR: webBuild,
      OVERLOAD_SHEDDING: String(shedding),
    };
    const a = new Instance('instance A', portA, env);
    const b = new Instance('instance B', portB, env);
    instances.push(a, b);
    // together, on one empty database: migrations and seed under the advisory lock
    const startMs = await Promise.all([a.start(), b.start()]);
    say(
      `instances A :${portA} and B :${portB} ready in ${startMs.map(seconds).join(' / ')} (TRUST_PROXY=${trustProxy})`,
    );

    nginx = await startNginx(tmp, { https, http, upstreams: [portA, portB] }, tls);
    await waitFor(
      async () => {
        const conn = await H2Connection.open(origin, { localAddress: '127.0.0.1', ca: tls.pem });
        try {
          return (await conn.request('GET', '/api/ready')).status === 200;
        } finally {
          conn.close();
        }
      },
      15_000,
      'health through nginx',
    );
    say(`nginx on ${origin} answers /api/ready`);

    await checkProtocolAndCompression(origin, tls.pem, tls.cert, a.url, webBuild);
    await checkForwardedFor(origin, tls.pem, sql);

    say(`load: ${respondents} respondents through nginx`);
    const load = startRespondents({ origin, ca: tls.pem, respondents });
    const loadStarted = performance.now();
    await sleep(4_000);
    const restarts = [await restart(a, nginx)];
    await sleep(2_000);
    restarts.push(await restart(b, nginx));
    await sleep(4_000);
    const report = await load.stop();
    const loadMs = performance.now() - loadStarted;
    say(`load stopped after ${seconds(loadMs)}`);

    const db = await lostAnswers(sql, report);
    const access = readAccessLog(nginx.accessLog);
    const retried = access.filter((e) => e.upstreams.length > 1);
    const byUpstream = new Map<string, number>();
    for (const e of access) {
      const last = e.upstreams.at(-1);
      if (last) byUpstream.set(last, (byUpstream.get(last) ?? 0) + 1);
    }
    const refusedBy = new Map<string, number>();
    for (const e of retried) {
      const key = e.upstreamStatuses.slice(0, -1).join(',') || 'error';
      refusedBy.set(key, (refusedBy.get(key) ?? 0) + 1);
    }
    const crashes = instances.flatMap((i) => i.unexpectedExits);

    check(
      'no failed request through nginx',
      report.failures.length === 0,
      `${report.failures.length} of ${report.requests}${report.failures
        .slice(0, 8)
        .map((f) => `\n      ${seconds(f.at)} ${f.kind}: ${f.what}`)
        .join('')}`,
    );
    check(
      'no lost answer',
      db.lost.length === 0 && report.acknowledged.size > 0,
      `${db.lost.length} of ${report.acknowledged.size} acknowledged answers missing or different in PostgreSQL (${db.sessions} sessions)`,
    );
    check(
      'every acknowledged completion is stored',
      db.completedInDb === report.completed.size,
      `${db.completedInDb} of ${report.completed.size} sessions completed in PostgreSQL`,
    );
    check(
      'load went over HTTP/2',
      [...report.protocols].join() === 'h2',
      `ALPN ${[...report.protocols].join(', ')}`,
    );
    for (const r of restarts)
      check(
        `${r.name} drained and exited cleanly on SIGTERM`,
        r.exit === 'code 0, signal null' && r.drainMs < 10_500,
        `${r.exit} after ${seconds(r.drainMs)}`,
      );
    check('no instance ended by itself', crashes.length === 0, crashes.join('; ') || 'none');
    check(
      'both instances served the load',
      [portA, portB].every((p) => (byUpstream.get(`127.0.0.1:${p}`) ?? 0) > 0),
      [...byUpstream].map(([u, n]) => `${u}: ${n}`).join(', '),
    );

    const shed = report.failures.filter((f) => f.what.includes('"overloaded"')).length;
    const causes = countCauses(report.failures);
    const wallMs = performance.now() - started;
    const latency = report.latencyMs;
    console.log('\nDeployment check: nginx (TLS, HTTP/2) → two instances → one PostgreSQL');
    console.log(
      `  load:      ${respondents} respondents for ${seconds(loadMs)}: ${report.requests} requests (${report.byKind.answer} answers, ${report.byKind.create} sessions started, ${report.completed.size} completed), ${Math.round(report.requests / (loadMs / 1000))} req/s, p50 ${percentile(latency, 50).toFixed(1)} ms, p99 ${percentile(latency, 99).toFixed(1)} ms`,
    );
    for (const r of restarts)
      console.log(
        `  restart:   ${r.name}: SIGTERM → exit ${seconds(r.drainMs)}, start → ready ${seconds(r.startMs)}, back in nginx ${seconds(r.backInNginxMs)} later`,
      );
    console.log(
      `  nginx:     ${access.length} requests logged, ${retried.length} passed to the other instance (${[...refusedBy].map(([k, n]) => `${n}× after ${k}`).join(', ') || 'none'})`,
    );
    if (report.retriedAfter503.length > 0)
      console.log(
        `  busy:      ${report.retriedAfter503.length} answers were 503 with Retry-After and tried again after it, as the web app does (${[...countCauses(report.retriedAfter503)].map(([c, n]) => `${n}× ${c}`).join(', ')})`,
      );
    for (const c of checks) console.log(`  ${c.pass ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`);
    console.log(
      `  wall time ${seconds(wallMs)}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores; overload shedding ${shedding ? 'on' : 'off (--no-shedding)'}`,
    );
    if (causes.size > 0)
      console.log(`  failures by answer: ${[...causes].map(([c, n]) => `${n}× ${c}`).join(', ')}`);
    if (shed > 0)
      console.log(
        `  ${shed} of the failures were shed as overload (503 "overloaded"): the instances had less CPU than the load needed. Run on a quieter machine, with fewer --respondents, or with --no-shedding to test the restarts alone.`,
      );
    const failed = checks.filter((c) => !c.pass);
    if (failed.length) {
      for (const i of instances) {
        const tail = i.output().trim().split('\n').slice(-15).join('\n');
        if (tail) console.log(`\n--- ${i.name} output (last lines)\n${tail}`);
      }
      const errors = readFileSync(nginx.errorLog, 'utf8').trim().split('\n').slice(-15).join('\n');
      if (errors) console.log(`\n--- nginx error log (last lines)\n${errors}`);
      console.log(`\nDEPLOYMENT CHECK FAILED: ${failed.map((c) => c.name).join('; ')}`);
      return 1;
    }
    console.log('\nDeployment check passed.');
    return 0;
  } finally {
    await nginx?.stop().catch(() => {});
    await Promise.all(instances.map((i) => i.stop().catch(() => {})));
    await sql?.end({ timeout: 5 }).catch(() => {});
    await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end({ timeout: 5 }).catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Deployment check could not run:', error);
    process.exit(1);
  },
);
