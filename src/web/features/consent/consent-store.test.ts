// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../domain/constants';
import { CONSENT_STORED_FLAG_SCRIPT } from './consent-store';

// The head script runs as plain inline code before the first paint: evaluate it the same way.
const runHeadScript = () => new Function(CONSENT_STORED_FLAG_SCRIPT)();

describe('the head script that hides the prerendered cookie banner', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.consentStored;
  });

  it('flags the page when a choice of the current version is stored', () => {
    localStorage.setItem('cookie_consent', JSON.stringify({ essential: true, version: CONSENT_VERSION }));
    runHeadScript();
    expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(true);
  });

  it('leaves the banner up for a choice made under another version, or an unreadable one', () => {
    for (const stored of [
      JSON.stringify({ essential: true, version: '0.9' }),
      '{"essential":true}',
      'yes',
      '',
    ]) {
      localStorage.setItem('cookie_consent', stored);
      runHeadScript();
      expect(document.documentElement.hasAttribute('data-consent-stored'), stored).toBe(false);
    }
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
