import { useQuery } from '@tanstack/react-query';
import { BellOff, BellRing, Target } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { planCopy } from '../../../../content/plan-copy';
import type { Plan } from '../../../../contract/plans';
import { formatLongDate } from '../../../../domain/dates';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/loading-state';
import { planQuery, plansQuery } from '../api/plan-api';
import { useActionDone, useSetReminders } from '../hooks/use-plan-mutations';
import { PLAN_SECTION_ID, type PlanEntryState } from '../lib/section';
import { FocusComparison } from './focus-comparison';
import { PlanEditor } from './plan-editor';

const copy = planCopy;

export interface PlanResult {
  id: string;
  emailVerified: boolean;
}

function ActionList({ plan }: { plan: Plan }) {
  const done = useActionDone();
  const shownDone = (actionId: string, doneAt: string | null) =>
    done.isPending && done.variables.actionId === actionId ? done.variables.done : doneAt !== null;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {plan.actions.map((action) => (
          // focus scrolls a box clear of the small screens' sticky section bar
          <li key={action.id} className="rounded-card border border-line px-4 py-2 [&_input]:scroll-mt-28">
            <CheckboxField
              label={
                <>
                  <span className="sr-only">{copy.done}: </span>
                  <span
                    className={shownDone(action.id, action.doneAt) ? 'line-through decoration-muted' : ''}
                  >
                    {action.text}
                  </span>
                </>
              }
              hint={action.targetDate ? copy.target(formatLongDate(action.targetDate)) : copy.noTarget}
              checked={shownDone(action.id, action.doneAt)}
              disabled={done.isPending}
              onChange={(e) => done.mutate({ planId: plan.id, actionId: action.id, done: e.target.checked })}
            />
          </li>
        ))}
      </ol>
      {done.isError && (
        <p role="alert" className="text-score-low text-sm">
          {copy.toggleFailed}
        </p>
      )}
    </div>
  );
}

function Reminders({ plan, emailVerified }: { plan: Plan; emailVerified: boolean }) {
  const change = useSetReminders();
  const on = plan.remindersEnabled;
  const Icon = on ? BellRing : BellOff;
  return (
    <div className="flex flex-col gap-3 rounded-card bg-paper p-4" data-print="hide">
      <p className="flex items-start gap-2 text-ink">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[var(--theme-deep)]" />
        <span>
          {on ? copy.reminders.on : copy.reminders.off}
          {!on && plan.remindersStoppedAt && ` ${copy.reminders.stopped}`}
        </span>
      </p>
      {on && !emailVerified && <p className="text-muted text-sm">{copy.reminders.unconfirmed}</p>}
      <Button
        variant="secondary"
        className="self-start"
        disabled={change.isPending}
        onClick={() => change.mutate({ planId: plan.id, enabled: !on })}
      >
        {on ? copy.reminders.turnOff : copy.reminders.turnOn}
      </Button>
      {change.isError && (
        <p role="alert" className="text-score-low text-sm">
          {copy.reminders.changeFailed}
        </p>
      )}
    </div>
  );
}

/** On a retake: how the focus actions of the plan before moved, with the way to the history. */
function RetakeCard({ resultId }: { resultId: string }) {
  const plans = useQuery(plansQuery());
  const before = plans.data?.plans.find((p) => p.retake?.resultId === resultId);
  if (!before?.retake) return null;
  return (
    <div className="flex flex-col gap-3 rounded-card border border-line p-4">
      <h3 className="font-display text-ink text-xl">{copy.history.retakeTitle}</h3>
      <p className="text-muted text-sm">{copy.history.retakeIntro(formatLongDate(before.startedAt))}</p>
      <FocusComparison changes={before.retake.focusQuestions} />
      <a href="#history" className="self-start text-[var(--theme-deep)] text-sm underline">
        {copy.history.seeHistory}
      </a>
    </div>
  );
}

function SectionBody({ result }: { result: PlanResult }) {
  const query = useQuery(planQuery(result.id));
  const location = useLocation();
  const entry = (location.state as PlanEntryState | null)?.planSuggestion ?? null;
  const [editing, setEditing] = useState(false);
  const [preselect, setPreselect] = useState<string | null>(null);
  const opened = useRef(false);
  // from the uplift page's 'Add to my plan': the editor opens once, with that step picked
  useEffect(() => {
    if (!entry || opened.current || !query.isSuccess) return;
    opened.current = true;
    setPreselect(entry);
    setEditing(true);
  }, [entry, query.isSuccess]);

  if (query.isPending) return <LoadingState text={copy.loading} className="py-8" />;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-ink">{copy.loadFailed}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  const { plan, suggestions } = query.data;
  const doneCount = plan?.actions.filter((a) => a.doneAt !== null).length ?? 0;
  return (
    <>
      <RetakeCard resultId={result.id} />
      {plan ? (
        <div className="flex flex-col gap-4">
          <p className="flex flex-wrap gap-x-3 text-muted text-sm">
            <span>{copy.startedOn(formatLongDate(plan.startedAt))}</span>
            <span>{copy.doneCount(doneCount, plan.actions.length)}</span>
          </p>
          <ActionList plan={plan} />
          <Reminders plan={plan} emailVerified={result.emailVerified} />
          <Button
            variant="secondary"
            className="self-start"
            data-print="hide"
            onClick={() => setEditing(true)}
          >
            {copy.edit}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-[var(--theme-soft)] sm:flex">
              <Target aria-hidden="true" className="size-6 text-[var(--theme-deep)]" />
            </span>
            <p className="text-ink/90 leading-relaxed">{copy.intro}</p>
          </div>
          <Button className="self-start" data-print="hide" onClick={() => setEditing(true)}>
            {copy.start}
          </Button>
        </div>
      )}
      <PlanEditor
        open={editing}
        onOpenChange={(open) => {
          setEditing(open);
          if (!open) setPreselect(null);
        }}
        resultId={result.id}
        plan={plan}
        suggestions={suggestions}
        preselect={preselect}
      />
    </>
  );
}

/** 'Your 90-day plan' on the results page, for the signed-in owner of the result shown. */
export default function PlanSection({
  result,
  onNavEntry,
}: {
  result: PlanResult;
  onNavEntry?: (entry: { id: string; label: string } | null) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  useEffect(() => {
    onNavEntry?.({ id: PLAN_SECTION_ID, label: copy.navLabel });
    return () => onNavEntry?.(null);
  }, [onNavEntry]);
  useEffect(() => {
    if (location.hash === `#${PLAN_SECTION_ID}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [location.hash]);
  return (
    <section
      ref={ref}
      id={PLAN_SECTION_ID}
      aria-labelledby={`${PLAN_SECTION_ID}-title`}
      className="scroll-mt-24"
    >
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <h2 id={`${PLAN_SECTION_ID}-title`} className="font-display text-3xl text-ink">
          {copy.sectionTitle}
        </h2>
        <SectionBody result={result} />
      </Card>
    </section>
  );
}
