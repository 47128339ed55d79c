// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_STORED_FLAG_SCRIPT } from './consent-store';

// The head script runs as plain inline code before the first paint: evaluate it the same way.
const runHeadScript = () => new Function(CONSENT_STORED_FLAG_SCRIPT)();

describe('the head script that hides the prerendered cookie banner', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.consentStored;
  });

  it('flags the page when a choice is stored', () => {
    localStorage.setItem('cookie_consent', '{"essential":true}');
    runHeadScript();
    expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(true);
  });

  it('leaves a first visit unflagged, so the banner shows at once', () => {
    runHeadScript();
    expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(false);
  });

  it('never throws when storage is unavailable (cookies blocked)', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('SecurityError');
    };
    try {
      expect(runHeadScript).not.toThrow();
      expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(false);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
