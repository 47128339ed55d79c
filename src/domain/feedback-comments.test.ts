import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderFeedbackComments } from './feedback-comments';

const comments = [
  'Great listener.',
  'Decides fast, sometimes too fast.',
  'Gives credit away.',
  'Needs more sleep.',
];

describe('orderFeedbackComments', () => {
  it('drops blank comments and trims the rest', () => {
    expect(orderFeedbackComments(['  ', null, undefined, ' Kind. '], 'round-1')).toEqual(['Kind.']);
  });

  it('gives the same order on every reload of a round', () => {
    expect(orderFeedbackComments(comments, 'round-1')).toEqual(orderFeedbackComments(comments, 'round-1'));
  });

  it('does not follow the order of answering', () => {
    // Some round shows them in another order than they were given, and rounds differ from one another.
    const orders = Array.from({ length: 20 }, (_, index) =>
      orderFeedbackComments(comments, `round-${index}`),
    );
    expect(orders.some((order) => order.join('|') !== comments.join('|'))).toBe(true);
    expect(new Set(orders.map((order) => order.join('|'))).size).toBeGreaterThan(1);
  });

  it('depends only on the texts and the round, never on when they came in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 40 }), { maxLength: 12 }),
        fc.string(),
        fc.func(fc.integer()),
        (texts, seed, rank) => {
          const answeredLater = [...texts].sort((a, b) => rank(a) - rank(b));
          expect(orderFeedbackComments(answeredLater, seed)).toEqual(orderFeedbackComments(texts, seed));
        },
      ),
    );
  });

  it('keeps every comment, duplicates included', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 })), fc.string(), (texts, seed) => {
        const kept = texts.map((text) => text.trim()).filter((text) => text !== '');
        expect([...orderFeedbackComments(texts, seed)].sort()).toEqual([...kept].sort());
      }),
    );
  });
});
