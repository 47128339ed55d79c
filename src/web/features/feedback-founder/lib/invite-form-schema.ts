import { z } from 'zod';
import {
  FEEDBACK_MESSAGES,
  feedbackInviteSchema,
  RATER_RELATIONSHIPS,
} from '../../../../domain/feedback-rules';

/** The relationship as the form's select holds it: '' until chosen, with the domain's message. */
export const relationshipFieldSchema = z.enum(RATER_RELATIONSHIPS, {
  error: FEEDBACK_MESSAGES.relationshipRequired,
});

/** The invite's own schema (address rules and all), with the select's message for a missing choice. */
export const inviteFormSchema = feedbackInviteSchema.extend({ relationship: relationshipFieldSchema });
export const linkFormSchema = z.object({ relationship: relationshipFieldSchema });

/** What the inputs hold: strings, '' for nothing chosen. */
export interface InviteFormValues {
  email: string;
  relationship: string;
}
export type InviteFormOutput = z.output<typeof inviteFormSchema>;
export type LinkFormOutput = z.output<typeof linkFormSchema>;
