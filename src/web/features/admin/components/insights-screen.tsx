import { useState } from 'react';
import { type ChapterInsights, INSIGHT_SECTIONS_BY_KIND, type Insights } from '../../../../contract/admin';
import { validatePageContent } from '../../../../domain/admin-rules';
import type { CustomContentPageKind, CustomContentSection } from '../../../../domain/result-texts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cx } from '../../../components/ui/cx';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { VersionBar } from '../../questionnaire-authoring/components/version-bar';
import { useBulkPageContent, useInsights, useResetPageContent, useSavePageContent } from '../api/content';
import { adminCopy } from '../copy';
import { Empty, PageHeader, Panel, QueryState } from './admin-ui';

const copy = adminCopy.insights;
const KINDS = ['core_strength', 'uplift_potential'] as const;

export function InsightsScreen() {
  const insights = useInsights();
  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      <VersionBar />
      <QueryState query={insights} loadingText={copy.loading}>
        {(data) => <InsightsEditor data={data} />}
      </QueryState>
    </>
  );
}

function InsightsEditor({ data }: { data: Insights }) {
  const [chapterId, setChapterId] = useState(data.chapters[0]?.chapter.id ?? '');
  const [confirmReset, setConfirmReset] = useState(false);
  const bulk = useBulkPageContent();
  const entry = data.chapters.find((c) => c.chapter.id === chapterId) ?? data.chapters[0];
  if (!entry) return <Empty>{adminCopy.questions.empty}</Empty>;
  const hasCustom = KINDS.some((kind) => Object.keys(entry.custom[kind]).length > 0);

  const resetAll = () =>
    bulk.mutate(
      {
        items: KINDS.flatMap((kind) =>
          INSIGHT_SECTIONS_BY_KIND[kind].map((section) => ({
            pageType: kind,
            sectionType: section,
            chapterId: entry.chapter.id,
            content: '',
          })),
        ),
      },
      {
        onSuccess: () => {
          toast.success(copy.resetAllDone);
          setConfirmReset(false);
        },
      },
    );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SelectField
          label={copy.chapter}
          value={entry.chapter.id}
          onChange={(e) => setChapterId(e.target.value)}
          className="w-full max-w-md"
          options={data.chapters.map((c) => ({
            value: c.chapter.id,
            label: `${c.chapter.position}. ${c.chapter.title} (${adminCopy.questions.area[c.chapter.area]})`,
          }))}
        />
        <Button variant="secondary" disabled={!hasCustom} onClick={() => setConfirmReset(true)}>
          {copy.resetAll}
        </Button>
      </div>
      {KINDS.map((kind) => (
        <Panel
          key={`${entry.chapter.id}-${kind}`}
          id={`kind-${kind}`}
          title={copy.kinds[kind]}
          description={copy.kindLead[kind]}
        >
          <div className="flex flex-col divide-y divide-line">
            {INSIGHT_SECTIONS_BY_KIND[kind].map((section) => (
              <SectionEditor
                key={`${entry.chapter.id}-${kind}-${section}-${entry.custom[kind][section] ?? ''}`}
                entry={entry}
                kind={kind}
                section={section}
              />
            ))}
          </div>
        </Panel>
      ))}
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={copy.resetAllTitle}
        description={copy.resetAllLead}
        cancelLabel={adminCopy.common.cancel}
        confirmLabel={copy.resetAll}
        pending={bulk.isPending}
        onConfirm={resetAll}
      />
    </>
  );
}

function SectionEditor({
  entry,
  kind,
  section,
}: {
  entry: ChapterInsights;
  kind: CustomContentPageKind;
  section: CustomContentSection;
}) {
  const stored = entry.custom[kind][section] ?? '';
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | undefined>();
  const save = useSavePageContent('insights');
  const reset = useResetPageContent();
  const key = { pageType: kind, sectionType: section, chapterId: entry.chapter.id };
  const id = `${kind}-${section}`;

  const submit = () => {
    const problem = validatePageContent(text);
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate({ ...key, content: text }, { onSuccess: () => toast.success(copy.saved) });
  };

  return (
    <div className="grid gap-4 py-5 first:pt-0 last:pb-0 lg:grid-cols-2">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col gap-3"
      >
        <div className="flex items-center justify-between gap-3">
          <h3 id={`${id}-title`} className="font-semibold text-ink">
            {copy.sections[section]}
          </h3>
          <span
            className={cx(
              'rounded-full px-2.5 py-0.5 font-medium text-xs',
              stored ? 'bg-outer-100 text-outer-900' : 'bg-paper text-muted ring-1 ring-line',
            )}
          >
            {stored ? copy.customInUse : copy.fallbackInUse}
          </span>
        </div>
        <TextAreaField
          label={`${copy.custom}: ${copy.sections[section]}`}
          hint={section === 'improvement_path' ? copy.improvementHint : undefined}
          value={text}
          rows={section === 'improvement_path' ? 5 : 4}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending || text === stored}>
            {save.isPending ? adminCopy.common.saving : copy.save}
          </Button>
          {stored && (
            <Button
              variant="secondary"
              disabled={reset.isPending}
              onClick={() => reset.mutate(key, { onSuccess: () => toast.success(copy.reset) })}
            >
              {copy.useFallback}
            </Button>
          )}
        </div>
      </form>
      <Fallback entry={entry} section={section} muted={Boolean(stored)} />
    </div>
  );
}

/** What visitors read when the custom text is empty. */
function Fallback({
  entry,
  section,
  muted,
}: {
  entry: ChapterInsights;
  section: CustomContentSection;
  muted: boolean;
}) {
  const { fallback } = entry;
  return (
    <aside
      aria-label={`${copy.fallbackTitle}: ${copy.sections[section]}`}
      className={cx('rounded-lg bg-paper p-4 text-sm', muted && 'opacity-70')}
    >
      <p className="font-semibold text-ink">{copy.fallbackTitle}</p>
      <p className="mb-2 text-muted text-xs">
        {section === 'description' ? copy.chapterDescription : copy.fallbackSource[fallback.source]}
      </p>
      {section === 'description' && (
        <p className="text-ink">{entry.chapter.description ?? copy.noDescription}</p>
      )}
      {(section === 'zone_of_genius' || section === 'how_others_see_you') && (
        <dl className="flex flex-col gap-2">
          {(['high', 'mid', 'low'] as const).map((tier) => (
            <div key={tier}>
              <dt className="font-medium text-muted text-xs">{copy.tiers[tier]}</dt>
              <dd className="text-ink">
                {(section === 'zone_of_genius' ? fallback.zoneOfGenius : fallback.howOthersSeeYou)[tier]}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {section === 'energy_drains' && (
        <dl className="flex flex-col gap-2">
          {(['normal', 'strong'] as const).map((wording) => (
            <div key={wording}>
              <dt className="font-medium text-muted text-xs">{copy.drains[wording]}</dt>
              <dd className="text-ink">{fallback.energyDrains[wording]}</dd>
            </div>
          ))}
        </dl>
      )}
      {section === 'improvement_path' && (
        <ol className="list-decimal space-y-1 pl-5 text-ink">
          {fallback.improvementPath.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
    </aside>
  );
}
