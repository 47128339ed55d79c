import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaterView } from '../../../contract/feedback';
import type { RaterRelationship } from '../../../domain/feedback-rules';
import type { SeedQuestionnaire } from '../../../domain/questionnaire';
import { sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import { type FeedbackKit, openFeedbackKit } from './test-kit';

// The sample questionnaire, two of its statements judged only by some raters: 'I notice my moods'
// (inner 2) by co-founders, 'I ship every week' (outer 1) by co-founders and investors.
const [inner, outer] = sampleQuestionnaire.chapters as [
  SeedQuestionnaire['chapters'][number],
  SeedQuestionnaire['chapters'][number],
];
const judgedBy = (chapter: typeof inner, position: number, raterRelationships: RaterRelationship[]) => ({
  ...chapter,
  questions: chapter.questions.map((q) => (q.position === position ? { ...q, raterRelationships } : q)),
});
const withRelationships: SeedQuestionnaire = {
  ...sampleQuestionnaire,
  chapters: [judgedBy(inner, 2, ['co-founder']), judgedBy(outer, 1, ['investor-or-board', 'co-founder'])],
};

let kit: FeedbackKit;
beforeAll(async () => {
  kit = await openFeedbackKit(withRelationships);
}, 240_000);
afterAll(async () => kit?.t.close());

describe('statements some relationships cannot judge', () => {
  it('are asked only of the raters whose relationship can judge them', async () => {
    const sam = await kit.founder();
    const round = await kit.openRound(sam);
    const textsFor = async (relationship: RaterRelationship) => {
      const { token } = await kit.link(sam, round.id, relationship);
      const view = (await kit.raterBrowser().view(token)).json() as RaterView;
      return view.statements.map((statement) => statement.text);
    };
    // every sample statement but the last has observer wording (the kit's)
    expect(await textsFor('co-founder')).toEqual([
      'Sam (as seen by others): I know my strengths',
      'Sam (as seen by others): I notice my moods',
      'Sam (as seen by others): I ship every week',
      'Sam (as seen by others): I keep my promises',
    ]);
    expect(await textsFor('investor-or-board')).toEqual([
      'Sam (as seen by others): I know my strengths',
      'Sam (as seen by others): I ship every week',
      'Sam (as seen by others): I keep my promises',
    ]);
    for (const relationship of ['team-member', 'mentor-or-peer', 'other'] as const) {
      expect(await textsFor(relationship), relationship).toEqual([
        'Sam (as seen by others): I know my strengths',
        'Sam (as seen by others): I keep my promises',
      ]);
    }
  });

  it('refuses an answer to a statement the rater is not asked, and sends with the ones they are', async () => {
    const sam = await kit.founder('Sam Second');
    const round = await kit.openRound(sam);
    const { token } = await kit.link(sam, round.id, 'team-member');
    const rater = kit.raterBrowser();
    const moods = kit.questionnaire.questions.find((q) => q.text === 'I notice my moods')?.id as string;
    const refused = await rater.answer(token, moods, 4);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('unknown_question');
    await rater.rate(token, () => 4);
    expect((await rater.view(token)).json().hasAnswers).toBe(true);
  });
});
