import { z } from 'zod';
import { SHARED_MESSAGES } from './messages';

/** Deleting needs the word DELETE typed exactly: no other case, no space before or after. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export function isDeleteConfirmed(typed: string | null | undefined): boolean {
  return typed === DELETE_CONFIRMATION_WORD;
}
export const deleteConfirmationSchema = z
  .string()
  .refine(isDeleteConfirmed, SHARED_MESSAGES.typeDeleteToConfirm);
