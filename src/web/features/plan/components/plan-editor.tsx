import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { planCopy } from '../../../../content/plan-copy';
import type { Plan, PlanSuggestion } from '../../../../contract/plans';
import {
  addDays,
  MAX_PLAN_ACTIONS,
  PLAN_ACTION_MAX_LENGTH,
  TARGET_DATE_MAX_DAYS,
  validateActionText,
  validatePlan,
  validateTargetDate,
} from '../../../../domain/plan-rules';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-error';
import { useSavePlan } from '../hooks/use-plan-mutations';
import { localDay } from '../lib/days';

const copy = planCopy.editor;

type Draft = {
  key: string;
  id?: string;
  text: string;
  questionId: string | null;
  chapterId: string | null;
  targetDate: string;
  /** where the action came from, shown above it */
  origin: string | null;
};

const originOf = (s: PlanSuggestion) =>
  s.source === 'question' && s.value !== null
    ? copy.fromQuestion(s.chapterTitle, s.value)
    : copy.fromPath(s.chapterTitle);

function draftsOf(plan: Plan | null, suggestions: PlanSuggestion[]): Draft[] {
  return (plan?.actions ?? []).map((a) => {
    const from = suggestions.find((s) => s.questionId !== null && s.questionId === a.questionId);
    return {
      key: a.id,
      id: a.id,
      text: a.text,
      questionId: a.questionId,
      chapterId: a.chapterId,
      targetDate: a.targetDate ?? '',
      origin: from ? originOf(from) : null,
    };
  });
}

/**
 * The plan editor: pick up to three suggestions or write your own, edit each into your own words, give
 * it a target date (a native date input), and choose reminders (off unless chosen). The server checks
 * the same rules and has the last word.
 */
export function PlanEditor({
  open,
  onOpenChange,
  resultId,
  plan,
  suggestions,
  preselect,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  resultId: string;
  plan: Plan | null;
  suggestions: PlanSuggestion[];
  /** a suggestion to add when the editor opens on a new plan (from the uplift page) */
  preselect?: string | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title={copy.title} description={copy.description} className="max-w-2xl">
          <EditorBody
            resultId={resultId}
            plan={plan}
            suggestions={suggestions}
            preselect={preselect ?? null}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditorBody({
  resultId,
  plan,
  suggestions,
  preselect,
  onDone,
}: {
  resultId: string;
  plan: Plan | null;
  suggestions: PlanSuggestion[];
  preselect: string | null;
  onDone(): void;
}) {
  const [drafts, setDrafts] = useState<Draft[]>(() => {
    const start = draftsOf(plan, suggestions);
    const picked = preselect && !plan ? suggestions.find((s) => s.key === preselect) : undefined;
    return picked ? [fromSuggestion(picked)] : start;
  });
  const [reminders, setReminders] = useState(plan?.remindersEnabled ?? false);
  const [submitted, setSubmitted] = useState(false);
  const save = useSavePlan(resultId);
  const today = localDay(new Date());
  const full = drafts.length >= MAX_PLAN_ACTIONS;

  function fromSuggestion(s: PlanSuggestion): Draft {
    return {
      key: `${s.key}:${Math.random().toString(36).slice(2, 8)}`,
      text: s.text,
      questionId: s.questionId,
      chapterId: s.chapterId,
      targetDate: '',
      origin: originOf(s),
    };
  }
  const taken = (s: PlanSuggestion) =>
    drafts.some((d) =>
      s.questionId ? d.questionId === s.questionId : d.chapterId === s.chapterId && d.text === s.text,
    );
  const update = (key: string, change: Partial<Draft>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));

  const planProblem = validatePlan(
    drafts.map((d) => ({ text: d.text, questionId: d.questionId, targetDate: d.targetDate || null })),
    { today, questionIds: new Set(drafts.flatMap((d) => (d.questionId ? [d.questionId] : []))) },
  );

  const onSave = () => {
    setSubmitted(true);
    if (planProblem) return;
    save.mutate(
      {
        actions: drafts.map((d) => ({
          ...(d.id ? { id: d.id } : {}),
          text: d.text,
          questionId: d.questionId,
          chapterId: d.chapterId,
          targetDate: d.targetDate || null,
        })),
        remindersEnabled: reminders,
      },
      { onSuccess: onDone },
    );
  };
  const serverMessage =
    save.error instanceof ApiError && save.error.status === 400 ? save.error.message : copy.saveFailed;

  return (
    <div className="mt-4 flex flex-col gap-6">
      {suggestions.length > 0 && (
        <section aria-labelledby="plan-suggestions-title" className="flex flex-col gap-3">
          <div>
            <h3 id="plan-suggestions-title" className="font-semibold text-ink text-lg">
              {copy.suggestionsTitle}
            </h3>
            <p className="text-muted text-sm">{copy.suggestionsHint}</p>
          </div>
          <ul className="flex flex-col divide-y divide-line rounded-card border border-line">
            {suggestions.map((s) => {
              const added = taken(s);
              return (
                <li key={s.key} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:gap-4">
                  <div className="min-w-0 flex-1">
                    <p className="text-muted text-xs">{originOf(s)}</p>
                    <p className="text-ink">{s.text}</p>
                  </div>
                  <Button
                    variant="secondary"
                    className="shrink-0 self-start"
                    disabled={added || full}
                    aria-label={added ? `${copy.added}: ${s.text}` : `${copy.add}: ${s.text}`}
                    onClick={() => setDrafts((all) => [...all, fromSuggestion(s)])}
                  >
                    {added ? copy.added : copy.add}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="plan-actions-title" className="flex flex-col gap-4">
        <h3 id="plan-actions-title" className="font-semibold text-ink text-lg">
          {planCopy.sectionTitle}
        </h3>
        {drafts.length === 0 && <p className="text-muted">{copy.empty}</p>}
        <ol className="flex flex-col gap-5">
          {drafts.map((d, index) => (
            <li key={d.key} className="flex flex-col gap-3 rounded-card border border-line p-4">
              {d.origin && <p className="text-muted text-xs">{d.origin}</p>}
              <TextAreaField
                label={copy.actionLabel(index + 1)}
                hint={copy.actionHint}
                rows={3}
                maxLength={PLAN_ACTION_MAX_LENGTH + 20}
                value={d.text}
                onChange={(e) => update(d.key, { text: e.target.value })}
                error={submitted ? (validateActionText(d.text) ?? undefined) : undefined}
              />
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                <TextField
                  type="date"
                  label={copy.targetLabel}
                  className="sm:max-w-56"
                  min={addDays(today, -1)}
                  max={addDays(today, TARGET_DATE_MAX_DAYS)}
                  value={d.targetDate}
                  onChange={(e) => update(d.key, { targetDate: e.target.value })}
                  error={submitted ? (validateTargetDate(d.targetDate, today) ?? undefined) : undefined}
                />
                <Button
                  variant="ghost"
                  className="self-start sm:self-end"
                  aria-label={copy.remove(index + 1)}
                  onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {copy.removeShort}
                </Button>
              </div>
            </li>
          ))}
        </ol>
        {full ? (
          <p className="text-muted text-sm">{copy.full}</p>
        ) : (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() =>
              setDrafts((all) => [
                ...all,
                {
                  key: `own:${Math.random().toString(36).slice(2, 8)}`,
                  text: '',
                  questionId: null,
                  chapterId: null,
                  targetDate: '',
                  origin: null,
                },
              ])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {copy.addOwn}
          </Button>
        )}
      </section>

      <CheckboxField
        label={copy.remindersLabel}
        hint={copy.remindersHint}
        checked={reminders}
        onChange={(e) => setReminders(e.target.checked)}
      />

      {submitted && planProblem && drafts.length === 0 && (
        <p role="alert" className="text-score-low text-sm">
          {planProblem}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-score-low text-sm">
          {serverMessage}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {copy.cancel}
        </Button>
        <Button onClick={onSave} disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? copy.saving : copy.save}
        </Button>
      </div>
    </div>
  );
}
