import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { founderFeedbackCopy, RATER_RELATIONSHIP_OPTIONS } from '../../../../content/feedback-copy';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { showRateLimitToast } from '../../../lib/error-toast';
import { useSendInvite } from '../hooks/use-feedback-mutations';
import { type InviteFormOutput, type InviteFormValues, inviteFormSchema } from '../lib/invite-form-schema';
import { inviteProblem } from '../lib/invite-problem';

const copy = founderFeedbackCopy.invite;

/**
 * Invite by e-mail: the address and how they know the founder, checked with the domain's schema before
 * sending; the server's refusal (own address, already invited, round full) is shown where it belongs.
 */
export function InviteForm({ roundId }: { roundId: string }) {
  const invite = useSendInvite(roundId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InviteFormValues>({
    resolver: zodResolver(inviteFormSchema) as unknown as Resolver<InviteFormValues>,
    defaultValues: { email: '', relationship: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const body = values as unknown as InviteFormOutput;
    setFormError(null);
    try {
      await invite.mutateAsync(body);
      toast.success(copy.sent(body.email), { id: 'feedback-invite' });
      form.reset({ email: '', relationship: body.relationship });
      form.setFocus('email');
    } catch (error) {
      if (error instanceof ApiError && error.isRateLimited) showRateLimitToast(error.retryAfter);
      const problem = inviteProblem(error, founderFeedbackCopy.errors.inviteFailed);
      if (!problem) return;
      if (problem.field) form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
      else setFormError(problem.message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="feedback-invite-title"
      className="flex flex-col gap-4"
    >
      <h4 id="feedback-invite-title" className="font-semibold text-ink text-lg">
        {copy.title}
      </h4>
      <TextField
        label={copy.emailLabel}
        type="email"
        autoComplete="off"
        inputMode="email"
        placeholder={copy.emailPlaceholder}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SelectField
        label={copy.relationshipLabel}
        placeholder={copy.relationshipPlaceholder}
        options={RATER_RELATIONSHIP_OPTIONS}
        error={errors.relationship?.message}
        {...form.register('relationship')}
      />
      {formError && (
        <p role="alert" className="text-score-low text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={invite.isPending}>
        {invite.isPending ? copy.sending : copy.send}
      </Button>
    </form>
  );
}
