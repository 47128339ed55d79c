import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLIER_STATEMENTS } from '../../../content/earlier-statements';
import { legalPages } from '../../../content/legal';
import {
  defaultQuestionKey,
  OBSERVER_STATEMENTS,
  observerWordingForSeededText,
} from '../../../content/observer-statements';
import { questionnaireV1 } from '../../../content/questionnaire';
import { runMigrations } from '../../db/migrate';
import { chapters, questions } from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestDatabase, type TestDatabase } from '../../test-support/database';
import { openPreviousSchemaDatabase, type PreviousSchemaDatabase } from '../../test-support/previous-schema';

// Observer wording for statements seeded before it existed: the migration adds it to the (published,
// frozen) questionnaire and changes nothing else; a fresh install gets it from the seed. An old database
// holds the statements as first seeded (before some were reworded to rate one behaviour each).

type Row = Record<string, unknown>;
const EDITED = { chapterKey: 'self-awareness', position: 2 };

describe('the migration on a database seeded before observer wording', () => {
  let old: PreviousSchemaDatabase;
  let before: Row[];

  beforeAll(async () => {
    old = await openPreviousSchemaDatabase();
    const [assessment] = await old.sql<{ id: string }>(
      `insert into assessments (key, title) values ($1, $2) returning id`,
      [questionnaireV1.assessment.key, questionnaireV1.assessment.title],
    );
    for (const chapter of questionnaireV1.chapters) {
      const [row] = await old.sql<{ id: string }>(
        `insert into chapters (assessment_id, content_key, area, position, title) values ($1, $2, $3, $4, $5) returning id`,
        [assessment?.id, chapter.key, chapter.area, chapter.position, chapter.title],
      );
      for (const question of chapter.questions) {
        const edited = chapter.key === EDITED.chapterKey && question.position === EDITED.position;
        await old.sql(
          `insert into questions (chapter_id, position, text, left_label, right_label, insight_low, insight_medium, insight_high)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            row?.id,
            question.position,
            edited
              ? 'I ask for feedback on how I lead.'
              : (EARLIER_STATEMENTS[defaultQuestionKey(chapter.key, question.position)]?.text ??
                question.text),
            question.leftLabel,
            question.rightLabel,
            question.insightLow,
            question.insightMedium,
            question.insightHigh,
          ],
        );
      }
    }
    before = await old.sql(`select * from questions order by id`);
    await runMigrations(old);
  }, 240_000);
  afterAll(async () => old?.drop());

  it('fills observer_text of the published version from the content, where the statement is the default', async () => {
    const rows = await old.sql<{
      key: string;
      position: number;
      text: string;
      observer_text: string | null;
      status: string;
    }>(
      `select c.content_key as key, q.position, q.text, q.observer_text, v.status
       from questions q join chapters c on c.version_id = q.version_id and c.id = q.chapter_id
       join questionnaire_versions v on v.id = q.version_id`,
    );
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      expect(row.status).toBe('published');
      const edited = row.key === EDITED.chapterKey && row.position === EDITED.position;
      const expected = observerWordingForSeededText(row.key, row.position, row.text)?.text;
      expect(row.observer_text, `${row.key}/${row.position}`).toBe(edited ? null : expected);
      if (!edited) expect(expected).toBeDefined();
    }
    // the statements reworded since carry the wording written for their first text
    const reworded = rows.filter((row) => EARLIER_STATEMENTS[defaultQuestionKey(row.key, row.position)]);
    expect(reworded.length).toBeGreaterThan(0);
    for (const row of reworded)
      expect(row.observer_text).not.toBe(
        OBSERVER_STATEMENTS[defaultQuestionKey(row.key, row.position)]?.text,
      );
  });

  it('changes no other column of any question', async () => {
    const after = await old.sql<Row>(`select * from questions order by id`);
    const without = (row: Row) => {
      const {
        observer_text: _o,
        version_id: _v,
        observer_left_label,
        observer_right_label,
        not_applicable_allowed,
        rater_relationships,
        ...rest
      } = row;
      // the raters' own scale labels (a later migration) stay empty: the default wording's are used
      expect([observer_left_label, observer_right_label]).toEqual([null, null]);
      // a later migration: no statement allows 'Doesn't apply to me yet', every rater is asked
      expect([not_applicable_allowed, rater_relationships]).toEqual([false, null]);
      return rest;
    };
    expect(after.map(without)).toEqual(before);
  });

  it('leaves the published version frozen again', async () => {
    await expect(
      old.sql(`update questions set observer_text = 'changed' where position = 1`),
    ).rejects.toThrow(/published and cannot change/);
  });
});

describe('a new install', () => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    fresh = await openTestDatabase();
    await seedDefaultContent(fresh, questionnaireV1, legalPages);
  }, 240_000);
  afterAll(async () => fresh?.drop());

  it('seeds every default statement with its observer wording', async () => {
    const rows = await fresh.db
      .select({
        key: chapters.contentKey,
        position: questions.position,
        observerText: questions.observerText,
      })
      .from(questions)
      .innerJoin(chapters, eq(chapters.id, questions.chapterId));
    expect(rows).toHaveLength(40);
    for (const row of rows)
      expect(row.observerText).toBe(
        OBSERVER_STATEMENTS[defaultQuestionKey(row.key ?? '', row.position)]?.text,
      );
  });
});
