import { randomBytes, randomInt } from 'node:crypto';

/**
 * A simulated respondent does what the web app does for one founder: load the questionnaire, create a
 * session, answer the 40 questions one PUT at a time, complete, read the result.
 *
 * Rate limits are per client (per session id for /api/sessions/:id/*, per IP otherwise), and every
 * simulated respondent comes from one machine. The bench starts the server with TRUST_PROXY=true and gives
 * each respondent its own X-Forwarded-For address, as a reverse proxy in front of the app would: each
 * respondent then stays within its own limits (1 questionnaire, 1 session creation, 42 session calls)
 * and the limits stay on, exactly as in production.
 */
export const REQUEST_KINDS = ['questionnaire', 'create', 'answer', 'complete', 'result'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

let ipCounter = randomInt(1, 1 << 20);
/** A fresh client address in 10.0.0.0/8 for each respondent (16 M before it wraps). */
export function nextIp(): string {
  ipCounter = (ipCounter + 1) % (1 << 24) || 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * The CSRF double-submit pair our web page sends on every write (header `x-csrf-token` and the
 * page-set cookie `uplift.csrf`, docs/security.md): the server refuses a write without it, so the
 * simulated respondents send one fixed pair, as fixed headers.
 */
const CSRF_TOKEN = 'be'.repeat(32);
export const CSRF_PAIR = { 'x-csrf-token': CSRF_TOKEN, cookie: `uplift.csrf=${CSRF_TOKEN}` } as const;

export function newVisitorId(): string {
  return `bench-${randomBytes(9).toString('base64url')}`;
}

export function randomAnswer(): number {
  return randomInt(1, 6);
}

/** The question ids of the active questionnaire, in order (asked with an address of its own). */
export async function questionIds(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/questionnaire`, { headers: { 'x-forwarded-for': nextIp() } });
  if (!response.ok) throw new Error(`GET /api/questionnaire answered ${response.status}`);
  const body = (await response.json()) as { questions: { id: string }[] };
  return body.questions.map((q) => q.id);
}
