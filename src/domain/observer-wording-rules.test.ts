import { describe, expect, it } from 'vitest';
import { observerStatement } from './feedback-observer';
import {
  normalizeObserverText,
  OBSERVER_TEXT_MAX_LENGTH,
  OBSERVER_WORDING_MESSAGES,
  observerWordingNotice,
  observerWordingProblem,
} from './observer-wording-rules';
import { TEXT_LIMITS } from './questionnaire';

describe('observer wording rules', () => {
  it('stores a trimmed wording, and none (raters are not asked) for an empty one', () => {
    expect(normalizeObserverText('  {name} asks for feedback.  ')).toBe('{name} asks for feedback.');
    expect(normalizeObserverText('   ')).toBeNull();
    expect(normalizeObserverText('')).toBeNull();
    expect(normalizeObserverText(null)).toBeNull();
    expect(observerWordingProblem('  ')).toBeNull();
    expect(observerWordingNotice('  ')).toBeNull();
  });

  it('may be as long as the self wording, not longer', () => {
    expect(OBSERVER_TEXT_MAX_LENGTH).toBe(TEXT_LIMITS.questionText);
    const longest = `{name} ${'x'.repeat(OBSERVER_TEXT_MAX_LENGTH - 7)}`;
    expect(longest).toHaveLength(OBSERVER_TEXT_MAX_LENGTH);
    expect(observerWordingProblem(longest)).toBeNull();
    expect(observerWordingProblem(`${longest}x`)).toBe(OBSERVER_WORDING_MESSAGES.tooLong);
    // the length counts after trimming, as stored
    expect(observerWordingProblem(`  ${longest}  `)).toBeNull();
  });

  it('refuses placeholders other than {name}: raters would read them as written', () => {
    for (const text of [
      '{Name} asks for feedback.',
      '{ name } asks for feedback.',
      '{first name} asks for feedback.',
      '{name asks for feedback.',
      'name} asks for feedback.',
      '{name} asks {name}} for feedback.',
    ])
      expect(observerWordingProblem(text), text).toBe(OBSERVER_WORDING_MESSAGES.unknownPlaceholder);
    expect(observerWordingProblem("{name}'s team knows what {name} would decide.")).toBeNull();
  });

  it('allows a wording without {name}, with a notice', () => {
    expect(observerWordingNotice('The team ships every week.')).toBe(OBSERVER_WORDING_MESSAGES.withoutName);
    expect(observerWordingProblem('The team ships every week.')).toBeNull();
    expect(observerWordingNotice('{name} ships every week.')).toBeNull();
    // a wording that cannot be saved gets its error, not the notice too
    expect(observerWordingNotice('{Name} ships.')).toBeNull();
  });

  it('every wording it allows reads without braces once the name is filled in', () => {
    for (const text of ['{name} asks.', "{name}'s team asks {name}.", 'The team asks.'])
      expect(observerWordingProblem(text) === null && /[{}]/.test(observerStatement(text, 'Sam'))).toBe(
        false,
      );
  });
});
