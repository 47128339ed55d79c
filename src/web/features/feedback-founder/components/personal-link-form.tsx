import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { founderFeedbackCopy, RATER_RELATIONSHIP_OPTIONS } from '../../../../content/feedback-copy';
import { Button } from '../../../components/ui/button';
import { CopyableLink } from '../../../components/ui/copyable-link';
import { SelectField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-error';
import { showRateLimitToast } from '../../../lib/error-toast';
import { useCreateLink } from '../hooks/use-feedback-mutations';
import { type LinkFormOutput, linkFormSchema } from '../lib/invite-form-schema';
import { inviteProblem } from '../lib/invite-problem';

const copy = founderFeedbackCopy.invite;

/** 'Create a link to send yourself': how the person knows the founder, then the link to copy. */
export function PersonalLinkForm({ roundId }: { roundId: string }) {
  const create = useCreateLink(roundId);
  const [url, setUrl] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ relationship: string }>({
    resolver: zodResolver(linkFormSchema) as unknown as Resolver<{ relationship: string }>,
    defaultValues: { relationship: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const { relationship } = values as unknown as LinkFormOutput;
    setFormError(null);
    setUrl(null);
    try {
      const created = await create.mutateAsync(relationship);
      setUrl(created.url);
    } catch (error) {
      if (error instanceof ApiError && error.isRateLimited) showRateLimitToast(error.retryAfter);
      const problem = inviteProblem(error, founderFeedbackCopy.errors.actionFailed);
      if (problem) setFormError(problem.message);
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-labelledby="feedback-link-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h4 id="feedback-link-title" className="font-semibold text-ink text-lg">
          {copy.linkTitle}
        </h4>
        <p className="text-muted text-sm">{copy.copyLinkHelp}</p>
      </div>
      <SelectField
        label={copy.relationshipLabel}
        placeholder={copy.relationshipPlaceholder}
        options={RATER_RELATIONSHIP_OPTIONS}
        error={form.formState.errors.relationship?.message}
        {...form.register('relationship')}
      />
      {formError && (
        <p role="alert" className="text-score-low text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" variant="secondary" className="self-start" disabled={create.isPending}>
        {create.isPending ? copy.creatingLink : copy.copyLink}
      </Button>
      {url && (
        <CopyableLink
          url={url}
          label={copy.linkLabel}
          hint={copy.linkOnce}
          copyLabel={copy.copy}
          copiedText={copy.copied}
          copyFailedText={copy.copyManually}
          className="bg-[var(--theme-soft)]"
        />
      )}
    </form>
  );
}
