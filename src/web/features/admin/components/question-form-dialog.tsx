import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdminQuestion } from '../../../../contract/admin';
import { observerStatement } from '../../../../domain/feedback-observer';
import { SHARED_MESSAGES } from '../../../../domain/messages';
import { observerWordingNotice, observerWordingProblem } from '../../../../domain/observer-wording-rules';
import { TEXT_LIMITS } from '../../../../domain/questionnaire';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { useCreateQuestion, useUpdateQuestion } from '../api/questionnaire';
import { adminCopy } from '../copy';

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
});

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
    try {
      if (question) {
        await update.mutateAsync({ id: question.id, body: values });
        toast.success(copy.updated);
      } else {
        await create.mutateAsync({ chapterId, ...values });
        toast.success(copy.created);
      }
      onClose();
    } catch {
      // the mutation's toast says what went wrong; the dialog stays open with the text
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={question ? copy.editTitle : copy.createTitle} className="max-w-2xl">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
