import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { benchmarkCopy } from '../../../../content/benchmark-copy';
import type { MeResponse } from '../../../../contract/me';
import {
  FUNDRAISING_STAGE_OPTIONS,
  type FundraisingStage,
  TEAM_SIZE_OPTIONS,
  type TeamSize,
} from '../../../../domain/profile-rules';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { updateProfile } from '../../account/api/account-api';
import { authKeys } from '../../auth/api/auth-api';
import { serverMessage } from '../../auth/lib/notify';
import { benchmarkKeys } from '../api/benchmarks-api';
import { profilePromptSchema } from '../lib/profile-prompt-schema';

const copy = benchmarkCopy.profilePrompt;

interface PromptFormValues {
  fundraising_stage: FundraisingStage | '';
  team_size: TeamSize | '';
}

/**
 * Asks for the two profile fields the comparison groups need (stage and team size), saves them with
 * the profile API, and reloads the benchmarks: the founder never leaves the results page for it.
 */
export function ProfilePrompt({
  stage,
  teamSize,
}: {
  stage: FundraisingStage | null;
  teamSize: TeamSize | null;
}) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PromptFormValues>({
    resolver: zodResolver(profilePromptSchema) as unknown as Resolver<PromptFormValues>,
    defaultValues: { fundraising_stage: stage ?? '', team_size: teamSize ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { profile } = await updateProfile(values);
      // the new stage and team size are part of the benchmarks' query key: they load again
      client.setQueryData<MeResponse | null>(authKeys.me, (me) => (me ? { ...me, profile } : me));
      await client.invalidateQueries({ queryKey: benchmarkKeys.all });
    } catch (error) {
      setFailure(serverMessage(error, copy.saveFailed));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="benchmark-profile-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-paper p-5"
      data-print="hide"
    >
      <div>
        <h3 id="benchmark-profile-title" className="font-semibold text-ink text-lg">
          {copy.title}
        </h3>
        <p className="mt-1 text-muted text-sm">{copy.body}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={copy.stage}
          placeholder={copy.choose}
          options={FUNDRAISING_STAGE_OPTIONS}
          error={errors.fundraising_stage?.message}
          {...form.register('fundraising_stage')}
        />
        <SelectField
          label={copy.teamSize}
          placeholder={copy.choose}
          options={TEAM_SIZE_OPTIONS}
          error={errors.team_size?.message}
          {...form.register('team_size')}
        />
      </div>
      {failure && (
        <p role="alert" className="text-score-low text-sm">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}
