import { describe, expect, it } from 'vitest';
import { FOUNDER_NAME_PLACEHOLDER, observerStatement } from '../domain/feedback-observer';
import { TEXT_LIMITS } from '../domain/questionnaire';
import { defaultObserverWording, defaultQuestionKey, OBSERVER_STATEMENTS } from './observer-statements';
import { defaultQuestionnaire } from './questionnaire';

const defaultKeys = defaultQuestionnaire.chapters.flatMap((chapter) =>
  chapter.questions.map((question) => defaultQuestionKey(chapter.key, question.position)),
);

describe('observer statements', () => {
  it('exist for every default question, and only for those', () => {
    expect(defaultKeys).toHaveLength(40);
    expect(Object.keys(OBSERVER_STATEMENTS).sort()).toEqual([...defaultKeys].sort());
    for (const chapter of defaultQuestionnaire.chapters) {
      for (const question of chapter.questions) {
        expect(
          defaultObserverWording(chapter.key, question.position),
          `${chapter.key}/${question.position}`,
        ).toBeDefined();
      }
    }
    expect(defaultObserverWording('self-awareness', 6)).toBeUndefined();
  });

  it('name the founder, are not in the first person and fit the question limits', () => {
    const longName = 'Maximiliane-Konstantina';
    for (const [key, wording] of Object.entries(OBSERVER_STATEMENTS)) {
      expect(wording.text, key).toContain(FOUNDER_NAME_PLACEHOLDER);
      for (const text of [wording.text, wording.leftLabel, wording.rightLabel]) {
        expect(text, key).not.toMatch(/\b(I|I'm|me|my|we|our|us)\b/i);
        expect(text.trim(), key).toBe(text);
      }
      for (const name of [longName, null]) {
        const text = observerStatement(wording.text, name);
        expect(text, key).not.toContain('{');
        expect(text.length, key).toBeLessThanOrEqual(TEXT_LIMITS.questionText);
      }
      expect(wording.leftLabel.length, key).toBeLessThanOrEqual(TEXT_LIMITS.label);
      expect(wording.rightLabel.length, key).toBeLessThanOrEqual(TEXT_LIMITS.label);
    }
  });

  it('read as the issue’s example', () => {
    expect(observerStatement(OBSERVER_STATEMENTS['self-awareness/1']?.text ?? '', 'Sam')).toMatch(
      /^Sam can name their two or three biggest blind spots/,
    );
  });
});
