import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../../contract/assessment';
import { FALLBACK_INSIGHTS, type InsightRequest } from '../../../domain/overall-insight';
import { results } from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import { providerInsightWriter } from './insight-writer';

/** A local stand-in for an OpenAI-compatible API: its behaviour is set per test. */
let behaviour: 'ok' | 'error' | 'slow' | 'empty' = 'ok';
const requests: { auth: string | undefined; body: { model: string; messages: { content: string }[] } }[] = [];
let server: Server;
let url: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    requests.push({ auth: req.headers.authorization, body: JSON.parse(await readBody(req)) });
    if (behaviour === 'error') return res.writeHead(500).end('{}');
    if (behaviour === 'slow') await new Promise((r) => setTimeout(r, 1500));
    const content = behaviour === 'empty' ? '  ' : '  You lead with clarity; now build the outer game.  ';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { content } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const data: InsightRequest = {
  overallAverage: 3.5,
  innerAvg: 4.2,
  outerAvg: 2.8,
  strongestChapter: 'Resilience',
  weakestChapter: 'Customer & Market',
  strongestScore: 4.6,
  weakestScore: 2.2,
  chapterStats: [{ id: 'c1', title: 'Resilience', average: 4.6, area: 'inner' }],
};
const log = pino({ level: 'silent' });

describe('the OpenAI-compatible insight provider', () => {
  it('sends the insight data to the model and keeps its text', async () => {
    behaviour = 'ok';
    const write = providerInsightWriter({ url, apiKey: 'k-123', model: 'test-model', timeoutMs: 1000 }, log);
    expect(await write(data)).toBe('You lead with clarity; now build the outer game.');
    const last = requests.at(-1);
    expect(last?.auth).toBe('Bearer k-123');
    expect(last?.body.model).toBe('test-model');
    expect(JSON.parse(last?.body.messages[1]?.content ?? '{}')).toEqual(data);
  });

  it.each(['error', 'empty', 'slow'] as const)(
    'falls back to the canned text when the provider is %s',
    async (b) => {
      behaviour = b;
      const write = providerInsightWriter({ url, apiKey: undefined, model: 'm', timeoutMs: 200 }, log);
      const started = Date.now();
      expect(await write(data)).toBe(FALLBACK_INSIGHTS['inner-leads']);
      expect(Date.now() - started).toBeLessThan(1000);
    },
  );

  it('writes the insight once at completion and stores it with the result', {
    timeout: 180_000,
  }, async () => {
    behaviour = 'ok';
    const t = await openTestApp({
      env: { INSIGHT_API_URL: url, INSIGHT_TIMEOUT_MS: '1000' },
      prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => {}),
    });
    try {
      const q = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json() as Questionnaire;
      const session = (
        await t.inject({
          method: 'POST',
          url: '/api/sessions',
          payload: { visitorId: 'visitor_insight' },
        })
      ).json();
      const before = requests.length;
      const done = await t.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/complete`,
        headers: { 'x-session-secret': session.secret },
        payload: { answers: { [q.questions[0]?.id ?? '']: 4 } },
      });
      expect(done.json().overallInsight).toBe('You lead with clarity; now build the outer game.');
      const [row] = await t.database.db.select().from(results).where(eq(results.sessionId, session.id));
      expect(row?.overallInsight).toBe('You lead with clarity; now build the outer game.');
      await t.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/result`,
        headers: { 'x-session-secret': session.secret },
      });
      expect(requests.length - before).toBe(1);
    } finally {
      await t.close();
    }
  });
});
