import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_S, registerErrorHandling } from './error-handler';
import { registerRoutePolicy } from './route-policy';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('error handling', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerRoutePolicy(app);
    registerErrorHandling(app);
    app.get('/api/db-down', async () => {
      throw new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED', 'connect ECONNREFUSED'));
    });
    app.get('/api/recovering', async () => {
      throw withCode('57P03', 'the database system is starting up');
    });
    app.get('/api/bug', async () => {
      throw new Error('undefined is not a function');
    });
    app.get('/api/slow', { config: { deadlineMs: 100 } }, async () => {
      await new Promise((r) => setTimeout(r, 400));
      return { late: true };
    });
    app.get('/api/fast', { config: { deadlineMs: 100 } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/api/db-down', '/api/recovering'])(
    'answers 503 with Retry-After and a clear body when the database is away (%s)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_S));
      expect(response.json()).toEqual({
        error: { code: 'unavailable', message: 'The service is briefly unavailable. Please try again.' },
      });
    },
  );

  it('answers 500 without details for a bug', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('undefined is not a function');
  });

  it('answers 503 when a request passes its deadline, instead of hanging', async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/slow' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('unavailable');
    expect(performance.now() - started).toBeLessThan(350);
    expect((await app.inject({ method: 'GET', url: '/api/fast' })).statusCode).toBe(200);
  });
});
