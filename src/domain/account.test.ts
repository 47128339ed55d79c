import { describe, expect, it } from 'vitest';
import { dataExportFileName, decideSaveResults, isSessionCompleted } from './account';

describe('isSessionCompleted', () => {
  it('recognises status completed or a completion date', () => {
    expect(isSessionCompleted({ status: 'completed' })).toBe(true);
    expect(isSessionCompleted({ status: 'in_progress', completedAt: '2025-01-31T10:00:00Z' })).toBe(true);
    expect(isSessionCompleted({ status: 'in_progress', completedAt: null })).toBe(false);
    expect(isSessionCompleted({})).toBe(false);
  });
});

describe('decideSaveResults', () => {
  it('needs a signed-in user and local answers', () => {
    expect(decideSaveResults({ signedIn: true, localAnswerCount: 3 })).toEqual({ action: 'save' });
    expect(decideSaveResults({ signedIn: true, localAnswerCount: 0 })).toEqual({ action: 'skip' });
    expect(decideSaveResults({ signedIn: false, localAnswerCount: 3 })).toEqual({
      action: 'sign-in-required',
      toast: { title: 'Authentication Required', message: 'Please sign in to save your full results.' },
    });
  });
});

describe('dataExportFileName', () => {
  it('names the JSON export with the date', () => {
    expect(dataExportFileName(new Date('2025-01-31T23:59:00Z'))).toBe(
      'uplift-founder-audit-data-2025-01-31.json',
    );
  });
});
