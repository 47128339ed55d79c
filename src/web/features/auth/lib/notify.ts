import { authToastCopy } from '../../../../content/account-copy';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { showRateLimitToast } from '../../../lib/error-toast';

/** A toast as the copy and the domain give it: a title and a description. */
export interface ToastText {
  title: string;
  message: string;
}

export function notifySuccess(text: ToastText): void {
  toast.success(text.title, { id: text.title, description: text.message });
}

export function notifyError(text: ToastText): void {
  toast.error(text.title, { id: text.title, description: text.message });
}

/**
 * The server's message for a failed call, or the fallback when it has none worth showing (an answer
 * without a body, or one that broke the contract).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'http_error' || error.code === 'invalid_response' || !error.message) return fallback;
  return error.message;
}

/**
 * 'Login Error' / 'Signup Error' with the server's message or 'Something went wrong. Please try
 * again.' (spec 8); a rate limit gets the rate-limit toast with its reset time.
 */
export function showAuthError(error: unknown, title: string): void {
  if (error instanceof ApiError && error.isRateLimited) {
    showRateLimitToast(error.retryAfter);
    return;
  }
  notifyError({ title, message: serverMessage(error, authToastCopy.genericError) });
}

/** A failure whose text the spec fixes ('Resend Failed', 'Reset Failed'); a rate limit says when. */
export function showFixedError(error: unknown, text: ToastText): void {
  if (error instanceof ApiError && error.isRateLimited) {
    showRateLimitToast(error.retryAfter);
    return;
  }
  notifyError(text);
}
