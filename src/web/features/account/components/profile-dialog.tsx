import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { accountCopy } from '../../../../content/account-copy';
import type { MeResponse, Profile } from '../../../../contract/me';
import { PROFILE_RELOAD_DELAY_MS } from '../../../../domain/constants';
import { PROFILE_MESSAGES } from '../../../../domain/messages';
import {
  FUNDRAISING_STAGE_OPTIONS,
  type FundraisingStage,
  JOB_ROLE_OPTIONS,
  type JobRole,
  profileFormSchema,
  profileUpdatedToast,
  TEAM_SIZE_OPTIONS,
  type TeamSize,
} from '../../../../domain/profile-rules';
import { Button } from '../../../components/ui/button';
import { Deferred } from '../../../components/ui/deferred';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { authKeys } from '../../auth/api/auth-api';
import { notifyError, notifySuccess, serverMessage } from '../../auth/lib/notify';
import { updateProfile } from '../api/account-api';

const copy = accountCopy.profile;

/** The form's values: every field a string ('' is "not set"), as the inputs hold them. */
export interface ProfileFormValues {
  company_url: string;
  linkedin_username: string;
  job_role: JobRole | '';
  team_size: TeamSize | '';
  fundraising_stage: FundraisingStage | '';
}

export function profileFormValues(profile: Profile | null | undefined): ProfileFormValues {
  return {
    company_url: profile?.company_url ?? '',
    linkedin_username: profile?.linkedin_username ?? '',
    job_role: profile?.job_role ?? '',
    team_size: profile?.team_size ?? '',
    fundraising_stage: profile?.fundraising_stage ?? '',
  };
}

/**
 * 'Complete Your Profile' (spec 2, 4 and 5): company URL, LinkedIn username, role, team size and
 * fundraising stage. Every field is optional (a partial save); the server applies the domain's URL
 * rules. Completing it reloads the page after 100 ms.
 */
export function ProfileDialog({
  open,
  onOpenChange,
  profile,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  profile: Profile | null | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title={copy.title} description={copy.description} onOpenAutoFocus={focusNextTask}>
          {/* The form mounts in a commit of its own, after the dialog's (which opens by itself on load);
              until then a space of the form's height (measured at 390 and 1280 px) keeps the dialog still. */}
          <Deferred fallback={<div className="min-h-[606px] sm:min-h-[550px]" />}>
            <ProfileForm profile={profile} onDone={() => onOpenChange(false)} />
          </Deferred>
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * Focus goes where Radix would put it (the first focusable element, the corner 'Close'), in the task
 * after the dialog mounts: focusing forces a style and layout pass of the page behind, which would
 * otherwise lengthen the task that mounts the dialog (it opens by itself while the results load).
 */
function focusNextTask(event: Event): void {
  event.preventDefault();
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  setTimeout(() => {
    if (!content.contains(document.activeElement))
      content.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
  }, 0);
}

function ProfileForm({ profile, onDone }: { profile: Profile | null | undefined; onDone(): void }) {
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<ProfileFormValues>({
    // raw: the server takes the form's own values and applies the same rules.
    resolver: zodResolver(profileFormSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<ProfileFormValues>,
    defaultValues: profileFormValues(profile),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const { profile: saved } = await updateProfile(values);
      client.setQueryData<MeResponse | null>(authKeys.me, (me) => (me ? { ...me, profile: saved } : me));
      notifySuccess(profileUpdatedToast(saved.profile_completed));
      if (saved.profile_completed) {
        setTimeout(() => window.location.reload(), PROFILE_RELOAD_DELAY_MS);
      } else {
        onDone();
      }
    } catch (error) {
      notifyError({ title: copy.errorTitle, message: serverMessage(error, PROFILE_MESSAGES.updateFailed) });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={copy.fields.company_url}
        hint={copy.fields.company_url_hint}
        type="url"
        inputMode="url"
        autoComplete="url"
        error={errors.company_url?.message}
        {...form.register('company_url')}
      />
      <TextField
        label={copy.fields.linkedin_username}
        hint={copy.fields.linkedin_username_hint}
        autoComplete="off"
        error={errors.linkedin_username?.message}
        {...form.register('linkedin_username')}
      />
      <SelectField
        label={copy.fields.job_role}
        placeholder={copy.fields.choose}
        options={JOB_ROLE_OPTIONS}
        error={errors.job_role?.message}
        {...form.register('job_role')}
      />
      <SelectField
        label={copy.fields.team_size}
        placeholder={copy.fields.choose}
        options={TEAM_SIZE_OPTIONS}
        error={errors.team_size?.message}
        {...form.register('team_size')}
      />
      <SelectField
        label={copy.fields.fundraising_stage}
        placeholder={copy.fields.choose}
        options={FUNDRAISING_STAGE_OPTIONS}
        error={errors.fundraising_stage?.message}
        {...form.register('fundraising_stage')}
      />
      <DialogFooter className="mt-2">
        <Button variant="secondary" onClick={onDone}>
          {copy.later}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? copy.saving : copy.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
