import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CONTENT_EMPTY_MESSAGE,
  EMAIL_TEST_MESSAGES,
  INVALID_CHAPTER_ID_MESSAGE,
  PROFILE_MESSAGES,
  passwordTooShortMessage,
  RATE_LIMIT_EXCEEDED_ERROR,
  SAVE_RESULTS_MESSAGES,
  SHARED_MESSAGES,
} from './messages';

// The spec's exact words (sections 5 and 8): a change here is a change of the product.
describe('messages', () => {
  it('keep the auth toasts word for word', () => {
    expect(AUTH_MESSAGES).toEqual({
      missingInformation: { title: 'Missing Information', message: 'Please fill in all required fields.' },
      nameRequired: { title: 'Missing Information', message: 'Please enter your full name.' },
      termsRequired: {
        title: 'Terms Required',
        message: 'Please accept the terms and conditions to continue.',
      },
      invalidPassword: { title: 'Invalid Password', message: 'Password must be at least 6 characters long.' },
      resetEmailRequired: { title: 'Email Required', message: 'Please enter your email address.' },
      resendEmailRequired: { title: 'Email Required', message: 'Please enter your email address first.' },
    });
  });

  it('say a configured password minimum in the words of the 6-character message', () => {
    expect(passwordTooShortMessage(6)).toBe(AUTH_MESSAGES.invalidPassword.message);
    expect(passwordTooShortMessage(12)).toBe('Password must be at least 12 characters long.');
  });

  it('keep the shared, content, id and German messages word for word', () => {
    expect(SHARED_MESSAGES).toEqual({
      required: 'This field is required',
      chapterAndQuestionTextRequired: 'Chapter and question text are required',
      typeDeleteToConfirm: 'Type DELETE to confirm deletion',
    });
    expect(CONTENT_EMPTY_MESSAGE).toBe('Content cannot be empty');
    expect(INVALID_CHAPTER_ID_MESSAGE).toBe('Invalid chapter ID format');
    expect(EMAIL_TEST_MESSAGES).toEqual({
      emailRequired: 'Bitte gib eine E-Mail-Adresse ein',
      emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
    });
    expect(SAVE_RESULTS_MESSAGES.authenticationRequired).toEqual({
      title: 'Authentication Required',
      message: 'Please sign in to save your full results.',
    });
    expect(PROFILE_MESSAGES.notAuthenticated).toBe('Not authenticated');
    expect(PROFILE_MESSAGES.updateFailed).toBe('Failed to update profile');
    expect(RATE_LIMIT_EXCEEDED_ERROR).toBe('Rate limit exceeded');
  });
});
