import { FUNDRAISING_STAGES, TEAM_SIZES } from '../../../domain/profile-rules';

/**
 * Generated completed assessments for the benchmark tests and the bench: accounts with profiles (or
 * anonymous visitors), completed sessions, results and benchmark entries, written by a few set-based
 * statements (thousands in well under a second, 100,000 in seconds) instead of one API call each.
 * Never used by the product itself.
 */
export type Population = {
  /** makes ids and e-mails unique: one prefix per call */
  prefix: string;
  count: number;
  assessmentId: string;
  versionId: string;
  chapters: ReadonlyArray<{ id: string; area: 'inner' | 'outer' }>;
  /** anonymous visitors (no account) instead of accounts */
  anonymous?: boolean;
  /** the profile's stage / team size; '*' spreads them over all values; null leaves it unset */
  stage?: string | null;
  teamSize?: string | null;
  role?: 'user' | 'admin';
  excluded?: boolean;
  /** the careless-answer reason stored with each entry */
  careless?: string | null;
  /** every chapter average this score; otherwise a pseudo-random score per chapter (1.01 to 5.00) */
  score?: number | null;
  completedAt?: Date;
};

export type RunSql = (text: string, params: unknown[]) => Promise<unknown>;

const USERS = `
  insert into "user" (id, name, email, email_verified, role)
  select $1 || '-' || i, 'Generated ' || i, $1 || '-' || i || '@example.com', true, $3
  from generate_series(1, $2::int) i`;

const PROFILES = `
  insert into profiles (user_id, email, full_name, role, excluded_from_benchmarks, fundraising_stage, team_size)
  select $1 || '-' || i, $1 || '-' || i || '@example.com', 'Generated ' || i, $3, $4::boolean,
    case when $5::text = '*' then ($7::text[])[1 + i % array_length($7::text[], 1)] else $5::text end,
    case when $6::text = '*' then ($8::text[])[1 + (i / 5) % array_length($8::text[], 1)] else $6::text end
  from generate_series(1, $2::int) i`;

const ASSESSMENTS = `
  with s as (
    insert into assessment_sessions
      (assessment_id, version_id, user_id, visitor_id, status, secret_hash, started_at, completed_at)
    select $2::uuid, $3::uuid, case when $5::boolean then null else $1 || '-' || i end, $1 || '-visitor-' || i,
      'completed', 'generated', $6::timestamptz - interval '30 minutes', $6::timestamptz - i * interval '1 second'
    from generate_series(1, $4::int) i
    returning id, user_id, visitor_id, completed_at
  ), ch as (
    select s.id, c.id as chapter_id, c.area,
      coalesce($8::float8,
        round((1.01 + (abs(hashtext(s.id::text || c.id)) % 400) / 100.0)::numeric, 2)::float8) as average
    from s cross join jsonb_to_recordset($7::text::jsonb) as c(id text, area text)
  ), scored as (
    select id, jsonb_object_agg(chapter_id, average) as chapter_averages,
      round(avg(average)::numeric, 2)::float8 as overall,
      round((avg(average) filter (where area = 'inner'))::numeric, 2)::float8 as inner_score,
      round((avg(average) filter (where area = 'outer'))::numeric, 2)::float8 as outer_score
    from ch group by id
  ), r as (
    insert into results (session_id, version_id, overall, inner_average, outer_average, chapter_averages)
    select id, $3::uuid, overall, inner_score, outer_score, chapter_averages from scored
    returning session_id
  )
  insert into benchmark_entries
    (session_id, version_id, person_key, user_id, careless, completed_at, overall, "inner", "outer", chapter_averages)
  select s.id, $3::uuid, case when s.user_id is null then 'v:' || s.visitor_id else 'u:' || s.user_id end,
    s.user_id, $9::text, s.completed_at, x.overall, x.inner_score, x.outer_score, x.chapter_averages
  from s join scored x on x.id = s.id`;

/** Writes `p.count` completed assessments (and their accounts); answers nothing. */
export async function generatePopulation(run: RunSql, p: Population): Promise<void> {
  const anonymous = p.anonymous ?? false;
  const role = p.role ?? 'user';
  if (!anonymous) {
    await run(USERS, [p.prefix, p.count, role]);
    await run(PROFILES, [
      p.prefix,
      p.count,
      role,
      p.excluded ?? false,
      p.stage ?? null,
      p.teamSize ?? null,
      [...FUNDRAISING_STAGES],
      [...TEAM_SIZES],
    ]);
  }
  await run(ASSESSMENTS, [
    p.prefix,
    p.assessmentId,
    p.versionId,
    p.count,
    anonymous,
    (p.completedAt ?? new Date()).toISOString(),
    JSON.stringify(p.chapters.map((c) => ({ id: c.id, area: c.area }))),
    p.score ?? null,
    p.careless ?? null,
  ]);
}
