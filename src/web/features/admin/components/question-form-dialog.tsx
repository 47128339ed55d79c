import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { RATER_RELATIONSHIP_LABELS } from '../../../../content/feedback-copy';
import type { AdminQuestion } from '../../../../contract/admin';
import { observerStatement } from '../../../../domain/feedback-observer';
import {
  RATER_RELATIONSHIPS,
  raterRelationshipSchema,
  raterRelationshipsOf,
} from '../../../../domain/feedback-rules';
import { SHARED_MESSAGES } from '../../../../domain/messages';
import { observerWordingNotice, observerWordingProblem } from '../../../../domain/observer-wording-rules';
import { TEXT_LIMITS } from '../../../../domain/questionnaire';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { useCreateQuestion, useUpdateQuestion } from '../api/questionnaire';
import { adminCopy } from '../copy';
import { QuestionStyleGuide } from './question-style-guide';

const copy = adminCopy.questions;
const atMost = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

export const questionFormSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, SHARED_MESSAGES.chapterAndQuestionTextRequired)
    .max(TEXT_LIMITS.questionText, `At most ${TEXT_LIMITS.questionText} characters.`),
  observerText: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = observerWordingProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  observerLeftLabel: atMost(TEXT_LIMITS.label),
  observerRightLabel: atMost(TEXT_LIMITS.label),
  leftLabel: atMost(TEXT_LIMITS.label),
  rightLabel: atMost(TEXT_LIMITS.label),
  insightLow: atMost(TEXT_LIMITS.insight),
  insightMedium: atMost(TEXT_LIMITS.insight),
  insightHigh: atMost(TEXT_LIMITS.insight),
  notApplicableAllowed: z.boolean(),
  /** the ticked relationships; all ticked is every rater (null when sent) */
  raterRelationships: z.array(raterRelationshipSchema).min(1, copy.ratersNone),
});
type QuestionForm = z.input<typeof questionFormSchema>;

const valuesOf = (question: AdminQuestion | null): QuestionForm => ({
  text: question?.text ?? '',
  observerText: question?.observerText ?? '',
  observerLeftLabel: question?.observerLeftLabel ?? '',
  observerRightLabel: question?.observerRightLabel ?? '',
  leftLabel: question?.leftLabel ?? '',
  rightLabel: question?.rightLabel ?? '',
  insightLow: question?.insightLow ?? '',
  insightMedium: question?.insightMedium ?? '',
  insightHigh: question?.insightHigh ?? '',
  notApplicableAllowed: question?.notApplicableAllowed ?? false,
  // null (every rater) shows as every box ticked
  raterRelationships: [...(question?.raterRelationships ?? RATER_RELATIONSHIPS)],
});

/** The form's values as the API takes them: every relationship ticked is sent as null. */
function questionBody(values: z.output<typeof questionFormSchema>) {
  return { ...values, raterRelationships: raterRelationshipsOf(values.raterRelationships) };
}

/** Create (no question given) or edit a question of `chapterId`. */
export function QuestionFormDialog({
  open,
  chapterId,
  question,
  onClose,
}: {
  open: boolean;
  chapterId: string;
  question: AdminQuestion | null;
  onClose: () => void;
}) {
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const form = useForm<QuestionForm>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: valuesOf(question),
  });
  const { errors, isSubmitting } = form.formState;
  const observerText = form.watch('observerText');

  useEffect(() => {
    if (open) form.reset(valuesOf(question));
  }, [open, question, form]);

  const submit = form.handleSubmit(async (values) => {
    const body = questionBody(values);
    try {
      if (question) {
        await update.mutateAsync({ id: question.id, body });
        toast.success(copy.updated);
      } else {
        await create.mutateAsync({ chapterId, ...body });
        toast.success(copy.created);
      }
      onClose();
    } catch {
      // the mutation's toast says what went wrong; the dialog stays open with the text
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={question ? copy.editTitle : copy.createTitle} className="max-w-2xl lg:max-w-5xl">
        <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start lg:gap-6">
          <QuestionStyleGuide placement="above" />
          <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4">
            <TextAreaField
              label={copy.text}
              hint={copy.textHint}
              rows={2}
              error={errors.text?.message}
              {...form.register('text')}
            />
            <div className="flex flex-col gap-2">
              <TextAreaField
                label={copy.observerText}
                hint={copy.observerTextHint}
                rows={2}
                error={errors.observerText?.message}
                {...form.register('observerText')}
              />
              {!errors.observerText && <ObserverPreview text={observerText} />}
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-muted text-sm">{copy.observerLabelsHint}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label={copy.observerLeftLabel}
                    error={errors.observerLeftLabel?.message}
                    {...form.register('observerLeftLabel')}
                  />
                  <TextField
                    label={copy.observerRightLabel}
                    error={errors.observerRightLabel?.message}
                    {...form.register('observerRightLabel')}
                  />
                </div>
              </fieldset>
              <RaterRelationshipsField
                error={errors.raterRelationships?.message}
                register={() => form.register('raterRelationships')}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={copy.leftLabel}
                error={errors.leftLabel?.message}
                {...form.register('leftLabel')}
              />
              <TextField
                label={copy.rightLabel}
                error={errors.rightLabel?.message}
                {...form.register('rightLabel')}
              />
            </div>
            <CheckboxField
              label={copy.notApplicable}
              hint={copy.notApplicableHint}
              {...form.register('notApplicableAllowed')}
            />
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-1 text-muted text-sm">{copy.insightsHint}</legend>
              <TextAreaField
                label={copy.insightLow}
                rows={2}
                error={errors.insightLow?.message}
                {...form.register('insightLow')}
              />
              <TextAreaField
                label={copy.insightMedium}
                rows={2}
                error={errors.insightMedium?.message}
                {...form.register('insightMedium')}
              />
              <TextAreaField
                label={copy.insightHigh}
                rows={2}
                error={errors.insightHigh?.message}
                {...form.register('insightHigh')}
              />
            </fieldset>
            <DialogFooter>
              <Button variant="secondary" onClick={onClose}>
                {adminCopy.common.cancel}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? adminCopy.common.saving : adminCopy.common.save}
              </Button>
            </DialogFooter>
          </form>
          <QuestionStyleGuide placement="beside" />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** How a rater would read the wording, and a hint when it names no one (allowed, but rarely meant). */
function ObserverPreview({ text }: { text: string }) {
  const trimmed = text.trim();
  if (trimmed === '' || observerWordingProblem(trimmed) !== null) return null;
  const notice = observerWordingNotice(trimmed);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-muted">
        {copy.observerPreview(observerStatement(trimmed, copy.observerPreviewName))}
      </p>
      {notice && <p className="text-ink">{notice}</p>}
    </div>
  );
}

/**
 * One box per relationship, all in one form value (react-hook-form collects the ticked boxes of a
 * name into a list). The hint and the error are the group's description, read when entering it.
 */
function RaterRelationshipsField({
  error,
  register,
}: {
  error: string | undefined;
  register: () => UseFormRegisterReturn<'raterRelationships'>;
}) {
  const id = useId();
  return (
    <fieldset
      className="mt-2 flex flex-col gap-1"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      {...(error ? { 'aria-invalid': true } : {})}
    >
      <legend className="font-medium text-ink text-sm">{copy.raters}</legend>
      <p id={`${id}-hint`} className="mt-1.5 text-muted text-sm">
        {copy.ratersHint}
      </p>
      <div className="grid sm:grid-cols-2 sm:gap-x-4">
        {RATER_RELATIONSHIPS.map((relationship) => (
          <CheckboxField
            key={relationship}
            label={RATER_RELATIONSHIP_LABELS[relationship]}
            value={relationship}
            {...register()}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-score-low text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
