/**
 * Does sign-up's time tell a taken address from a new one? (docs/decisions/012) Runs the real app
 * in-process on PGlite (or TEST_DATABASE_URL) with the outbox mailer, and times, interleaved, sign-ups
 * for a new address and for a taken one with a wrong password, each from its own client address (so no
 * rate limit), then prints median, quartiles and spread.
 *
 *   npx tsx bench/sign-up-timing.ts [tries=30] [requireEmailConfirmation=off|on]
 */
import { REQUIRE_EMAIL_CONFIRMATION_SETTING } from '../src/contract/auth';
import { appSettings } from '../src/server/db/schema';
import { TestBrowser, uniqueEmail } from '../src/server/modules/auth/test-browser';
import { openTestApp } from '../src/server/test-support/app';

const tries = Number(process.argv[2] ?? 30);
const confirmation = process.argv[3] === 'on';
const password = 'the owner password 1';

const t = await openTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
if (confirmation)
  await t.database.db.insert(appSettings).values({ key: REQUIRE_EMAIL_CONFIRMATION_SETTING, value: true });
const browser = () => new TestBrowser(t.app, t.config.publicUrl);
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

// the taken addresses, one per try (the per-account sign-up limit is 5 in 15 minutes)
const taken: string[] = [];
for (let i = 0; i < tries; i++) {
  const email = uniqueEmail('taken');
  await t.app.auth.betterAuth.api.signUpEmail({ body: { name: 'Owner', email, password } });
  taken.push(email);
}
await pause();

async function timed(email: string): Promise<number> {
  const start = process.hrtime.bigint();
  const res = await browser().signUpOnly({ name: 'Prober', email, password: 'a guessed password' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.statusCode !== 200 || res.json().token !== null)
    throw new Error(`unexpected ${res.statusCode} ${res.body}`);
  await pause(); // the e-mail goes out in the background: let it, before the next try
  return ms;
}

// warm-up: the first requests pay for JIT and caches
for (let i = 0; i < 3; i++) await timed(uniqueEmail('warm'));
const fresh: number[] = [];
const known: number[] = [];
for (let i = 0; i < tries; i++) {
  // alternate which goes first, so a drift in the machine's speed falls on both alike
  if (i % 2 === 0) {
    fresh.push(await timed(uniqueEmail('new')));
    known.push(await timed(taken[i] as string));
  } else {
    known.push(await timed(taken[i] as string));
    fresh.push(await timed(uniqueEmail('new')));
  }
}

function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))] as number;
  return { median: at(0.5), p25: at(0.25), p75: at(0.75), min: at(0), max: at(1) };
}
const f = (n: number) => n.toFixed(1);
console.log(
  `sign-up, ${tries} tries each, requireEmailConfirmation ${confirmation ? 'on' : 'off'}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
for (const [label, samples] of [
  ['new address', fresh],
  ['taken, wrong password', known],
] as const) {
  const x = summary(samples);
  console.log(
    `${label.padEnd(24)} median ${f(x.median)} ms  p25-p75 ${f(x.p25)}-${f(x.p75)}  min-max ${f(x.min)}-${f(x.max)}`,
  );
}
console.log(`difference of medians: ${f(summary(known).median - summary(fresh).median)} ms`);
await t.close();
