import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions, responses } from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestDatabase, type TestDatabase } from '../../test-support/database';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import { type AssessmentRepository, assessmentRepository } from './repository';
import { hashSecret } from './service';

let db: TestDatabase;
let repository: AssessmentRepository;
let questionIds: string[];
let version: { id: string; assessmentId: string };

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages);
  repository = assessmentRepository(db.db);
  const published = await repository.publishedVersion();
  if (!published) throw new Error('no published version');
  version = { id: published.id, assessmentId: published.assessment.id };
  questionIds = (await repository.versionContent(published.id)).questions.map((q) => q.id);
});
afterAll(async () => db.drop());

async function newSession(n: number) {
  const secretHash = hashSecret(`secret-${n}`);
  const { id } = await repository.createSession({
    assessmentId: version.assessmentId,
    versionId: version.id,
    visitorId: `visitor_batch_${n}`,
    secretHash,
  });
  return { id, secretHash };
}

const stored = (sessionId: string) =>
  db.db
    .select({ questionId: responses.questionId, value: responses.value })
    .from(responses)
    .where(eq(responses.sessionId, sessionId))
    .orderBy(asc(responses.questionId));

describe('answers sent at once share statements', () => {
  it('writes, counts and refuses each one as if it had been sent alone', async () => {
    // Far more writes at once than statements may run (4): most go several sessions to a statement.
    const open = await Promise.all(Array.from({ length: 12 }, (_, n) => newSession(n)));
    const [wrongSecret, foreignQuestion, completed] = await Promise.all([
      newSession(100),
      newSession(101),
      newSession(102),
    ]);
    if (!wrongSecret || !foreignQuestion || !completed) throw new Error('sessions not created');
    await db.db
      .update(assessmentSessions)
      .set({ status: 'completed' })
      .where(and(eq(assessmentSessions.id, completed.id)));
    const [q0, q1, q2] = questionIds as [string, string, string];

    const [perSession, refused] = await Promise.all([
      Promise.all(
        open.map((s, n) =>
          Promise.all([
            repository.saveAnswers(s.id, s.secretHash, { [q0]: 1 }),
            repository.saveAnswers(s.id, s.secretHash, { [q1]: ((n % 5) + 1) as 1 }),
            // the same question again: the later value wins, the count stays
            repository.saveAnswers(s.id, s.secretHash, { [q1]: 5, [q2]: 2 }),
          ]),
        ),
      ),
      Promise.all([
        repository.saveAnswers(wrongSecret.id, hashSecret('not the secret'), { [q0]: 3 }),
        repository.saveAnswers(foreignQuestion.id, foreignQuestion.secretHash, {
          [q0]: 3,
          [randomUUID()]: 3,
        }),
        repository.saveAnswers(completed.id, completed.secretHash, { [q0]: 3 }),
        repository.saveAnswers(randomUUID(), hashSecret('x'), { [q0]: 3 }),
      ]),
    ]);

    for (const [n, s] of open.entries()) {
      const outcomes = perSession[n];
      // one session's writes run one after the other, in the order sent
      expect(outcomes?.map((o) => o?.answeredCount)).toEqual([1, 2, 3]);
      expect(outcomes?.map((o) => o?.written)).toEqual([1, 1, 2]);
      expect(outcomes?.every((o) => o?.secretHash === s.secretHash && o.foreign === 0)).toBe(true);
      expect(await stored(s.id)).toEqual(
        [
          { questionId: q0, value: 1 },
          { questionId: q1, value: 5 },
          { questionId: q2, value: 2 },
        ].sort((a, b) => a.questionId.localeCompare(b.questionId)),
      );
    }
    const [wrong, foreign, done, unknown] = refused;
    expect(wrong).toMatchObject({ secretHash: wrongSecret.secretHash, written: 0 });
    expect(foreign).toMatchObject({ foreign: 1, written: 0 });
    expect(done).toMatchObject({ status: 'completed', written: 0 });
    expect(unknown).toBeNull();
    for (const s of [wrongSecret, foreignQuestion, completed]) expect(await stored(s.id)).toEqual([]);
  });
});
