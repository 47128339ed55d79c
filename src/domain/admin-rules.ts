import { z } from 'zod';
import { USER_SEARCH_MIN_LENGTH } from './constants';
import { CONTENT_EMPTY_MESSAGE, INVALID_CHAPTER_ID_MESSAGE, SHARED_MESSAGES } from './messages';

/** 8-4-4-4-12 hex digits, any version (spec 5 asks for the format, not a particular uuid version). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A chapter id for the chapter intro update and question create: 'Invalid chapter ID format'. */
export const chapterIdSchema = z.string().regex(UUID_PATTERN, INVALID_CHAPTER_ID_MESSAGE);

/** A single page-content update: must not be empty after trimming ('Content cannot be empty'). */
export const pageContentSchema = z.string().trim().min(1, CONTENT_EMPTY_MESSAGE);

/** A bulk page-content update: only trimmed, empty allowed. */
export const bulkPageContentSchema = z.string().trim();

/** The message for a single page-content update, or null when it can be saved. */
export function validatePageContent(content: string | null | undefined): string | null {
  return (content ?? '').trim() === '' ? CONTENT_EMPTY_MESSAGE : null;
}

/**
 * Creating a question needs a chapter and a text ('Chapter and question text are required'), and the
 * chapter id must be a uuid ('Invalid chapter ID format').
 */
export function validateQuestionCreate(input: {
  chapterId?: string | null;
  text?: string | null;
}): string | null {
  const chapterId = (input.chapterId ?? '').trim();
  if (chapterId === '' || (input.text ?? '').trim() === '')
    return SHARED_MESSAGES.chapterAndQuestionTextRequired;
  return isUuid(chapterId) ? null : INVALID_CHAPTER_ID_MESSAGE;
}

export const questionCreateSchema = z
  .object({ chapterId: z.string().trim(), text: z.string().trim() })
  .superRefine((input, context) => {
    const message = validateQuestionCreate(input);
    if (message)
      context.addIssue({
        code: 'custom',
        message,
        path: message === INVALID_CHAPTER_ID_MESSAGE ? ['chapterId'] : [],
      });
  });

// Deleting (an account by its owner, a user by an admin) needs the word DELETE: a user-facing rule too,
// so it lives in account-deletion.ts and the public pages never load this admin module.
export { DELETE_CONFIRMATION_WORD, deleteConfirmationSchema, isDeleteConfirmed } from './account-deletion';

/** A required text field for admin forms: 'This field is required'. */
export const requiredTextSchema = z.string().trim().min(1, SHARED_MESSAGES.required);

/** Whether the developer-tool user search can run: at least 2 characters. */
export function isUserSearchQuery(query: string): boolean {
  return query.trim().length >= USER_SEARCH_MIN_LENGTH;
}

/** The user search: e-mail or full name contains the query (any case), or the id is exactly it. */
export function matchesUserSearch(
  user: { id: string; email?: string | null; fullName?: string | null },
  query: string,
): boolean {
  const needle = query.trim();
  if (!isUserSearchQuery(needle)) return false;
  if (user.id === needle) return true;
  const lower = needle.toLowerCase();
  return [user.email, user.fullName].some((field) => field?.toLowerCase().includes(lower) ?? false);
}
