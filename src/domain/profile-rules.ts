import { z } from 'zod';
import { INPUT_MAX_LENGTH } from './constants';
import { PROFILE_MESSAGES, type ToastMessage } from './messages';

export const JOB_ROLES = [
  'co-founder',
  'c-level',
  'vp-director',
  'manager',
  'individual-contributor',
  'other',
] as const;
export const TEAM_SIZES = ['1-10', '11-30', '31-100', '>100'] as const;
export const FUNDRAISING_STAGES = ['bootstrapped', 'pre-seed', 'seed', 'series-a', 'post-series-a'] as const;

export type JobRole = (typeof JOB_ROLES)[number];
export type TeamSize = (typeof TEAM_SIZES)[number];
export type FundraisingStage = (typeof FUNDRAISING_STAGES)[number];

export const JOB_ROLE_LABELS: Record<JobRole, string> = {
  'co-founder': 'Co-Founder',
  'c-level': 'C-Level Executive',
  'vp-director': 'VP / Director',
  manager: 'Manager',
  'individual-contributor': 'Individual Contributor',
  other: 'Other',
};
export const TEAM_SIZE_LABELS: Record<TeamSize, string> = {
  '1-10': '1–10 people',
  '11-30': '11–30 people',
  '31-100': '31–100 people',
  '>100': 'More than 100 people',
};
export const FUNDRAISING_STAGE_LABELS: Record<FundraisingStage, string> = {
  bootstrapped: 'Bootstrapped',
  'pre-seed': 'Pre-Seed',
  seed: 'Seed',
  'series-a': 'Series A',
  'post-series-a': 'Post-Series A',
};

/** Select options in the spec's order, as { value, label }. */
const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
export const JOB_ROLE_OPTIONS = options(JOB_ROLES, JOB_ROLE_LABELS);
export const TEAM_SIZE_OPTIONS = options(TEAM_SIZES, TEAM_SIZE_LABELS);
export const FUNDRAISING_STAGE_OPTIONS = options(FUNDRAISING_STAGES, FUNDRAISING_STAGE_LABELS);

/** A company URL as saved: trimmed, 'https://' added when it has no http(s) scheme, empty → null. */
export function normaliseCompanyUrl(input: string | null | undefined): string | null {
  const url = (input ?? '').trim();
  if (url === '') return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

const LINKEDIN_PROFILE_URL = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([^/?#\s]+)/i;
export const LINKEDIN_PROFILE_PREFIX = 'https://www.linkedin.com/in/';

/**
 * The LinkedIn username from what was typed: a bare name, '@name', '/in/name' or a pasted profile URL.
 * Empty → null.
 */
export function linkedinUsername(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  if (text === '') return null;
  const fromUrl = LINKEDIN_PROFILE_URL.exec(text)?.[1];
  const username = (fromUrl ?? text.replace(/^@/, '').replace(/^\/?in\//i, '')).replace(/\/+$/, '');
  return username === '' ? null : username;
}

/** The saved LinkedIn URL: the personal-profile URL for the username, or null when empty. */
export function linkedinUrlFromUsername(input: string | null | undefined): string | null {
  const username = linkedinUsername(input);
  return username === null ? null : `${LINKEDIN_PROFILE_PREFIX}${username}`;
}

/** A LinkedIn username is one path segment: no spaces, slashes, '?' or '#'. */
const LINKEDIN_USERNAME = /^[^\s/?#]+$/;
export const INVALID_LINKEDIN_MESSAGE = 'Please enter a valid LinkedIn username.';

/** The three fields that make a profile complete. */
export interface ProfileCompletionFields {
  job_role?: string | null;
  team_size?: string | null;
  fundraising_stage?: string | null;
}

/** profile_completed: true only when job role, team size and fundraising stage are all set. */
export function isProfileCompleted(profile: ProfileCompletionFields): boolean {
  return Boolean(profile.job_role && profile.team_size && profile.fundraising_stage);
}

/** An unselected select sends '' (or nothing): both mean "not set". */
const optionalChoice = <V extends string>(values: readonly [V, ...V[]]) =>
  z
    .union([z.enum(values), z.literal('')])
    .nullish()
    .transform((value): V | null => (value ? value : null));

/**
 * The profile form (spec 3 and 5): every field optional so a partial save works. Parses to the row
 * update: URLs normalised, '' → null, and profile_completed derived.
 */
export const profileFormSchema = z
  .object({
    company_url: z.string().max(INPUT_MAX_LENGTH).nullish(),
    linkedin_username: z
      .string()
      .max(INPUT_MAX_LENGTH)
      .nullish()
      .refine((value) => {
        const username = linkedinUsername(value);
        return username === null || LINKEDIN_USERNAME.test(username);
      }, INVALID_LINKEDIN_MESSAGE),
    job_role: optionalChoice(JOB_ROLES),
    team_size: optionalChoice(TEAM_SIZES),
    fundraising_stage: optionalChoice(FUNDRAISING_STAGES),
  })
  .transform((form) => {
    const update = {
      company_url: normaliseCompanyUrl(form.company_url),
      linkedin_url: linkedinUrlFromUsername(form.linkedin_username),
      job_role: form.job_role,
      team_size: form.team_size,
      fundraising_stage: form.fundraising_stage,
    };
    return { ...update, profile_completed: isProfileCompleted(update) };
  });
export type ProfileForm = z.input<typeof profileFormSchema>;
export type ProfileUpdate = z.output<typeof profileFormSchema>;

/** The 'Profile Updated' toast: completed or saved in part. */
export function profileUpdatedToast(profileCompleted: boolean): ToastMessage {
  return profileCompleted ? PROFILE_MESSAGES.completed : PROFILE_MESSAGES.partial;
}

/** The name shown for a signed-in user: the full name, else the e-mail. */
export function displayName(user: { fullName?: string | null; email?: string | null }): string {
  return user.fullName?.trim() || user.email?.trim() || '';
}
