import type { Area } from './questionnaire';

/**
 * The difference between two versions of a questionnaire (the published one and the draft), compared by
 * chapter and question id: a draft keeps the ids of everything it copied, so an id present in both is the
 * same chapter or question, perhaps edited or moved.
 */

/** A chapter as the diff compares it; `custom` maps `core_strength.zone_of_genius` style keys to text. */
export type DiffChapter = {
  id: string;
  area: Area;
  position: number;
  title: string;
  description: string | null;
  introTitle: string | null;
  introSubtitle: string | null;
  introDescription: string | null;
  introQuote: string | null;
  iconUrl: string | null;
  outroEnabled: boolean;
  outroTitle: string | null;
  outroDescription: string | null;
  custom: Readonly<Record<string, string>>;
};

export type DiffQuestion = {
  id: string;
  chapterId: string;
  position: number;
  text: string;
  /** the statement as raters read it; null: raters are not asked it */
  observerText: string | null;
  /** the scale's ends as raters read them */
  observerLeftLabel: string | null;
  observerRightLabel: string | null;
  leftLabel: string | null;
  rightLabel: string | null;
  insightLow: string | null;
  insightMedium: string | null;
  insightHigh: string | null;
  /** the founder may answer 'Doesn't apply to me yet' */
  notApplicableAllowed: boolean;
  /** the relationships asked, as a list ('co-founder, team-member'); null: every rater */
  raterRelationships: string | null;
};

export type DiffQuestionnaire = {
  chapters: readonly DiffChapter[];
  questions: readonly DiffQuestion[];
};

export type DiffStatus = 'added' | 'removed' | 'changed' | 'unchanged';
export type FieldChange = { field: string; before: string | null; after: string | null };
export const QUESTION_CHANGE_KINDS = [
  'reworded',
  'observer',
  'labels',
  'insights',
  'answers',
  'reordered',
  'moved',
] as const;
export type QuestionChangeKind = (typeof QUESTION_CHANGE_KINDS)[number];

export type QuestionDiff = {
  questionId: string;
  status: DiffStatus;
  /** for 'changed': what changed, in the order of QUESTION_CHANGE_KINDS */
  changes: QuestionChangeKind[];
  /** for 'moved': the chapter the question was in before */
  movedFrom: string | null;
  positionBefore: number | null;
  positionAfter: number | null;
  textBefore: string | null;
  textAfter: string | null;
  /** the text, observer wording, label and insight fields that differ */
  fields: FieldChange[];
};

export type ChapterDiff = {
  chapterId: string;
  /** the title in the draft (the published one for a removed chapter) */
  title: string;
  area: Area;
  /** 'changed': its fields, its place among the chapters, or any of its questions changed */
  status: DiffStatus;
  positionBefore: number | null;
  positionAfter: number | null;
  /** its place among the chapters kept in both versions changed (not merely shifted by an add or remove) */
  reordered: boolean;
  fields: FieldChange[];
  /** the chapter's questions in the draft by position, then the ones removed from it */
  questions: QuestionDiff[];
};

export type QuestionnaireDiffResult = {
  /** false when the two versions are the same */
  changed: boolean;
  /** the draft's chapters by position, then the removed ones (by their old position) */
  chapters: ChapterDiff[];
};

const CHAPTER_FIELDS = [
  'title',
  'area',
  'description',
  'introTitle',
  'introSubtitle',
  'introDescription',
  'introQuote',
  'iconUrl',
  'outroEnabled',
  'outroTitle',
  'outroDescription',
] as const satisfies ReadonlyArray<keyof DiffChapter>;

const QUESTION_FIELDS: ReadonlyArray<{ field: keyof DiffQuestion; kind: QuestionChangeKind }> = [
  { field: 'text', kind: 'reworded' },
  { field: 'observerText', kind: 'observer' },
  { field: 'observerLeftLabel', kind: 'observer' },
  { field: 'observerRightLabel', kind: 'observer' },
  { field: 'leftLabel', kind: 'labels' },
  { field: 'rightLabel', kind: 'labels' },
  { field: 'insightLow', kind: 'insights' },
  { field: 'insightMedium', kind: 'insights' },
  { field: 'insightHigh', kind: 'insights' },
  { field: 'notApplicableAllowed', kind: 'answers' },
  { field: 'raterRelationships', kind: 'answers' },
];

const shown = (value: string | number | boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

const byPosition = <T extends { position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position);

/**
 * The ids among `after` whose order relative to the others changed: `after` minus a longest run that
 * kept its `before` order. Moving one item marks that item only, not every item it shifted.
 */
export function reorderedIds(before: readonly string[], after: readonly string[]): Set<string> {
  const kept = new Set(before.filter((id) => after.includes(id)));
  const sequence = after.filter((id) => kept.has(id));
  const rank = new Map(before.map((id, index) => [id, index]));
  const ranks = sequence.map((id) => rank.get(id) ?? 0);
  // longest increasing subsequence (quadratic: a chapter has tens of items, not thousands)
  const length = ranks.map(() => 1);
  const previous: number[] = ranks.map(() => -1);
  for (let i = 0; i < ranks.length; i++)
    for (let j = 0; j < i; j++)
      if ((ranks[j] ?? 0) < (ranks[i] ?? 0) && (length[j] ?? 0) + 1 > (length[i] ?? 0)) {
        length[i] = (length[j] ?? 0) + 1;
        previous[i] = j;
      }
  let end = -1;
  for (let i = 0; i < length.length; i++) if (end < 0 || (length[i] ?? 0) > (length[end] ?? 0)) end = i;
  const inOrder = new Set<string>();
  for (let i = end; i >= 0; i = previous[i] ?? -1) inOrder.add(sequence[i] ?? '');
  return new Set(sequence.filter((id) => !inOrder.has(id)));
}

function chapterFields(before: DiffChapter, after: DiffChapter): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of CHAPTER_FIELDS)
    if (before[field] !== after[field])
      changes.push({ field, before: shown(before[field]), after: shown(after[field]) });
  const keys = [...new Set([...Object.keys(before.custom), ...Object.keys(after.custom)])].sort();
  for (const key of keys) {
    const from = before.custom[key] ?? null;
    const to = after.custom[key] ?? null;
    if (from !== to) changes.push({ field: key, before: from, after: to });
  }
  return changes;
}

function questionDiff(
  before: DiffQuestion | undefined,
  after: DiffQuestion | undefined,
  reordered: boolean,
): QuestionDiff {
  const base = {
    questionId: (after ?? before)?.id ?? '',
    positionBefore: before?.position ?? null,
    positionAfter: after?.position ?? null,
    textBefore: before?.text ?? null,
    textAfter: after?.text ?? null,
  };
  if (!before || !after)
    return { ...base, status: after ? 'added' : 'removed', changes: [], movedFrom: null, fields: [] };
  const fields: FieldChange[] = [];
  const kinds = new Set<QuestionChangeKind>();
  for (const { field, kind } of QUESTION_FIELDS)
    if (before[field] !== after[field]) {
      fields.push({ field, before: shown(before[field]), after: shown(after[field]) });
      kinds.add(kind);
    }
  const moved = before.chapterId !== after.chapterId;
  if (moved) kinds.add('moved');
  else if (reordered) kinds.add('reordered');
  const changes = QUESTION_CHANGE_KINDS.filter((kind) => kinds.has(kind));
  return {
    ...base,
    status: changes.length ? 'changed' : 'unchanged',
    changes,
    movedFrom: moved ? before.chapterId : null,
    fields,
  };
}

/** Compares `after` (the draft) with `before` (the published version). */
export function diffQuestionnaires(
  before: DiffQuestionnaire,
  after: DiffQuestionnaire,
): QuestionnaireDiffResult {
  const chaptersBefore = byPosition(before.chapters);
  const chaptersAfter = byPosition(after.chapters);
  const chapterBefore = new Map(chaptersBefore.map((c) => [c.id, c]));
  const chapterAfterIds = new Set(chaptersAfter.map((c) => c.id));
  const questionBefore = new Map(before.questions.map((q) => [q.id, q]));
  const questionAfter = new Map(after.questions.map((q) => [q.id, q]));
  const movedChapters = reorderedIds(
    chaptersBefore.map((c) => c.id),
    chaptersAfter.map((c) => c.id),
  );

  const questionsOf = (chapterId: string): QuestionDiff[] => {
    const inBefore = byPosition(before.questions.filter((q) => q.chapterId === chapterId));
    const inAfter = byPosition(after.questions.filter((q) => q.chapterId === chapterId));
    const reordered = reorderedIds(
      inBefore.map((q) => q.id),
      inAfter.map((q) => q.id),
    );
    return [
      ...inAfter.map((q) => questionDiff(questionBefore.get(q.id), q, reordered.has(q.id))),
      // gone from the draft, or moved to another chapter (then listed there)
      ...inBefore.filter((q) => !questionAfter.has(q.id)).map((q) => questionDiff(q, undefined, false)),
    ];
  };

  const chapters: ChapterDiff[] = [
    ...chaptersAfter.map((chapter): ChapterDiff => {
      const old = chapterBefore.get(chapter.id);
      const questions = questionsOf(chapter.id);
      const fields = old ? chapterFields(old, chapter) : [];
      const reordered = movedChapters.has(chapter.id);
      const movedOut = before.questions.some(
        (q) =>
          q.chapterId === chapter.id && (questionAfter.get(q.id)?.chapterId ?? chapter.id) !== chapter.id,
      );
      const changed =
        fields.length > 0 || reordered || movedOut || questions.some((q) => q.status !== 'unchanged');
      return {
        chapterId: chapter.id,
        title: chapter.title,
        area: chapter.area,
        status: !old ? 'added' : changed ? 'changed' : 'unchanged',
        positionBefore: old?.position ?? null,
        positionAfter: chapter.position,
        reordered,
        fields,
        questions,
      };
    }),
    ...chaptersBefore
      .filter((chapter) => !chapterAfterIds.has(chapter.id))
      .map(
        (chapter): ChapterDiff => ({
          chapterId: chapter.id,
          title: chapter.title,
          area: chapter.area,
          status: 'removed',
          positionBefore: chapter.position,
          positionAfter: null,
          reordered: false,
          fields: [],
          questions: questionsOf(chapter.id),
        }),
      ),
  ];
  return { changed: chapters.some((c) => c.status !== 'unchanged'), chapters };
}
