import { describe, expect, it } from 'vitest';
import {
  displayName,
  FUNDRAISING_STAGE_OPTIONS,
  FUNDRAISING_STAGES,
  isProfileCompleted,
  JOB_ROLE_OPTIONS,
  JOB_ROLES,
  linkedinUrlFromUsername,
  linkedinUsername,
  normaliseCompanyUrl,
  profileFormSchema,
  profileUpdatedToast,
  TEAM_SIZE_OPTIONS,
  TEAM_SIZES,
} from './profile-rules';

describe('option lists', () => {
  it('are exactly the spec values, in order, each with a label', () => {
    expect(JOB_ROLES).toEqual([
      'co-founder',
      'c-level',
      'vp-director',
      'manager',
      'individual-contributor',
      'other',
    ]);
    expect(TEAM_SIZES).toEqual(['1-10', '11-30', '31-100', '>100']);
    expect(FUNDRAISING_STAGES).toEqual(['bootstrapped', 'pre-seed', 'seed', 'series-a', 'post-series-a']);
    for (const options of [JOB_ROLE_OPTIONS, TEAM_SIZE_OPTIONS, FUNDRAISING_STAGE_OPTIONS]) {
      for (const { label } of options) expect(label.trim()).not.toBe('');
    }
    expect(FUNDRAISING_STAGE_OPTIONS.map((option) => option.label)).toEqual([
      'Bootstrapped',
      'Pre-Seed',
      'Seed',
      'Series A',
      'Post-Series A',
    ]);
  });
});

describe('company URL', () => {
  it("gets 'https://' when it has no http(s) scheme; empty is null", () => {
    expect(normaliseCompanyUrl('startup.io')).toBe('https://startup.io');
    expect(normaliseCompanyUrl(' www.startup.io/about ')).toBe('https://www.startup.io/about');
    expect(normaliseCompanyUrl('http://startup.io')).toBe('http://startup.io');
    expect(normaliseCompanyUrl('HTTPS://startup.io')).toBe('HTTPS://startup.io');
    expect(normaliseCompanyUrl('')).toBeNull();
    expect(normaliseCompanyUrl('   ')).toBeNull();
    expect(normaliseCompanyUrl(null)).toBeNull();
  });
});

describe('LinkedIn', () => {
  it('turns a username into the personal-profile URL; empty is null', () => {
    expect(linkedinUrlFromUsername('ada-founder')).toBe('https://www.linkedin.com/in/ada-founder');
    expect(linkedinUrlFromUsername(' @ada ')).toBe('https://www.linkedin.com/in/ada');
    expect(linkedinUrlFromUsername('')).toBeNull();
    expect(linkedinUrlFromUsername(undefined)).toBeNull();
  });

  it('accepts a pasted profile URL too', () => {
    for (const pasted of [
      'https://www.linkedin.com/in/ada-founder/',
      'http://linkedin.com/in/ada-founder?trk=x',
      'de.linkedin.com/in/ada-founder',
      'www.linkedin.com/in/ada-founder#about',
      '/in/ada-founder',
    ]) {
      expect(linkedinUsername(pasted), pasted).toBe('ada-founder');
    }
  });
});

describe('profile completion', () => {
  it('is complete only with job role, team size and fundraising stage', () => {
    expect(isProfileCompleted({ job_role: 'manager', team_size: '1-10', fundraising_stage: 'seed' })).toBe(
      true,
    );
    expect(isProfileCompleted({ job_role: 'manager', team_size: '1-10', fundraising_stage: null })).toBe(
      false,
    );
    expect(isProfileCompleted({ job_role: '', team_size: '1-10', fundraising_stage: 'seed' })).toBe(false);
    expect(isProfileCompleted({})).toBe(false);
  });

  it('chooses the Profile Updated toast by completion', () => {
    expect(profileUpdatedToast(true)).toEqual({
      title: 'Profile Updated',
      message: 'Your profile has been successfully completed!',
    });
    expect(profileUpdatedToast(false)).toEqual({
      title: 'Profile Updated',
      message: 'Your profile has been updated. You can complete the remaining fields anytime.',
    });
  });
});

describe('profileFormSchema', () => {
  it('parses a full form into the row update', () => {
    expect(
      profileFormSchema.parse({
        company_url: 'startup.io',
        linkedin_username: 'ada',
        job_role: 'co-founder',
        team_size: '>100',
        fundraising_stage: 'post-series-a',
      }),
    ).toEqual({
      company_url: 'https://startup.io',
      linkedin_url: 'https://www.linkedin.com/in/ada',
      job_role: 'co-founder',
      team_size: '>100',
      fundraising_stage: 'post-series-a',
      profile_completed: true,
    });
  });

  it('allows a partial save, with unselected and empty fields as null', () => {
    expect(profileFormSchema.parse({ company_url: '', job_role: 'other', team_size: '' })).toEqual({
      company_url: null,
      linkedin_url: null,
      job_role: 'other',
      team_size: null,
      fundraising_stage: null,
      profile_completed: false,
    });
    expect(profileFormSchema.parse({}).profile_completed).toBe(false);
  });

  it('rejects values outside the option lists and malformed LinkedIn names', () => {
    expect(profileFormSchema.safeParse({ job_role: 'ceo' }).success).toBe(false);
    expect(profileFormSchema.safeParse({ team_size: '101+' }).success).toBe(false);
    expect(profileFormSchema.safeParse({ linkedin_username: 'two words' }).success).toBe(false);
  });
});

describe('displayName', () => {
  it('is the full name, else the e-mail', () => {
    expect(displayName({ fullName: 'Ada', email: 'a@b.c' })).toBe('Ada');
    expect(displayName({ fullName: ' ', email: 'a@b.c' })).toBe('a@b.c');
    expect(displayName({})).toBe('');
  });
});
