import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedQuestionnaireSchema } from '../../domain/questionnaire';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { sampleLegalPages, sampleQuestionnaire } from '../test-support/sample-questionnaire';
import { assessments, chapters, pageContent, questionnaireVersions, questions } from './schema';
import { seedDefaultContent } from './seed';

/** What the database answers to a write into a published version (its triggers' SQLSTATE). */
const FROZEN = { cause: expect.objectContaining({ code: 'UQ001' }) };

describe('seeding the default content', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.drop());

  it('the sample is a valid questionnaire', () => {
    expect(seedQuestionnaireSchema.parse(sampleQuestionnaire)).toBeTruthy();
  });

  it('installs chapters, questions and legal pages on an empty database', async () => {
    const first = await seedDefaultContent(database, sampleQuestionnaire, sampleLegalPages);
    expect(first.seededAssessment).toBe(true);
    const rows = await database.db.select().from(chapters).orderBy(chapters.position);
    expect(rows.map((c) => [c.position, c.area, c.title, c.contentKey])).toEqual([
      [1, 'inner', 'Self-awareness', 'sample-inner'],
      [2, 'outer', 'Execution', 'sample-outer'],
    ]);
    expect(await database.db.$count(questions)).toBe(5);
    expect(await database.db.$count(pageContent)).toBe(3);
  });

  it('installs them as version 1, published, whose rows the database refuses to change', async () => {
    const versions = await database.db.select().from(questionnaireVersions);
    expect(versions.map((v) => [v.number, v.status])).toEqual([[1, 'published']]);
    const [chapter] = await database.db.select().from(chapters).where(eq(chapters.position, 1));
    await expect(
      database.db
        .update(chapters)
        .set({ title: 'Edited behind the app' })
        .where(eq(chapters.id, chapter?.id ?? '')),
    ).rejects.toMatchObject(FROZEN);
    await expect(database.db.delete(questions)).rejects.toMatchObject(FROZEN);
    await expect(database.db.update(questionnaireVersions).set({ status: 'draft' })).rejects.toMatchObject(
      FROZEN,
    );
    expect(await database.db.$count(questions)).toBe(5);
  });

  it('is idempotent and never overwrites what an admin edited', async () => {
    await database.db
      .update(pageContent)
      .set({ content: 'Operator terms' })
      .where(and(eq(pageContent.pageType, 'terms'), isNull(pageContent.chapterId)));

    const again = await seedDefaultContent(database, sampleQuestionnaire, sampleLegalPages);
    expect(again.seededAssessment).toBe(false);
    expect(await database.db.$count(assessments)).toBe(1);
    expect(await database.db.$count(questionnaireVersions)).toBe(1);
    expect(await database.db.$count(chapters)).toBe(2);
    expect(await database.db.$count(questions)).toBe(5);
    const [terms] = await database.db.select().from(pageContent).where(eq(pageContent.pageType, 'terms'));
    expect(terms?.content).toBe('Operator terms');
  });

  it('keeps page content unique per page, section and (null) chapter', async () => {
    await expect(
      database.db
        .insert(pageContent)
        .values({ pageType: 'terms', sectionType: 'main_content', chapterId: null, content: 'x' }),
    ).rejects.toThrow();
  });
});
