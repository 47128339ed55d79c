import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlEncoding, loadWebBuild, registerWebApp } from './web-app';

const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body>${'<p>text</p>'.repeat(200)}<script>boot()</script></body></html>`;

describe('prerendered pages', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'uplift-web-app-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), page('Landing'));
    writeFileSync(path.join(dir, '__spa-fallback.html'), page('App'));
    const build = loadWebBuild(dir);
    if (!build) throw new Error('no build');
    app = Fastify();
    await registerWebApp(app, build, (nonce) => `script-src 'nonce-${nonce}'`);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are sent with brotli or gzip as the browser accepts, each with its own nonce', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(br.rawPayload).toString();
    const nonce = /'nonce-([^']+)'/.exec(String(br.headers['content-security-policy']))?.[1];
    expect(html).toContain('<title>Landing</title>');
    expect(html).toContain(`<script nonce="${nonce}">boot()</script>`);
    expect(br.rawPayload.length).toBeLessThan(html.length / 4);

    const gzip = await app.inject({ url: '/assessment', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<title>App</title>');

    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>Landing</title>');
  });

  it('say noindex in a header on every page opened from a private link, and only there', async () => {
    for (const url of [
      '/feedback/rater-token-123',
      '/shared/share-token-456',
      '/plan-reminders/unsubscribe?token=abc',
      '/auth/callback?next=%2Fresults',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    for (const url of ['/', '/results', '/auth', '/terms'])
      expect((await app.inject({ url })).headers['x-robots-tag'], url).toBeUndefined();
  });

  it('honours q=0 and unknown encodings', () => {
    expect(htmlEncoding('br;q=0, gzip')).toBe('gzip');
    expect(htmlEncoding('gzip;q=0.5, br;q=1')).toBe('br');
    expect(htmlEncoding('identity')).toBeNull();
    expect(htmlEncoding(undefined)).toBeNull();
    expect(htmlEncoding('GZIP')).toBe('gzip');
  });
});
