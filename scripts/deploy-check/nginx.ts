import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../bench/lib/server';
import { waitFor } from './instance';

export const NGINX = '/usr/sbin/nginx';
export const TEMPLATE = path.join(repoRoot, 'deploy/nginx/uplift.conf');

/**
 * Debian's nginx, installed the way .ci/run installs Chromium: with apt when it is missing and we are
 * root; otherwise a clear message. Returns what it did.
 */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return 'present';
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`No nginx at ${NGINX}. Install it with: apt-get install -y nginx-light`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
    result = install();
  }
  if (result.status !== 0 || !existsSync(NGINX)) {
    throw new Error(`apt-get install nginx-light failed:\n${result.stderr?.toString().slice(-2000)}`);
  }
  return 'installed nginx-light with apt-get';
}

export function nginxVersion(): string {
  const out = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return /nginx\/(\S+)/.exec(`${out.stderr}${out.stdout}`)?.[1] ?? 'unknown';
}

/** A self-signed certificate for 127.0.0.1 (a day), as PEM files in `dir`; the certificate's text too. */
export function selfSignedCertificate(dir: string): { cert: string; key: string; pem: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

export type NginxPorts = { https: number; http: number; upstreams: [number, number] };

/**
 * deploy/nginx/uplift.conf with this machine's ports and certificate: every replaced line must be found,
 * so the check always runs the template as it is written (an edit that drops a line fails here).
 */
export function renderSiteConfig(template: string, ports: NginxPorts, tls: { cert: string; key: string }) {
  const replacements: Array<[RegExp, string]> = [
    [/^(\s*)server 127\.0\.0\.1:3001 /m, `$1server 127.0.0.1:${ports.upstreams[0]} `],
    [/^(\s*)server 127\.0\.0\.1:3002 /m, `$1server 127.0.0.1:${ports.upstreams[1]} `],
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${ports.http};`],
    [/^\s*listen \[::\]:80;\n/m, ''],
    [/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${ports.https} ssl http2;`],
    [/^\s*listen \[::\]:443 ssl http2;\n/m, ''],
    [/^(\s*)ssl_certificate \S+;$/m, `$1ssl_certificate ${tls.cert};`],
    [/^(\s*)ssl_certificate_key \S+;$/m, `$1ssl_certificate_key ${tls.key};`],
  ];
  let config = template;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(config)) throw new Error(`${TEMPLATE}: no line matches ${pattern}`);
    config = config.replace(pattern, replacement);
  }
  return config;
}

/** The access log line the check reads: when, who, what, and which instance(s) answered how. */
const LOG_FORMAT = `'$msec $remote_addr "$request" $status "$upstream_addr" "$upstream_status" $request_time'`;

/** nginx.conf around the site file, everything in `dir`, in the foreground (a child of this process). */
function mainConfig(dir: string, site: string): string {
  const root = process.getuid?.() === 0;
  const temp = (name: string) => {
    const p = path.join(dir, name);
    mkdirSync(p, { recursive: true });
    chmodSync(p, 0o777);
    return p;
  };
  return `${root ? 'user nobody nogroup;\n' : ''}daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 2048; }
http {
    default_type application/octet-stream;
    # Debian's nginx.conf turns gzip on for every site; here even more eagerly (every type, any size),
    # so that only the site's own 'gzip off' keeps nginx from compressing what the app sent.
    gzip on;
    gzip_types *;
    gzip_min_length 1;
    gzip_proxied any;
    log_format uplift_check ${LOG_FORMAT};
    access_log ${path.join(dir, 'access.log')} uplift_check;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${site};
}
`;
}

export type NginxHandle = {
  dir: string;
  accessLog: string;
  errorLog: string;
  stop(): Promise<void>;
};

/** Writes the configuration, tests it (`nginx -t`) and starts nginx; resolves when it accepts TLS. */
export async function startNginx(dir: string, ports: NginxPorts, tls: { cert: string; key: string }) {
  chmodSync(dir, 0o755);
  const site = path.join(dir, 'uplift.conf');
  writeFileSync(site, renderSiteConfig(readFileSync(TEMPLATE, 'utf8'), ports, tls));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir, site));
  const errorLog = path.join(dir, 'error.log');
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-e', errorLog, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await waitFor(
    () => {
      if (gone) throw new Error(`nginx exited: ${stderr}${readFileSync(errorLog, 'utf8')}`);
      return new Promise<boolean>((resolve) => {
        const socket = connect(ports.https, '127.0.0.1', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
    },
    15_000,
    'nginx to listen',
  );
  if (gone) throw new Error(`nginx exited: ${stderr}`);
  return {
    dir,
    accessLog: path.join(dir, 'access.log'),
    errorLog,
    async stop() {
      if (gone) return;
      // QUIT: graceful, TERM: fast; the check is done, so fast
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  } satisfies NginxHandle;
}

export type AccessEntry = {
  at: number;
  client: string;
  request: string;
  status: number;
  /** the instances tried, in order ("127.0.0.1:1234, 127.0.0.1:5678" when nginx retried) */
  upstreams: string[];
  upstreamStatuses: string[];
};

const LINE = /^(\d+\.\d+) (\S+) "([^"]*)" (\d{3}) "([^"]*)" "([^"]*)" /;

export function readAccessLog(file: string): AccessEntry[] {
  if (!existsSync(file)) return [];
  const entries: AccessEntry[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    // "a, b" when nginx tried a then b; " : " between upstream groups of an internal redirect
    const list = (s: string) => (s === '-' ? [] : s.split(/\s*[,:]\s+/).filter(Boolean));
    entries.push({
      at: Number(m[1]) * 1000,
      client: m[2] ?? '',
      request: m[3] ?? '',
      status: Number(m[4]),
      upstreams: list(m[5] ?? ''),
      upstreamStatuses: list(m[6] ?? ''),
    });
  }
  return entries;
}
