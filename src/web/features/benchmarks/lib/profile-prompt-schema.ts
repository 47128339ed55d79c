import { z } from 'zod';
import { benchmarkCopy } from '../../../../content/benchmark-copy';
import { FUNDRAISING_STAGES, TEAM_SIZES } from '../../../../domain/profile-rules';

const required = benchmarkCopy.profilePrompt.required;

/** The two profile fields that pick the comparison groups; both must be chosen here. */
export const profilePromptSchema = z.object({
  fundraising_stage: z.enum(FUNDRAISING_STAGES, { error: required }),
  team_size: z.enum(TEAM_SIZES, { error: required }),
});
export type ProfilePromptValues = z.output<typeof profilePromptSchema>;
