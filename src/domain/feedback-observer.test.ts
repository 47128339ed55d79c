import { describe, expect, it } from 'vitest';
import { FOUNDER_NAME_FALLBACK, founderFirstName, observerStatement } from './feedback-observer';

describe('founderFirstName', () => {
  it('takes the first word of the full name', () => {
    expect(founderFirstName('  Sam  Rivera ')).toBe('Sam');
    expect(founderFirstName('Anne-Marie')).toBe('Anne-Marie');
  });

  it('gives none for an empty, overlong or placeholder-like name', () => {
    expect(founderFirstName('')).toBeNull();
    expect(founderFirstName(null)).toBeNull();
    expect(founderFirstName('x'.repeat(41))).toBeNull();
    expect(founderFirstName('{name}')).toBeNull();
    expect(founderFirstName('<b>Sam</b>')).toBeNull();
  });
});

describe('observerStatement', () => {
  it('puts in the name, every time it appears', () => {
    expect(observerStatement("{name}'s team could explain it in the words {name} would use.", 'Sam')).toBe(
      "Sam's team could explain it in the words Sam would use.",
    );
  });

  it('takes a name literally, even one with replacement patterns', () => {
    expect(observerStatement('{name} asks.', '$&$1')).toBe('$&$1 asks.');
  });

  it("writes 'this founder' without a name, capitalised at a sentence start", () => {
    expect(FOUNDER_NAME_FALLBACK).toBe('this founder');
    expect(observerStatement('{name} regularly asks for feedback.', null)).toBe(
      'This founder regularly asks for feedback.',
    );
    expect(observerStatement('Before a big call, {name} seeks out dissent.', '  ')).toBe(
      'Before a big call, this founder seeks out dissent.',
    );
    expect(observerStatement("{name}'s team moves when {name} is away. {name} trusts them.", undefined)).toBe(
      "This founder's team moves when this founder is away. This founder trusts them.",
    );
  });

  it('leaves a text without the placeholder as it is', () => {
    expect(observerStatement('The team ships often.', 'Sam')).toBe('The team ships often.');
  });
});
