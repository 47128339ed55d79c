// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_SESSION_CHANGED_EVENT } from '../../results/hooks/use-results';
import {
  clearAllAccountStorage,
  clearAuthStorageOnSignOut,
  clearStoredAuthKeys,
  hasLocalResults,
  isPersistOnLoginSet,
  localAnswerCount,
  markPersistOnLogin,
} from './auth-storage';

const session = JSON.stringify({
  id: '6f1c1f8e-8d5b-4a63-9a43-1d2c3b4a5e6f',
  secret: 's3cret',
  completedAt: null,
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('stored auth keys', () => {
  it('removes the hosted auth service tokens from both storages and nothing else', () => {
    localStorage.setItem('sb-abc-auth-token', 'x');
    localStorage.setItem('supabase.auth.token', 'x');
    sessionStorage.setItem('sb-abc-auth-token-code-verifier', 'x');
    localStorage.setItem('assessmentAnswers', '{"q":"3"}');
    localStorage.setItem('cookie_consent', '{}');
    clearStoredAuthKeys();
    expect(Object.keys(localStorage).sort()).toEqual(['assessmentAnswers', 'cookie_consent']);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('persistOnLogin', () => {
  it('is set on sign-in only when local answers or a held session exist', () => {
    markPersistOnLogin();
    expect(isPersistOnLoginSet()).toBe(false);
    expect(hasLocalResults()).toBe(false);

    localStorage.setItem('assessmentAnswers', JSON.stringify({ q1: '4', q2: '2', q3: 'x' }));
    expect(localAnswerCount()).toBe(2);
    markPersistOnLogin();
    expect(localStorage.getItem('persistOnLogin')).toBe('1');

    localStorage.clear();
    localStorage.setItem('assessmentSession', session);
    expect(hasLocalResults()).toBe(true);
    markPersistOnLogin();
    expect(isPersistOnLoginSet()).toBe(true);
  });
});

describe('sign-out and deletion', () => {
  it('clears the flags at sign-out, and the held results only once they are in the account', () => {
    const heard = vi.fn();
    window.addEventListener(LOCAL_SESSION_CHANGED_EVENT, heard);
    localStorage.setItem('assessmentSession', session);
    localStorage.setItem('persistOnLogin', '1');
    localStorage.setItem('sb-x-auth-token', 't');
    clearAuthStorageOnSignOut();
    expect(localStorage.getItem('assessmentSession')).toBe(session);
    expect(localStorage.getItem('persistOnLogin')).toBeNull();
    expect(localStorage.getItem('sb-x-auth-token')).toBeNull();
    expect(heard).not.toHaveBeenCalled();

    localStorage.setItem('resultsPersisted', '1');
    localStorage.setItem('assessmentAnswers', '{"q":"3"}');
    clearAuthStorageOnSignOut();
    expect(localStorage.getItem('assessmentSession')).toBeNull();
    expect(localStorage.getItem('assessmentAnswers')).toBeNull();
    expect(localStorage.getItem('resultsPersisted')).toBeNull();
    expect(heard).toHaveBeenCalledOnce();
    window.removeEventListener(LOCAL_SESSION_CHANGED_EVENT, heard);
  });

  it('forgets everything of the account after deletion', () => {
    for (const key of [
      'assessmentSession',
      'assessmentAnswers',
      'assessmentSyncQueue',
      'assessmentVersion',
      'resultsPersisted',
    ])
      localStorage.setItem(key, '1');
    localStorage.setItem('cookie_consent', '{}');
    clearAllAccountStorage();
    expect(Object.keys(localStorage)).toEqual(['cookie_consent']);
  });
});
