import { describe, expect, it } from 'vitest';
import { OBSERVER_STATEMENTS } from '../../../content/observer-statements';
import { questionnaireV1 } from '../../../content/questionnaire';
import {
  founderNameForEmails,
  founderNameForRaters,
  raterWording,
  seededObserverWording,
} from './observer-wording';

const chapter = questionnaireV1.chapters[0];
const question = chapter?.questions[0];
if (!chapter || !question) throw new Error('no default questionnaire');
const wording = OBSERVER_STATEMENTS[`${chapter.key}/${question.position}`];

describe('observer wording of a statement', () => {
  it('is the seeded default, stored, with its observer labels while the statement reads as seeded', () => {
    expect(seededObserverWording(chapter.key, question)).toEqual(wording);
    expect(raterWording(chapter.key, { ...question, observerText: wording?.text ?? null }, 'Sam')).toEqual({
      text: wording?.text.replace('{name}', 'Sam'),
      leftLabel: wording?.leftLabel,
      rightLabel: wording?.rightLabel,
    });
    expect(
      raterWording(chapter.key, { ...question, observerText: wording?.text ?? null }, null)?.text,
    ).toMatch(/^This founder can name/);
  });

  it('is none once an admin emptied it, even for a statement that reads as seeded', () => {
    expect(raterWording(chapter.key, { ...question, observerText: null }, 'Sam')).toBeNull();
  });

  it('is none for an edited statement or an admin-made chapter: such a statement is not asked', () => {
    const edited = { ...question, text: 'I ask for feedback.', observerText: null };
    expect(seededObserverWording(chapter.key, edited)).toBeNull();
    expect(raterWording(chapter.key, edited, 'Sam')).toBeNull();
    expect(raterWording(null, { ...question, observerText: null }, 'Sam')).toBeNull();
  });

  it('is the stored wording when an admin wrote one, on the generic scale', () => {
    expect(raterWording(null, { ...question, observerText: '{name} asks for feedback.' }, 'Sam')).toEqual({
      text: 'Sam asks for feedback.',
      leftLabel: null,
      rightLabel: null,
    });
    expect(
      raterWording(chapter.key, { ...question, observerText: '{name} asks for feedback.' }, 'Sam')?.leftLabel,
    ).toBeNull();
  });

  it('takes the labels an admin wrote for raters, before the seeded default’s', () => {
    const labelled = { observerLeftLabel: 'Rarely seen', observerRightLabel: 'Always seen' };
    expect(
      raterWording(null, { ...question, observerText: '{name} asks for feedback.', ...labelled }, 'Sam'),
    ).toEqual({ text: 'Sam asks for feedback.', leftLabel: 'Rarely seen', rightLabel: 'Always seen' });
    expect(
      raterWording(chapter.key, { ...question, observerText: wording?.text ?? null, ...labelled }, 'Sam'),
    ).toMatchObject({ leftLabel: 'Rarely seen', rightLabel: 'Always seen' });
    // one label written: the other end keeps the default's
    expect(
      raterWording(
        chapter.key,
        { ...question, observerText: wording?.text ?? null, observerLeftLabel: 'Rarely seen' },
        'Sam',
      ),
    ).toMatchObject({ leftLabel: 'Rarely seen', rightLabel: wording?.rightLabel });
  });
});

describe('the founder’s name', () => {
  it('is the first name for raters, else “this founder”', () => {
    expect(founderNameForRaters('  Sam   Rivera ')).toBe('Sam');
    expect(founderNameForRaters('')).toBe('this founder');
    expect(founderNameForRaters(null)).toBe('this founder');
  });

  it('is the full name in e-mails, unless it would not read as a name', () => {
    expect(founderNameForEmails(' Sam \n Rivera ')).toBe('Sam Rivera');
    expect(founderNameForEmails('')).toBeNull();
    expect(founderNameForEmails('<a href="x">Sam</a>')).toBeNull();
    expect(founderNameForEmails('x'.repeat(81))).toBeNull();
  });
});
