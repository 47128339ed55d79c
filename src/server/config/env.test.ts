import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'uplift-env-'));

describe('configuration', () => {
  it('has working defaults for the embedded database', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.authSecret).toMatch(/^[0-9a-f]{64}$/);
    // generated once and kept in DATA_DIR
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it('names the variable of a wrong value in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('requires AUTH_SECRET with PostgreSQL or in production', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/AUTH_SECRET is required/);
    const secret = 'a'.repeat(40);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', AUTH_SECRET: secret }).authSecret).toBe(
      secret,
    );
  });

  it('runs one process on PGlite and one per core on PostgreSQL, sharing the pool', () => {
    const secret = 'a'.repeat(40);
    const pg = { DATABASE_URL: 'postgres://localhost/x', AUTH_SECRET: secret };
    const embedded = loadConfig({ DATA_DIR: tmp() });
    expect(embedded.serverProcesses).toBe(1);
    expect(embedded.databasePoolMax).toBe(8);
    // auto on PGlite is one process, whatever the cores
    expect(loadConfig({ DATA_DIR: tmp(), SERVER_PROCESSES: 'auto' }).serverProcesses).toBe(1);
    expect(() => loadConfig({ DATA_DIR: tmp(), SERVER_PROCESSES: '2' })).toThrow(
      /SERVER_PROCESSES above 1 needs DATABASE_URL/,
    );
    expect(loadConfig(pg).serverProcesses).toBe(1);
    const cores = os.availableParallelism();
    const auto = loadConfig({ ...pg, SERVER_PROCESSES: 'auto' });
    expect(auto.serverProcesses).toBe(cores);
    expect(auto.databasePoolMax).toBe(Math.ceil(8 / cores));
    const four = loadConfig({ ...pg, SERVER_PROCESSES: '4' });
    expect([four.serverProcesses, four.databasePoolMax]).toEqual([4, 2]);
    expect(loadConfig({ ...pg, SERVER_PROCESSES: '4', DATABASE_POOL_MAX: '12' }).databasePoolMax).toBe(12);
    expect(loadConfig({ ...pg, SERVER_PROCESSES: '1' }).databasePoolMax).toBe(8);
    expect(() => loadConfig({ ...pg, SERVER_PROCESSES: 'many' })).toThrow(/SERVER_PROCESSES/);
  });

  it('trusts X-Forwarded-For from everyone, no one, or only the listed proxies', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(
      loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, ::1 ,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const wrong of ['nginx', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '10.0.0.1,', '300.1.1.1', 'yes'])
      expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: wrong }), wrong).toThrow(
        /^Invalid configuration: TRUST_PROXY must be true, false or a comma-separated list/,
      );
  });

  it('turns metrics on with a token of at least 16 characters', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).metricsToken).toBeNull();
    const token = 'm'.repeat(16);
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters',
    );
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'with a space inside it' })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be printable ASCII/,
    );
  });

  it('sheds overload unless told not to', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).overloadShedding).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, OVERLOAD_SHEDDING: 'false' }).overloadShedding).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, OVERLOAD_SHEDDING: 'off' })).toThrow(
      /^Invalid configuration: OVERLOAD_SHEDDING /,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATA_DIR: tmp() }).port).toBe(3000);
  });
});
