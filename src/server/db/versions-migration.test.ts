import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPreviousSchemaDatabase,
  type PlainSql,
  PREVIOUS_RELEASE_MIGRATIONS,
  type PreviousSchemaDatabase,
} from '../test-support/previous-schema';
import { runMigrations } from './migrate';

// Upgrading a database the previous release left behind: the questionnaire becomes version 1 and no
// row, answer or result is lost or altered on the way.

type Row = Record<string, unknown>;

const at = (iso: string) => new Date(iso);
const uuid = (group: number, n: number) =>
  `${String(group).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

const FOUNDER_AUDIT = uuid(1, 1);
const TEAM_AUDIT = uuid(1, 2);
const [C1, C2, C3, C4] = [1, 2, 3, 4].map((n) => uuid(2, n)) as [string, string, string, string];
const [Q1, Q2, Q3, Q4, Q5, Q6, Q7] = [1, 2, 3, 4, 5, 6, 7].map((n) => uuid(3, n)) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const IN_PROGRESS = uuid(4, 1);
const COMPLETED_FRED = uuid(4, 2);
const COMPLETED_GRETA = uuid(4, 3);
const ANONYMOUS = uuid(4, 4);
const ANONYMOUS_TEAM = uuid(4, 5);

/** The previous release's data, column by column, as it wrote it. */
const previous = {
  user: [
    {
      id: 'user-ada',
      name: 'Ada Admin',
      email: 'ada@uplift.example',
      email_verified: true,
      image: null,
      created_at: at('2024-12-01T08:00:00.000Z'),
      updated_at: at('2025-01-05T08:00:00.000Z'),
      role: 'admin',
      banned: false,
      ban_reason: null,
      ban_expires: null,
    },
    {
      id: 'user-fred',
      name: 'Fred Founder',
      email: 'fred@startup.example',
      email_verified: true,
      image: 'https://cdn.example/fred.png',
      created_at: at('2025-02-01T10:00:00.000Z'),
      updated_at: at('2025-02-01T10:00:00.000Z'),
      role: 'user',
      banned: false,
      ban_reason: null,
      ban_expires: null,
    },
    {
      id: 'user-greta',
      name: 'Greta Grün',
      email: 'greta@scaleup.example',
      email_verified: false,
      image: null,
      created_at: at('2025-02-11T17:30:00.000Z'),
      updated_at: at('2025-02-12T09:00:00.000Z'),
      role: null,
      banned: null,
      ban_reason: null,
      ban_expires: null,
    },
  ],
  account: [
    {
      id: 'account-ada',
      account_id: 'user-ada',
      provider_id: 'credential',
      user_id: 'user-ada',
      password: 'scrypt$16384$8$1$salt$hash',
      created_at: at('2024-12-01T08:00:00.000Z'),
      updated_at: at('2024-12-01T08:00:00.000Z'),
    },
  ],
  profiles: [
    {
      user_id: 'user-fred',
      email: 'fred@startup.example',
      full_name: 'Fred Founder',
      linkedin_url: 'https://www.linkedin.com/in/fred',
      company_url: 'https://startup.example',
      team_size: '11-50',
      job_role: 'CEO',
      fundraising_stage: 'seed',
      profile_completed: true,
      role: 'user',
      created_at: at('2025-02-01T10:05:00.000Z'),
      updated_at: at('2025-02-01T10:06:00.000Z'),
    },
  ],
  assessments: [
    {
      id: FOUNDER_AUDIT,
      key: 'founder-audit',
      title: 'Founder Audit',
      is_active: true,
      created_at: at('2025-01-10T09:00:00.000Z'),
    },
    {
      id: TEAM_AUDIT,
      key: 'team-audit',
      title: 'Team Audit',
      is_active: false,
      created_at: at('2025-01-12T09:30:00.000Z'),
    },
  ],
  chapters: [
    {
      id: C1,
      assessment_id: FOUNDER_AUDIT,
      content_key: 'self-awareness',
      area: 'inner',
      position: 1,
      title: 'Self-awareness',
      description: 'How well you know yourself.',
      intro_title: 'Know yourself',
      intro_subtitle: 'Chapter 01',
      intro_description: 'Questions about your strengths and moods.',
      intro_quote: null,
      icon_url: '/icons/self-awareness.svg',
      outro_enabled: true,
      outro_title: 'Well done',
      outro_description: 'On to resilience.',
      created_at: at('2025-01-10T09:00:00.000Z'),
      updated_at: at('2025-03-02T14:20:00.000Z'),
    },
    {
      id: C2,
      assessment_id: FOUNDER_AUDIT,
      content_key: null,
      area: 'inner',
      position: 2,
      title: 'Resilience',
      description: null,
      intro_title: null,
      intro_subtitle: 'Chapter 02',
      intro_description: null,
      intro_quote: '“Fall seven times, stand up eight.” — proverb',
      icon_url: null,
      outro_enabled: false,
      outro_title: null,
      outro_description: null,
      created_at: at('2025-02-20T11:00:00.000Z'),
      updated_at: at('2025-02-20T11:00:00.000Z'),
    },
    {
      id: C3,
      assessment_id: FOUNDER_AUDIT,
      content_key: 'execution',
      area: 'outer',
      position: 3,
      title: 'Execution',
      description: 'Getting things done.',
      intro_title: 'Ship it',
      intro_subtitle: 'Chapter 03',
      intro_description: 'How you turn plans into results.',
      intro_quote: null,
      icon_url: '/icons/execution.svg',
      outro_enabled: true,
      outro_title: 'Last one done',
      outro_description: 'Your result is ready.',
      created_at: at('2025-01-10T09:00:00.000Z'),
      updated_at: at('2025-01-10T09:00:00.000Z'),
    },
    {
      id: C4,
      assessment_id: TEAM_AUDIT,
      content_key: 'team-rhythm',
      area: 'outer',
      position: 1,
      title: 'Team rhythm',
      description: null,
      intro_title: null,
      intro_subtitle: null,
      intro_description: null,
      intro_quote: null,
      icon_url: null,
      outro_enabled: false,
      outro_title: null,
      outro_description: null,
      created_at: at('2025-01-12T09:30:00.000Z'),
      updated_at: at('2025-01-12T09:30:00.000Z'),
    },
  ],
  questions: [
    question(Q1, C1, 1, 'I know my strengths', '2025-01-10T09:00:00.000Z'),
    question(Q2, C1, 2, 'I notice my moods before they steer me', '2025-03-02T14:20:00.000Z'),
    question(Q3, C2, 1, 'I recover quickly from setbacks', '2025-02-20T11:00:00.000Z'),
    {
      // an admin-made question without labels or insights yet
      id: Q4,
      chapter_id: C2,
      position: 2,
      text: 'I ask for help when I need it',
      left_label: null,
      right_label: null,
      insight_low: null,
      insight_medium: null,
      insight_high: null,
      created_at: at('2025-02-20T11:05:00.000Z'),
      updated_at: at('2025-02-20T11:05:00.000Z'),
    },
    question(Q5, C3, 1, 'I ship something every week', '2025-01-10T09:00:00.000Z'),
    question(Q6, C3, 2, 'I keep the promises I make to my team', '2025-01-10T09:00:00.000Z'),
    question(Q7, C4, 1, 'Our weekly meeting ends with owners', '2025-01-12T09:30:00.000Z'),
  ],
  page_content: [
    legal(uuid(5, 1), 'terms', 'Terms of use\n\n1. You own your answers.'),
    legal(uuid(5, 2), 'privacy_policy', 'We keep your answers until you delete them.'),
    legal(uuid(5, 3), 'cookies', 'One session cookie.\nNo tracking.'),
    custom(uuid(5, 4), 'core_strength', 'description', C1, 'You read yourself like a map.', 'user-ada'),
    custom(uuid(5, 5), 'core_strength', 'zone_of_genius', C1, 'Calm self-knowledge under pressure.', null),
    custom(uuid(5, 6), 'uplift_potential', 'energy_drains', C3, 'Unfinished work piles up.', 'user-ada'),
    custom(uuid(5, 7), 'uplift_potential', 'improvement_path', C3, 'Ship smaller\nShip weekly', 'user-ada'),
  ],
  assessment_sessions: [
    session(
      IN_PROGRESS,
      FOUNDER_AUDIT,
      'user-fred',
      'visitor-fred',
      'in_progress',
      '2025-03-10T08:00:00.000Z',
      {
        email: 'fred@startup.example',
        updated_at: at('2025-03-10T08:04:00.000Z'),
      },
    ),
    session(
      COMPLETED_FRED,
      FOUNDER_AUDIT,
      'user-fred',
      'visitor-fred',
      'completed',
      '2025-02-01T09:40:00.000Z',
      {
        email: 'fred@startup.example',
        updated_at: at('2025-02-01T09:52:00.000Z'),
        completed_at: at('2025-02-01T09:52:00.000Z'),
        claimed_at: at('2025-02-01T10:00:30.000Z'),
      },
    ),
    session(
      COMPLETED_GRETA,
      FOUNDER_AUDIT,
      'user-greta',
      'visitor-greta',
      'completed',
      '2025-02-11T17:00:00.000Z',
      {
        email: 'greta@scaleup.example',
        updated_at: at('2025-02-11T17:14:00.000Z'),
        completed_at: at('2025-02-11T17:14:00.000Z'),
        claimed_at: at('2025-02-11T17:30:00.000Z'),
      },
    ),
    session(ANONYMOUS, FOUNDER_AUDIT, null, 'visitor-anon', 'in_progress', '2025-03-11T21:00:00.000Z', {
      updated_at: at('2025-03-11T21:01:00.000Z'),
    }),
    session(ANONYMOUS_TEAM, TEAM_AUDIT, null, 'visitor-team', 'completed', '2025-01-20T12:00:00.000Z', {
      updated_at: at('2025-01-20T12:02:00.000Z'),
      completed_at: at('2025-01-20T12:02:00.000Z'),
    }),
  ],
  responses: [
    ...answers(IN_PROGRESS, '2025-03-10T08:01:00.000Z', [Q1, 4], [Q2, 2], [Q3, 5]),
    ...answers(
      COMPLETED_FRED,
      '2025-02-01T09:45:00.000Z',
      [Q1, 4],
      [Q2, 5],
      [Q3, 3],
      [Q4, 4],
      [Q5, 2],
      [Q6, 3],
    ),
    ...answers(
      COMPLETED_GRETA,
      '2025-02-11T17:05:00.000Z',
      [Q1, 2],
      [Q2, 3],
      [Q3, 5],
      [Q4, 4],
      [Q5, 4],
      [Q6, 5],
    ),
    ...answers(ANONYMOUS, '2025-03-11T21:00:30.000Z', [Q1, 3]),
    ...answers(ANONYMOUS_TEAM, '2025-01-20T12:01:00.000Z', [Q7, 5]),
  ],
  results: [
    {
      session_id: COMPLETED_FRED,
      overall: 3.5,
      inner_average: 4,
      outer_average: 2.5,
      chapter_averages: { [C1]: 4.5, [C2]: 3.5, [C3]: 2.5 },
      overall_insight: 'Strong inner foundation; execution is where your next step lies.',
      created_at: at('2025-02-01T09:52:00.000Z'),
    },
    {
      // given before results had an insight: it stays without one
      session_id: COMPLETED_GRETA,
      overall: 3.83,
      inner_average: 3.5,
      outer_average: 4.5,
      chapter_averages: { [C1]: 2.5, [C2]: 4.5, [C3]: 4.5 },
      overall_insight: null,
      created_at: at('2025-02-11T17:14:00.000Z'),
    },
    {
      session_id: ANONYMOUS_TEAM,
      overall: 5,
      inner_average: null,
      outer_average: 5,
      chapter_averages: { [C4]: 5 },
      overall_insight: 'Your team keeps a clear rhythm.',
      created_at: at('2025-01-20T12:02:00.000Z'),
    },
  ],
} satisfies Record<string, Row[]>;

function question(id: string, chapterId: string, position: number, text: string, when: string) {
  return {
    id,
    chapter_id: chapterId,
    position,
    text,
    left_label: 'Rarely',
    right_label: 'Always',
    insight_low: `${text}: rarely yet.`,
    insight_medium: `${text}: sometimes.`,
    insight_high: `${text}: a real strength.`,
    created_at: at(when),
    updated_at: at(when),
  };
}

function legal(id: string, pageType: string, content: string) {
  return {
    id,
    page_type: pageType,
    section_type: 'main_content',
    chapter_id: null as string | null,
    content,
    updated_by: 'user-ada' as string | null,
    created_at: at('2025-01-10T09:00:00.000Z'),
    updated_at: at('2025-02-14T16:00:00.000Z'),
  };
}

function custom(
  id: string,
  pageType: string,
  sectionType: string,
  chapterId: string,
  content: string,
  by: string | null,
) {
  return {
    id,
    page_type: pageType,
    section_type: sectionType,
    chapter_id: chapterId as string | null,
    content,
    updated_by: by,
    created_at: at('2025-02-15T10:00:00.000Z'),
    updated_at: at('2025-03-01T10:30:00.000Z'),
  };
}

function session(
  id: string,
  assessmentId: string,
  userId: string | null,
  visitorId: string,
  status: string,
  startedAt: string,
  rest: Row,
): Row {
  return {
    id,
    assessment_id: assessmentId,
    user_id: userId,
    visitor_id: visitorId,
    email: null,
    status,
    secret_hash: `sha256-of-${id}`,
    started_at: at(startedAt),
    completed_at: null,
    claimed_at: null,
    ...rest,
  };
}

function answers(sessionId: string, when: string, ...values: [string, number][]) {
  return values.map(([questionId, value]) => ({
    session_id: sessionId,
    question_id: questionId,
    value,
    created_at: at(when),
    updated_at: at(when),
  }));
}

/** Inserts rows as the previous release stored them; jsonb goes in as its JSON text. */
async function insert(sql: PlainSql, table: string, rows: Row[]) {
  for (const row of rows) {
    const columns = Object.keys(row);
    const values = Object.values(row);
    const placeholders = values.map((v, i) =>
      v !== null && typeof v === 'object' && !(v instanceof Date) ? `$${i + 1}::text::jsonb` : `$${i + 1}`,
    );
    await sql(
      `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${placeholders.join(', ')})`,
      values.map((v) =>
        v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v,
      ),
    );
  }
}

const sortKey = (row: Row, keys: string[]) => JSON.stringify(keys.map((k) => row[k]));
const sorted = <T extends Row>(rows: T[], keys: string[]) =>
  [...rows].sort((a, b) => sortKey(a, keys).localeCompare(sortKey(b, keys)));
const pick = (row: Row, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

/** Every column of every table, by table. */
async function columnsByTable(sql: PlainSql): Promise<Map<string, string[]>> {
  const rows = await sql<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const r of rows) byTable.set(r.table_name, [...(byTable.get(r.table_name) ?? []), r.column_name]);
  return byTable;
}

/** A table's rows as jsonb text (exact: microseconds, float digits), without the named columns. */
async function tableRows(sql: PlainSql, table: string, without: string[] = []): Promise<string[]> {
  const minus = without.length ? ` - array[${without.map((c) => `'${c}'`).join(', ')}]::text[]` : '';
  const rows = await sql<{ row: string }>(`select (to_jsonb(t)${minus})::text as row from "${table}" t`);
  return rows.map((r) => r.row).sort();
}

async function migrationLog(sql: PlainSql) {
  return sql<{ hash: string; created_at: string }>(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id',
  );
}

/** The columns the upgrade adds; every other column of the previous release stays as it was. */
const ADDED_COLUMNS: Record<string, string[]> = {
  chapters: ['version_id'],
  // observer_text: the rater-feedback migration after it (filled only for the default statements);
  // the raters' scale labels: a later migration, empty after the upgrade; who may answer 'Doesn't apply
  // to me yet' and which raters are asked: a later one, no one and everyone after the upgrade
  questions: [
    'version_id',
    'observer_text',
    'observer_left_label',
    'observer_right_label',
    'not_applicable_allowed',
    'rater_relationships',
  ],
  assessment_sessions: ['version_id'],
  responses: ['version_id'],
  results: ['version_id', 'snapshot'],
  // the benchmarks' test-account mark (a later migration), false for everyone after the upgrade
  profiles: ['excluded_from_benchmarks'],
};

const FROZEN = { code: 'UQ001' };

describe('upgrading a database of the previous release to questionnaire versions', () => {
  let database: PreviousSchemaDatabase;
  let sql: PlainSql;
  let columnsBefore: Map<string, string[]>;
  const rowsBefore = new Map<string, string[]>();
  let logBefore: { hash: string; created_at: string }[];
  /** assessment id → id of its version 1 */
  const versionOf = new Map<string, string>();

  beforeAll(async () => {
    database = await openPreviousSchemaDatabase();
    sql = database.sql;
    for (const [table, rows] of Object.entries(previous)) await insert(sql, table, rows);

    columnsBefore = await columnsByTable(sql);
    for (const table of columnsBefore.keys()) rowsBefore.set(table, await tableRows(sql, table));
    logBefore = await migrationLog(sql);

    await runMigrations(database);

    for (const v of await sql<{ id: string; assessment_id: string }>(
      'select id, assessment_id from questionnaire_versions',
    ))
      versionOf.set(v.assessment_id, v.id);
  });
  afterAll(async () => database?.drop());

  it('started from the previous release: its two migrations, no versions yet', () => {
    const journal = JSON.parse(readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    expect(logBefore.map((m) => m.created_at)).toEqual(
      journal.entries.slice(0, PREVIOUS_RELEASE_MIGRATIONS.length).map((e) => String(e.when)),
    );
    expect(columnsBefore.has('questionnaire_versions')).toBe(false);
    expect(columnsBefore.get('chapters')).not.toContain('version_id');
    expect(columnsBefore.get('results')).toContain('overall_insight');
  });

  it('applies only the new migrations: the recorded ones are skipped and kept', async () => {
    const journal = JSON.parse(readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const log = await migrationLog(sql);
    expect(log.slice(0, logBefore.length)).toEqual(logBefore);
    expect(log.map((m) => m.created_at)).toEqual(journal.entries.map((e) => String(e.when)));
    // a second start changes nothing
    await runMigrations(database);
    expect(await migrationLog(sql)).toEqual(log);
  });

  it('makes the questionnaire of each assessment its version 1, published', async () => {
    const versions = await sql(
      `select assessment_id, number, status, based_on_id, revision, created_by, created_at, published_at, published_by
       from questionnaire_versions`,
    );
    expect(sorted(versions, ['assessment_id'])).toEqual(
      sorted(previous.assessments, ['id']).map((a) => ({
        assessment_id: a.id,
        number: 1,
        status: 'published',
        based_on_id: null,
        revision: 0,
        created_by: null,
        created_at: a.created_at,
        published_at: expect.any(Date),
        published_by: null,
      })),
    );
  });

  it('attaches every chapter, question, session, answer and result to its assessment version', async () => {
    const assessmentOfChapter = new Map(previous.chapters.map((c) => [c.id, c.assessment_id]));
    const sessionsById = new Map(previous.assessment_sessions.map((s) => [s.id as string, s]));
    const versionOfSession = (id: unknown) =>
      versionOf.get(sessionsById.get(id as string)?.assessment_id as string);

    const chapters = await sql<Row>('select id, version_id from chapters');
    expect(sorted(chapters, ['id'])).toEqual(
      sorted(previous.chapters, ['id']).map((c) => ({
        id: c.id,
        version_id: versionOf.get(c.assessment_id),
      })),
    );
    const questions = await sql<Row>('select id, version_id from questions');
    expect(sorted(questions, ['id'])).toEqual(
      sorted(previous.questions, ['id']).map((q) => ({
        id: q.id,
        version_id: versionOf.get(assessmentOfChapter.get(q.chapter_id) as string),
      })),
    );
    const sessions = await sql<Row>('select id, version_id from assessment_sessions');
    expect(sorted(sessions, ['id'])).toEqual(
      sorted(previous.assessment_sessions, ['id']).map((s) => ({
        id: s.id,
        version_id: versionOfSession(s.id),
      })),
    );
    const responses = await sql<Row>('select session_id, question_id, version_id from responses');
    expect(sorted(responses, ['session_id', 'question_id'])).toEqual(
      sorted(previous.responses, ['session_id', 'question_id']).map((r) => ({
        session_id: r.session_id,
        question_id: r.question_id,
        version_id: versionOfSession(r.session_id),
      })),
    );
    const results = await sql<Row>('select session_id, version_id, snapshot from results');
    expect(sorted(results, ['session_id'])).toEqual(
      sorted(previous.results, ['session_id']).map((r) => ({
        session_id: r.session_id,
        version_id: versionOfSession(r.session_id),
        snapshot: null,
      })),
    );
  });

  it('keeps every value that was inserted', async () => {
    const keys: Record<string, string[]> = {
      user: ['id'],
      account: ['id'],
      profiles: ['user_id'],
      assessments: ['id'],
      chapters: ['id'],
      questions: ['id'],
      assessment_sessions: ['id'],
      responses: ['session_id', 'question_id'],
      results: ['session_id'],
    };
    for (const [table, key] of Object.entries(keys)) {
      const inserted = previous[table as keyof typeof previous] as Row[];
      const columns = Object.keys(inserted[0] ?? {});
      const stored = (await sql<Row>(`select * from "${table}"`)).map((r) => pick(r, columns));
      expect({ table, rows: sorted(stored, key) }).toEqual({ table, rows: sorted(inserted, key) });
    }
    const legalPages = previous.page_content.filter((p) => p.chapter_id === null);
    const pages = (await sql<Row>('select * from page_content')).map((r) =>
      pick(r, Object.keys(legalPages[0] ?? {})),
    );
    expect(sorted(pages, ['id'])).toEqual(sorted(legalPages, ['id']));
  });

  it('leaves every row of every table of the previous release exactly as it was', async () => {
    const columnsAfter = await columnsByTable(sql);
    expect([...columnsAfter.keys()].sort()).toEqual(
      [
        ...columnsBefore.keys(),
        'questionnaire_versions',
        'chapter_contents',
        // rater feedback (a later migration), empty after the upgrade
        'feedback_rounds',
        'feedback_invites',
        'rater_submissions',
        'rater_answers',
        // plans, share links, benchmarks and the job queue (a later migration), empty after the upgrade
        'plans',
        'plan_actions',
        'share_links',
        'benchmark_entries',
        'benchmark_distributions',
        'jobs',
        // the instrument's quality figures per version (a later migration), empty after the upgrade
        'instrument_reports',
      ].sort(),
    );
    for (const [table, before] of columnsBefore) {
      const after = columnsAfter.get(table) ?? [];
      const added = after.filter((c) => !before.includes(c));
      expect({ table, kept: before.filter((c) => after.includes(c)), added }).toEqual({
        table,
        kept: before,
        added: ADDED_COLUMNS[table] ?? [],
      });
      const expected =
        table === 'page_content'
          ? (rowsBefore.get(table) ?? []).filter((r) => (JSON.parse(r) as Row).chapter_id === null)
          : rowsBefore.get(table);
      expect({ table, rows: await tableRows(sql, table, added) }).toEqual({ table, rows: expected });
    }
    expect(rowsBefore.get('responses')).toHaveLength(previous.responses.length);
    expect(rowsBefore.get('page_content')).toHaveLength(previous.page_content.length);
  });

  it('moves custom chapter content into chapter_contents of version 1 with the same texts', async () => {
    const moved = await sql<Row>('select * from chapter_contents');
    const chapterContent = previous.page_content.filter((p) => p.chapter_id !== null);
    expect(sorted(moved, ['chapter_id', 'page_type', 'section_type'])).toEqual(
      sorted(chapterContent, ['chapter_id', 'page_type', 'section_type']).map((p) => ({
        version_id: versionOf.get(FOUNDER_AUDIT),
        chapter_id: p.chapter_id,
        page_type: p.page_type,
        section_type: p.section_type,
        content: p.content,
        updated_by: p.updated_by,
        updated_at: p.updated_at,
      })),
    );
    const [left] = await sql<{ n: number }>(
      'select count(*)::int as n from page_content where chapter_id is not null',
    );
    expect(left?.n).toBe(0);
  });

  it('refuses to change a question of version 1', async () => {
    await expect(
      sql('update questions set text = $1 where id = $2', ['Edited behind the app', Q1]),
    ).rejects.toMatchObject(FROZEN);
    const [q] = await sql<Row>('select text from questions where id = $1', [Q1]);
    expect(q?.text).toBe('I know my strengths');
  });

  it('refuses to delete a chapter of version 1', async () => {
    await expect(sql('delete from chapters where id = $1', [C2])).rejects.toMatchObject(FROZEN);
    const [c] = await sql<{ n: number }>('select count(*)::int as n from questions where chapter_id = $1', [
      C2,
    ]);
    expect(c?.n).toBe(2);
    expect(await sql('select id from chapters where id = $1', [C2])).toHaveLength(1);
  });

  it('refuses to change the score of a given result', async () => {
    await expect(
      sql('update results set overall = $1 where session_id = $2', [4.9, COMPLETED_FRED]),
    ).rejects.toMatchObject(FROZEN);
    const [r] = await sql<Row>('select overall from results where session_id = $1', [COMPLETED_FRED]);
    expect(r?.overall).toBe(3.5);
  });

  it('lets an upgraded result get its snapshot and missing insight once, never a second time', async () => {
    const fill = (column: 'snapshot' | 'overall_insight', value: string) =>
      sql(
        `update results set ${column} = ${column === 'snapshot' ? '$1::text::jsonb' : '$1'} where session_id = $2`,
        [value, COMPLETED_GRETA],
      );
    await fill('snapshot', JSON.stringify({ overall: 3.83 }));
    await fill('overall_insight', 'Execution carries you.');
    await expect(fill('snapshot', JSON.stringify({ overall: 1 }))).rejects.toMatchObject(FROZEN);
    await expect(fill('overall_insight', 'Rewritten')).rejects.toMatchObject(FROZEN);
    const [r] = await sql<Row>(
      'select snapshot, overall_insight, overall from results where session_id = $1',
      [COMPLETED_GRETA],
    );
    expect(r).toEqual({
      snapshot: { overall: 3.83 },
      overall_insight: 'Execution carries you.',
      overall: 3.83,
    });
  });

  it('lets the in-progress session go on answering version 1', async () => {
    const version = versionOf.get(FOUNDER_AUDIT);
    await sql('insert into responses (session_id, version_id, question_id, value) values ($1, $2, $3, $4)', [
      IN_PROGRESS,
      version,
      Q4,
      3,
    ]);
    await sql('update responses set value = 5 where session_id = $1 and question_id = $2', [IN_PROGRESS, Q1]);
    const rows = await sql<Row>('select question_id, value from responses where session_id = $1', [
      IN_PROGRESS,
    ]);
    expect(sorted(rows, ['question_id'])).toEqual([
      { question_id: Q1, value: 5 },
      { question_id: Q2, value: 2 },
      { question_id: Q3, value: 5 },
      { question_id: Q4, value: 3 },
    ]);
  });

  it('still deletes a session with its answers and result, as a user deleting it must', async () => {
    await sql('delete from assessment_sessions where id = $1', [COMPLETED_FRED]);
    expect(await sql('select 1 from responses where session_id = $1', [COMPLETED_FRED])).toEqual([]);
    expect(await sql('select 1 from results where session_id = $1', [COMPLETED_FRED])).toEqual([]);
    const [kept] = await sql<{ n: number }>(
      'select count(*)::int as n from responses where session_id = $1',
      [COMPLETED_GRETA],
    );
    expect(kept?.n).toBe(6);
    expect(await sql('select session_id from results where session_id = $1', [COMPLETED_GRETA])).toHaveLength(
      1,
    );
  });

  it('still deletes an account with its sessions, answers and result', async () => {
    await sql('delete from "user" where id = $1', ['user-greta']);
    expect(await sql('select 1 from assessment_sessions where user_id = $1', ['user-greta'])).toEqual([]);
    expect(await sql('select 1 from responses where session_id = $1', [COMPLETED_GRETA])).toEqual([]);
    expect(await sql('select 1 from results where session_id = $1', [COMPLETED_GRETA])).toEqual([]);
    const [questions] = await sql<{ n: number }>('select count(*)::int as n from questions');
    expect(questions?.n).toBe(previous.questions.length);
  });
});
