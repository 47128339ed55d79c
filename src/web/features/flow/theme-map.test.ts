import { describe, expect, it } from 'vitest';
import { themeForArea, themeForPath } from './theme-map';

describe('theme map', () => {
  it('maps the inner and outer game colour entries', () => {
    for (const sub of ['', '/introduction', '/assessment', '/results']) {
      expect(themeForPath(`/inner-game${sub}`)).toBe('inner');
      expect(themeForPath(`/outer-game${sub}/`)).toBe('outer');
    }
  });

  it('gives the flow pages their colours and anything else neutral', () => {
    expect(themeForPath('/introduction')).toBe('olive');
    expect(themeForPath('/')).toBe('neutral');
    expect(themeForPath('/somewhere')).toBe('neutral');
    expect(themeForArea('inner')).toBe('inner');
    expect(themeForArea('outer')).toBe('outer');
    expect(themeForArea(null)).toBe('neutral');
  });
});
