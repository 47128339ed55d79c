import type { RunSql } from '../benchmarks/population';

/**
 * Generated assessments with their answers for the instrument's tests and the bench: completed
 * sessions whose answers share a trait per founder (so chapters hang together as real ones do),
 * sessions left part way, and closed feedback rounds with raters' answers, written by a few set-based
 * statements (100,000 assessments in seconds) instead of one API call each. Never used by the product.
 */
export type InstrumentPopulation = {
  /** makes visitor ids, e-mails and token hashes unique: one prefix per call */
  prefix: string;
  assessmentId: string;
  versionId: string;
  /** the version's statements in questionnaire order; those allowing it get some 'doesn't apply' */
  questions: ReadonlyArray<{ id: string; notApplicableAllowed?: boolean }>;
  completed: number;
  /** sessions answered part way and left (a pseudo-random number of statements each) */
  abandoned?: number;
  /** the first this many completed founders get an account, a result and a closed round of raters */
  raterRounds?: number;
  ratersPerRound?: number;
  completedAt?: Date;
};

/**
 * Sessions with their answers: 3 + the founder's trait (−1.5 … 1.5) + noise (−1 … 1), rounded into 1–5;
 * about 8 % 'doesn't apply' where a statement allows it. `$6` is a JSON array of { id, na } in
 * questionnaire order; `$7` true: completed, every statement answered; false: left after a
 * pseudo-random number of statements (at least one).
 */
const SESSIONS = `
  with s as (
    insert into assessment_sessions
      (assessment_id, version_id, user_id, visitor_id, status, secret_hash, started_at, completed_at)
    select $2::uuid, $3::uuid, null, $1 || '-visitor-' || i,
      case when $7::boolean then 'completed' else 'in_progress' end, 'generated',
      $5::timestamptz - interval '30 minutes' - i * interval '1 second',
      case when $7::boolean then $5::timestamptz - i * interval '1 second' end
    from generate_series(1, $4::int) i
    returning id
  ), q as (
    select q.id, q.na, q.idx, count(*) over () as n
    from rows from (jsonb_to_recordset($6::text::jsonb) as (id uuid, na boolean)) with ordinality as q(id, na, idx)
  )
  insert into responses (session_id, version_id, question_id, value)
  select s.id, $3::uuid, q.id,
    case when q.na and abs(hashtext(s.id::text || q.id::text || 'na')) % 100 < 8 then null
    else greatest(1, least(5, round(3 + (abs(hashtext(s.id::text)) % 1000) / 333.3 - 1.5
      + (abs(hashtext(s.id::text || q.id::text)) % 1000) / 500.0 - 1)))::smallint end
  from s join q on $7::boolean or q.idx <= 1 + abs(hashtext(s.id::text || 'stop')) % q.n`;

/** The first `$2` completed founders of the prefix, with an account each (`$1-founder-<i>`). */
const PICKED = `
  select s.id as session_id, row_number() over (order by s.visitor_id) as i
  from assessment_sessions s
  where s.version_id = $3::uuid and s.status = 'completed' and s.visitor_id like $1 || '-visitor-%'
  order by s.visitor_id
  limit $2::int`;

/** Accounts, results and closed rounds for those founders, one statement each. */
const ROUNDS = [
  `insert into "user" (id, name, email, email_verified, role)
   select $1 || '-founder-' || p.i, 'Generated ' || p.i, $1 || '-founder-' || p.i || '@example.com', true, 'user'
   from (${PICKED}) p`,
  `update assessment_sessions s set user_id = $1 || '-founder-' || p.i
   from (${PICKED}) p where s.id = p.session_id`,
  `insert into results (session_id, version_id, overall, inner_average, outer_average, chapter_averages)
   select p.session_id, $3::uuid, 3, 3, 3, '{}'::jsonb from (${PICKED}) p`,
  `insert into feedback_rounds (user_id, result_id, version_id, status, created_at, closed_at)
   select $1 || '-founder-' || p.i, p.session_id, $3::uuid, 'closed', now() - interval '1 day', now()
   from (${PICKED}) p`,
];

/**
 * `$2` submitted raters per round of the prefix's founders: each rates a statement near the founder's
 * own answer (their trait plus noise), and answers 'can't judge' about 10 % of the time.
 */
const RATERS = `
  with rounds as (
    select fr.id, fr.result_id from feedback_rounds fr where fr.user_id like $1 || '-founder-%'
  ), inv as (
    insert into feedback_invites (round_id, relationship, token_hash, sent_at, expires_at)
    select rounds.id, 'team-member', md5($1 || rounds.id::text || k), now() - interval '1 day', now() + interval '29 days'
    from rounds cross join generate_series(1, $2::int) k
    returning id, round_id
  ), sub as (
    insert into rater_submissions (invite_id, relationship, submitted_at)
    select inv.id, 'team-member', now() from inv
    returning id, invite_id
  )
  insert into rater_answers (submission_id, version_id, question_id, value)
  select sub.id, $3::uuid, r.question_id,
    case when abs(hashtext(sub.id::text || r.question_id::text || 'cj')) % 100 < 10 then null
    else greatest(1, least(5, coalesce(r.value, 3)
      + (abs(hashtext(sub.id::text || r.question_id::text)) % 3) - 1))::smallint end
  from sub
  join inv on inv.id = sub.invite_id
  join rounds on rounds.id = inv.round_id
  join responses r on r.session_id = rounds.result_id`;

/** Writes the population; answers nothing. */
export async function generateInstrumentPopulation(run: RunSql, p: InstrumentPopulation): Promise<void> {
  const questions = JSON.stringify(
    p.questions.map((q) => ({ id: q.id, na: q.notApplicableAllowed ?? false })),
  );
  const at = (p.completedAt ?? new Date()).toISOString();
  const sessions = (prefix: string, count: number, completed: boolean) =>
    run(SESSIONS, [prefix, p.assessmentId, p.versionId, count, at, questions, completed]);
  if (p.completed > 0) await sessions(p.prefix, p.completed, true);
  if ((p.abandoned ?? 0) > 0) await sessions(`${p.prefix}-left`, p.abandoned ?? 0, false);
  const rounds = Math.min(p.raterRounds ?? 0, p.completed);
  if (rounds > 0) {
    for (const statement of ROUNDS) await run(statement, [p.prefix, rounds, p.versionId]);
    await run(RATERS, [p.prefix, p.ratersPerRound ?? 4, p.versionId]);
  }
}
