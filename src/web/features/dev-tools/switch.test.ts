import { describe, expect, it } from 'vitest';
import { devToolsChoice } from './switch';

describe('developer tools switch', () => {
  it('debug=1 on, debug=0 off, any parameter equal to dev on, otherwise no choice', () => {
    expect(devToolsChoice('?debug=1')).toBe(true);
    expect(devToolsChoice('?debug=0')).toBe(false);
    expect(devToolsChoice('?mode=dev')).toBe(true);
    expect(devToolsChoice('?debug=dev')).toBe(true);
    expect(devToolsChoice('?debug=0&mode=dev')).toBe(false);
    expect(devToolsChoice('')).toBeNull();
    expect(devToolsChoice('?debug=2')).toBeNull();
  });
});
