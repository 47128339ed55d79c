import { describe, expect, it } from 'vitest';
import {
  addDays,
  clipToActionLength,
  compareFocusQuestions,
  isCalendarDay,
  PLAN_MESSAGES,
  planReminderKey,
  reminderDueAt,
  remindersToSchedule,
  type SuggestionSource,
  suggestPlanActions,
  validateActionText,
  validatePlan,
  validateTargetDate,
} from './plan-rules';

const today = '2026-11-26';

describe('plan validation', () => {
  it('takes one to three actions of 3..280 characters', () => {
    const ctx = { today, questionIds: new Set(['q1']) };
    expect(validatePlan([], ctx)).toBe(PLAN_MESSAGES.noActions);
    expect(validatePlan([{ text: 'abc' }], ctx)).toBeNull();
    expect(validatePlan(Array(4).fill({ text: 'abcd' }), ctx)).toBe(PLAN_MESSAGES.tooMany);
    expect(validateActionText('  a  b ')).toBeNull();
    expect(validateActionText(' ab ')).toBe(PLAN_MESSAGES.textTooShort);
    expect(validateActionText('x'.repeat(281))).toBe(PLAN_MESSAGES.textTooLong);
    expect(validateActionText('x'.repeat(280))).toBeNull();
  });

  it('accepts only questions of the result, each once', () => {
    const ctx = { today, questionIds: new Set(['q1']) };
    expect(validatePlan([{ text: 'abc', questionId: 'q2' }], ctx)).toBe(PLAN_MESSAGES.unknownQuestion);
    expect(
      validatePlan(
        [
          { text: 'abc', questionId: 'q1' },
          { text: 'def', questionId: 'q1' },
        ],
        ctx,
      ),
    ).toBe(PLAN_MESSAGES.duplicateQuestion);
  });

  it('takes a target date from yesterday (time zones) to a year ahead, or none', () => {
    expect(validateTargetDate(null, today)).toBeNull();
    expect(validateTargetDate('', today)).toBeNull();
    expect(validateTargetDate('2026-11-25', today)).toBeNull();
    expect(validateTargetDate('2026-11-24', today)).toBe(PLAN_MESSAGES.datePast);
    expect(validateTargetDate(addDays(today, 365), today)).toBeNull();
    expect(validateTargetDate(addDays(today, 366), today)).toBe(PLAN_MESSAGES.dateTooFar);
    expect(validateTargetDate('2026-02-30', today)).toBe(PLAN_MESSAGES.dateInvalid);
    expect(validateTargetDate('tomorrow', today)).toBe(PLAN_MESSAGES.dateInvalid);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });
});

describe('suggestion texts longer than an action', () => {
  it('keep whole sentences that fit, else are cut at a word', () => {
    const long = `${'A'.repeat(150)} one. ${'B'.repeat(100)} two. ${'C'.repeat(100)} three.`;
    expect(clipToActionLength(long)).toBe(`${'A'.repeat(150)} one. ${'B'.repeat(100)} two.`);
    const words = 'word '.repeat(80);
    const clipped = clipToActionLength(words);
    expect(clipped.length).toBeLessThanOrEqual(280);
    expect(clipped.endsWith('word…')).toBe(true);
    expect(clipToActionLength(' short  text ')).toBe('short text');
  });
});

describe('reminders', () => {
  const start = new Date('2026-01-01T10:00:00.000Z');
  it('are due 30, 60 and 90 days after the plan was first saved', () => {
    expect(reminderDueAt(start, 30).toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(reminderDueAt(start, 90).toISOString()).toBe('2026-04-01T10:00:00.000Z');
    expect(planReminderKey('p', 60)).toBe('plan-reminder:p:60');
  });
  it('switched on later, only those still to come are scheduled', () => {
    expect(remindersToSchedule(start, start)).toEqual([30, 60, 90]);
    expect(remindersToSchedule(start, new Date('2026-02-15T00:00:00Z'))).toEqual([60, 90]);
    expect(remindersToSchedule(start, new Date('2026-06-01T00:00:00Z'))).toEqual([]);
  });
});

const question = (questionId: string, position: number, value: number | null, insight: string | null) => ({
  questionId,
  position,
  text: `Statement ${questionId}`,
  value,
  insight,
});

const source: SuggestionSource = {
  chapters: [
    {
      id: 'c1',
      title: 'Focus',
      position: 1,
      insight: { questions: [question('a', 1, 2, 'Do a'), question('b', 2, 4, 'Do b')] },
    },
    {
      id: 'c2',
      title: 'Hiring',
      position: 2,
      insight: {
        questions: [question('c', 1, 2, 'Do c'), question('d', 2, null, 'Do d'), question('e', 3, 1, 'Do e')],
      },
    },
  ],
  upliftPotential: { chapterId: 'c2', title: 'Hiring', improvementPath: ['Step one', 'x', 'Step two'] },
};

describe('suggestions', () => {
  it('are the weakest answered questions (uplift chapter first on ties), then the path to improvement', () => {
    const suggestions = suggestPlanActions(source, 3);
    expect(suggestions.map((s) => s.key)).toEqual(['e', 'c', 'a', 'path:c2:0', 'path:c2:1']);
    expect(suggestions[0]).toMatchObject({
      source: 'question',
      text: 'Do e',
      questionId: 'e',
      chapterId: 'c2',
      value: 1,
    });
    expect(suggestions[3]).toMatchObject({ source: 'improvement-path', text: 'Step one', questionId: null });
  });

  it('are none from a gated view (no insight texts)', () => {
    const gated: SuggestionSource = {
      chapters: source.chapters.map(({ insight: _insight, ...chapter }) => chapter),
      upliftPotential: { chapterId: 'c2', title: 'Hiring' },
    };
    expect(suggestPlanActions(gated)).toEqual([]);
  });
});

describe('the retake comparison of focus questions', () => {
  it('puts the old answer beside the new one, and says when a question is gone', () => {
    const before = new Map([
      ['a', { text: 'A', value: 2 }],
      ['b', { text: 'B', value: 3 }],
    ]);
    const after = new Map([['a', { text: 'A now', value: 4 }]]);
    expect(
      compareFocusQuestions(
        [
          { text: 'act a', questionId: 'a' },
          { text: 'own', questionId: null },
          { text: 'act b', questionId: 'b' },
        ],
        before,
        after,
      ),
    ).toEqual([
      {
        actionText: 'act a',
        questionId: 'a',
        questionText: 'A now',
        before: 2,
        after: 4,
        change: 2,
        inNewVersion: true,
      },
      {
        actionText: 'act b',
        questionId: 'b',
        questionText: 'B',
        before: 3,
        after: null,
        change: null,
        inNewVersion: false,
      },
    ]);
  });
});
