import { describe, expect, it } from 'vitest';
import { quoted, splitQuote } from './quote';

describe('quotes', () => {
  it('adds quotation marks only when the text has none', () => {
    expect(quoted('Stay hungry.')).toBe('“Stay hungry.”');
    expect(quoted(' “Stay hungry.” ')).toBe('“Stay hungry.”');
    expect(quoted('"Stay hungry."')).toBe('"Stay hungry."');
  });

  it('sets the attribution apart', () => {
    expect(splitQuote('“You must not fool yourself.” — Richard Feynman')).toEqual({
      quote: '“You must not fool yourself.”',
      attribution: 'Richard Feynman',
    });
    expect(splitQuote('"Less, but better." -- Dieter Rams')).toEqual({
      quote: '"Less, but better."',
      attribution: 'Dieter Rams',
    });
    expect(splitQuote('Focus is saying no — to good ideas')).toEqual({
      quote: '“Focus is saying no — to good ideas”',
      attribution: null,
    });
  });
});
