import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { AdminChapter, AdminQuestionnaire } from '../../../../contract/admin';
import {
  chapterIntroTexts,
  chapterNumber,
  chapterSubtitleFallback,
  hasOutro,
} from '../../../../domain/chapters';
import { SHARED_MESSAGES } from '../../../../domain/messages';
import { TEXT_LIMITS } from '../../../../domain/questionnaire';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { ChapterIcon } from '../../assessment/components/chapter-icon';
import { ChapterStructure } from '../../questionnaire-authoring/components/chapter-structure';
import { VersionBar } from '../../questionnaire-authoring/components/version-bar';
import { useAdminQuestionnaire, useUpdateChapterIntro, useUpdateChapterOutro } from '../api/questionnaire';
import { adminCopy } from '../copy';
import { Empty, PageHeader, Panel, QueryState } from './admin-ui';
import { ChapterSelect, useSelectedChapter } from './chapter-select';

const copy = adminCopy.chapters;
const atMost = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
/** A path on this site (the CSP loads images from this site only). */
const ICON_PATH = /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;

const introSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, SHARED_MESSAGES.required)
    .max(TEXT_LIMITS.title, `At most ${TEXT_LIMITS.title} characters.`),
  description: atMost(TEXT_LIMITS.description),
  introTitle: atMost(TEXT_LIMITS.title),
  introSubtitle: atMost(TEXT_LIMITS.introSubtitle),
  introDescription: atMost(TEXT_LIMITS.introText),
  introQuote: atMost(TEXT_LIMITS.quote),
  iconUrl: atMost(500).refine((v) => v === '' || ICON_PATH.test(v), copy.iconInvalid),
});
type IntroForm = z.input<typeof introSchema>;

const outroSchema = z.object({
  outroEnabled: z.boolean(),
  outroTitle: atMost(TEXT_LIMITS.title),
  outroDescription: atMost(TEXT_LIMITS.introText),
});
type OutroForm = z.input<typeof outroSchema>;

const introValues = (c: AdminChapter): IntroForm => ({
  title: c.title,
  description: c.description ?? '',
  introTitle: c.introTitle ?? '',
  introSubtitle: c.introSubtitle ?? '',
  introDescription: c.introDescription ?? '',
  introQuote: c.introQuote ?? '',
  iconUrl: c.iconUrl ?? '',
});
const outroValues = (c: AdminChapter): OutroForm => ({
  outroEnabled: c.outroEnabled,
  outroTitle: c.outroTitle ?? '',
  outroDescription: c.outroDescription ?? '',
});

export function ChaptersScreen() {
  const questionnaire = useAdminQuestionnaire();
  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      <VersionBar />
      <QueryState query={questionnaire} loadingText={copy.loading}>
        {(data) => <Chapters data={data} />}
      </QueryState>
    </>
  );
}

function Chapters({ data }: { data: AdminQuestionnaire }) {
  const { chapter, select } = useSelectedChapter(data.chapters);
  const edit = (id: string) => {
    select(id);
    // the editors sit below the list: bring them into view
    requestAnimationFrame(() => document.getElementById('chapter-editors')?.focus());
  };
  return (
    <>
      <ChapterStructure data={data} selectedId={chapter?.id} onEdit={edit} />
      {chapter ? (
        <div id="chapter-editors" tabIndex={-1} className="flex flex-col gap-6 focus:outline-none">
          <ChapterSelect chapters={data.chapters} value={chapter.id} onChange={select} />
          <ChapterEditors chapter={chapter} />
        </div>
      ) : (
        <Empty>{copy.noChapters}</Empty>
      )}
    </>
  );
}

function ChapterEditors({ chapter }: { chapter: AdminChapter }) {
  return (
    <>
      <IntroEditor key={`intro-${chapter.id}-${chapter.updatedAt}`} chapter={chapter} />
      <OutroEditor key={`outro-${chapter.id}-${chapter.updatedAt}`} chapter={chapter} />
    </>
  );
}

function IntroEditor({ chapter }: { chapter: AdminChapter }) {
  const save = useUpdateChapterIntro();
  const form = useForm<IntroForm>({
    resolver: zodResolver(introSchema),
    defaultValues: introValues(chapter),
  });
  const values = useWatch({ control: form.control }) as IntroForm;
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: chapter.id, body });
      toast.success(copy.introSaved);
    } catch {
      // toast shown by the mutation
    }
  });

  return (
    <Panel id="intro" title={copy.introTitle}>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField label={copy.fields.title} error={errors.title?.message} {...form.register('title')} />
          <TextAreaField
            label={copy.fields.description}
            hint={copy.fields.descriptionHint}
            rows={2}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <TextField
            label={copy.fields.introTitle}
            hint={copy.fields.introTitleHint}
            error={errors.introTitle?.message}
            {...form.register('introTitle')}
          />
          <TextField
            label={copy.fields.introSubtitle}
            hint={copy.fields.introSubtitleHint(chapterSubtitleFallback(chapter.position))}
            error={errors.introSubtitle?.message}
            {...form.register('introSubtitle')}
          />
          <TextAreaField
            label={copy.fields.introDescription}
            error={errors.introDescription?.message}
            {...form.register('introDescription')}
          />
          <TextAreaField
            label={copy.fields.introQuote}
            rows={2}
            error={errors.introQuote?.message}
            {...form.register('introQuote')}
          />
          <TextField
            label={copy.fields.iconUrl}
            hint={copy.fields.iconUrlHint}
            placeholder={`/icons/chapter-${chapterNumber(chapter.position)}.svg`}
            error={errors.iconUrl?.message}
            {...form.register('iconUrl')}
          />
          <div>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? adminCopy.common.saving : copy.saveIntro}
            </Button>
          </div>
        </form>
        <IntroPreview chapter={chapter} values={values} />
      </div>
    </Panel>
  );
}

/** The chapter intro page as visitors will see it, with the same fallbacks. */
function IntroPreview({ chapter, values }: { chapter: AdminChapter; values: IntroForm }) {
  const texts = chapterIntroTexts({
    position: chapter.position,
    title: values.title || chapter.title,
    description: values.description,
    introTitle: values.introTitle,
    introSubtitle: values.introSubtitle,
    introDescription: values.introDescription,
    introQuote: values.introQuote,
  });
  // as the intro page shows it: the icon given, else the default one by position, else none
  const icon = values.iconUrl && ICON_PATH.test(values.iconUrl) ? values.iconUrl : null;
  return (
    <section aria-label={copy.previewIntro} data-theme={chapter.area} className="flex flex-col gap-2">
      <p className="font-semibold text-muted text-xs uppercase tracking-widest">{copy.previewIntro}</p>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 rounded-card bg-[var(--theme-bg)] px-6 py-10 text-center">
        <ChapterIcon key={icon ?? ''} iconUrl={icon} position={chapter.position} />
        <p className="font-semibold text-[var(--theme-deep)] text-sm uppercase tracking-widest">
          {texts.subtitle}
        </p>
        <p className="font-display text-4xl text-[var(--theme-deep)] leading-tight">{texts.title}</p>
        {texts.quote && <p className="max-w-md text-ink/90 italic">{texts.quote}</p>}
        {texts.description && <p className="max-w-md text-ink">{texts.description}</p>}
        <span className="mt-2 inline-flex min-h-11 items-center rounded-full bg-[var(--theme-deep)] px-6 font-medium text-white">
          {copy.start}
        </span>
      </div>
    </section>
  );
}

function OutroEditor({ chapter }: { chapter: AdminChapter }) {
  const save = useUpdateChapterOutro();
  const form = useForm<OutroForm>({
    resolver: zodResolver(outroSchema),
    defaultValues: outroValues(chapter),
  });
  const values = useWatch({ control: form.control }) as OutroForm;
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: chapter.id, body });
      toast.success(copy.outroSaved);
    } catch {
      // toast shown by the mutation
    }
  });

  const shown = hasOutro(values);
  return (
    <Panel id="outro" title={copy.outroTitle}>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <CheckboxField label={copy.fields.outroEnabled} {...form.register('outroEnabled')} />
          <TextField
            label={copy.fields.outroTitle}
            error={errors.outroTitle?.message}
            {...form.register('outroTitle')}
          />
          <TextAreaField
            label={copy.fields.outroDescription}
            error={errors.outroDescription?.message}
            {...form.register('outroDescription')}
          />
          <div>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? adminCopy.common.saving : copy.saveOutro}
            </Button>
          </div>
        </form>
        <section aria-label={copy.previewOutro} data-theme={chapter.area} className="flex flex-col gap-2">
          <p className="font-semibold text-muted text-xs uppercase tracking-widest">{copy.previewOutro}</p>
          {shown ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 rounded-card bg-[var(--theme-bg)] px-6 py-10 text-center">
              {values.outroTitle && (
                <p className="font-display text-3xl text-[var(--theme-deep)] leading-tight">
                  {values.outroTitle}
                </p>
              )}
              {values.outroDescription && <p className="max-w-md text-ink">{values.outroDescription}</p>}
              <span className="mt-2 inline-flex min-h-11 items-center rounded-full bg-[var(--theme-deep)] px-6 font-medium text-white">
                {copy.continue}
              </span>
            </div>
          ) : (
            <p className="flex flex-1 items-center justify-center rounded-card border border-line border-dashed p-6 text-center text-muted">
              {copy.outroSkipped}
            </p>
          )}
        </section>
      </div>
    </Panel>
  );
}
