import { describe, expect, it } from 'vitest';
import { FOUNDER_NAME_PLACEHOLDER, observerStatement } from '../domain/feedback-observer';
import { TEXT_LIMITS } from '../domain/questionnaire';
import { EARLIER_STATEMENTS } from './earlier-statements';
import {
  defaultObserverWording,
  defaultQuestionKey,
  OBSERVER_STATEMENTS,
  type ObserverWording,
  observerWordingForSeededText,
} from './observer-statements';
import { questionnaireV1 } from './questionnaire';

const defaultQuestions = questionnaireV1.chapters.flatMap((chapter) =>
  chapter.questions.map((question) => ({
    key: defaultQuestionKey(chapter.key, question.position),
    chapterKey: chapter.key,
    question,
  })),
);
const defaultKeys = defaultQuestions.map(({ key }) => key);

/** What a rater must be able to read: the founder named, never in the first person, within the limits. */
function expectReadableByRaters(key: string, wording: ObserverWording) {
  const longName = 'Maximiliane-Konstantina';
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

describe('observer statements', () => {
  it('exist for every default question, and only for those', () => {
    expect(defaultKeys).toHaveLength(40);
    expect(Object.keys(OBSERVER_STATEMENTS).sort()).toEqual([...defaultKeys].sort());
    for (const chapter of questionnaireV1.chapters) {
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
    for (const [key, wording] of Object.entries(OBSERVER_STATEMENTS)) expectReadableByRaters(key, wording);
  });

  // A second clause (', and people actually give it to me') is how a statement came to rate two
  // behaviours, leaving a founder or rater who agrees with one half no honest answer.
  it('rate one behaviour each, as the self statements do: no second clause joined on', () => {
    for (const { key, question } of defaultQuestions) {
      for (const text of [question.text, OBSERVER_STATEMENTS[key]?.text ?? '']) {
        expect(text, key).not.toMatch(/,\s*and\s/);
      }
    }
  });

  it('read as the issue’s example', () => {
    expect(observerStatement(OBSERVER_STATEMENTS['self-awareness/1']?.text ?? '', 'Sam')).toMatch(
      /^Sam can name their two or three biggest blind spots/,
    );
  });
});

describe('statements as they were seeded before the rewording', () => {
  it('are kept only for statements whose self text changed, with wording a rater can read', () => {
    expect(Object.keys(EARLIER_STATEMENTS).length).toBeGreaterThan(0);
    for (const [key, earlier] of Object.entries(EARLIER_STATEMENTS)) {
      const current = defaultQuestions.find((entry) => entry.key === key);
      expect(current, key).toBeDefined();
      expect(earlier.text, key).not.toBe(current?.question.text);
      expect(earlier.observer.text, key).not.toBe(OBSERVER_STATEMENTS[key]?.text);
      expectReadableByRaters(key, earlier.observer);
    }
  });

  it('keep the issue’s example of a statement that joined two behaviours', () => {
    expect(EARLIER_STATEMENTS['self-awareness/2']?.text).toBe(
      'I regularly ask for candid feedback on how I lead, and people actually give it to me.',
    );
  });
});

describe('the observer wording of a seeded statement, by its self text', () => {
  it('is today’s wording for today’s default text', () => {
    for (const { key, chapterKey, question } of defaultQuestions) {
      expect(observerWordingForSeededText(chapterKey, question.position, question.text), key).toEqual(
        OBSERVER_STATEMENTS[key],
      );
    }
  });

  it('is the earlier wording, with its labels, for a statement a database seeded before the rewording', () => {
    const earlier = EARLIER_STATEMENTS['execution-and-capital/4'];
    expect(observerWordingForSeededText('execution-and-capital', 4, earlier?.text ?? '')).toEqual({
      text: '{name} knows the runway to the month, and has a plan for when revenue or funding takes longer than expected.',
      leftLabel: 'They seem unsure of the runway',
      rightLabel: 'They know it and have a plan B',
    });
    for (const [key, statement] of Object.entries(EARLIER_STATEMENTS)) {
      const [chapterKey = '', position = ''] = key.split('/');
      expect(observerWordingForSeededText(chapterKey, Number(position), statement.text), key).toEqual(
        statement.observer,
      );
    }
  });

  it('is none for an edited statement, another position’s text or a question an admin added', () => {
    expect(
      observerWordingForSeededText('self-awareness', 2, 'I ask for feedback on how I lead.'),
    ).toBeUndefined();
    const first = defaultQuestions[0];
    expect(observerWordingForSeededText('self-awareness', 3, first?.question.text ?? '')).toBeUndefined();
    expect(observerWordingForSeededText('self-awareness', 6, first?.question.text ?? '')).toBeUndefined();
    expect(observerWordingForSeededText('my-own-chapter', 1, first?.question.text ?? '')).toBeUndefined();
  });
});
