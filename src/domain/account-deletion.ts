import { z } from 'zod';
import { SHARED_MESSAGES } from './messages';

/** Deleting needs the word DELETE typed exactly (surrounding spaces ignored). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export function isDeleteConfirmed(typed: string | null | undefined): boolean {
  return (typed ?? '').trim() === DELETE_CONFIRMATION_WORD;
}
export const deleteConfirmationSchema = z
  .string()
  .refine(isDeleteConfirmed, SHARED_MESSAGES.typeDeleteToConfirm);
