import type {
  AdminChapter,
  AdminQuestion,
  AdminQuestionnaire,
  VersionInfo,
} from '../../../../contract/admin';
import type { ChapterDiff, QuestionDiff, QuestionnaireDiff } from '../../../../contract/questionnaire';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function versionInfo(overrides: Partial<VersionInfo> = {}): VersionInfo {
  return {
    id: uuid(900),
    number: 2,
    status: 'published',
    revision: 0,
    basedOn: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    publishedAt: '2025-01-02T10:00:00.000Z',
    publishedBy: 'ada@example.com',
    ...overrides,
  };
}

export function adminChapter(overrides: Partial<AdminChapter> & { id: string; title: string }): AdminChapter {
  return {
    area: 'inner',
    position: 1,
    description: null,
    introTitle: null,
    introSubtitle: null,
    introDescription: null,
    introQuote: null,
    iconUrl: null,
    outroEnabled: false,
    outroTitle: null,
    outroDescription: null,
    contentKey: null,
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function adminQuestion(
  overrides: Partial<AdminQuestion> & { id: string; chapterId: string; text: string },
): AdminQuestion {
  return {
    position: 1,
    leftLabel: null,
    rightLabel: null,
    observerLeftLabel: null,
    observerRightLabel: null,
    observerText: null,
    insightLow: null,
    insightMedium: null,
    insightHigh: null,
    notApplicableAllowed: false,
    raterRelationships: null,
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The admin's questionnaire: published version 2, one chapter with one question. */
export function adminQuestionnaire(overrides: Partial<AdminQuestionnaire> = {}): AdminQuestionnaire {
  return {
    assessment: { id: uuid(800), title: 'Uplift Founder Audit' },
    version: versionInfo(),
    published: versionInfo(),
    chapters: [adminChapter({ id: uuid(1), title: 'Self-awareness' })],
    questions: [adminQuestion({ id: uuid(11), chapterId: uuid(1), text: 'I know my strengths.' })],
    ...overrides,
  };
}

export function questionDiff(overrides: Partial<QuestionDiff> & { questionId: string }): QuestionDiff {
  return {
    status: 'unchanged',
    changes: [],
    movedFrom: null,
    positionBefore: 1,
    positionAfter: 1,
    textBefore: 'Same question',
    textAfter: 'Same question',
    fields: [],
    ...overrides,
  };
}

export function chapterDiff(overrides: Partial<ChapterDiff> & { chapterId: string }): ChapterDiff {
  return {
    title: 'Self-awareness',
    area: 'inner',
    status: 'unchanged',
    positionBefore: 1,
    positionAfter: 1,
    reordered: false,
    fields: [],
    questions: [],
    ...overrides,
  };
}

/**
 * A draft of version 3 against version 2 with one of every kind of change: chapter 1 reworded,
 * reordered and with new labels; a question added to chapter 2 and one removed from it, its intro
 * changed and its custom content; chapter 3 removed; chapter 4 added; chapter 5 unchanged.
 */
export function sampleDiff(): QuestionnaireDiff {
  return {
    from: versionInfo({ id: uuid(901), number: 2, status: 'published' }),
    to: versionInfo({
      id: uuid(902),
      number: 3,
      status: 'draft',
      revision: 7,
      basedOn: 2,
      publishedAt: null,
      publishedBy: null,
    }),
    changed: true,
    chapters: [
      chapterDiff({
        chapterId: uuid(1),
        title: 'Self-awareness',
        status: 'changed',
        questions: [
          questionDiff({
            questionId: uuid(11),
            status: 'changed',
            changes: ['reworded', 'reordered'],
            positionBefore: 2,
            positionAfter: 1,
            textBefore: 'I know my strengths.',
            textAfter: 'I can name my three biggest strengths.',
            fields: [
              {
                field: 'text',
                before: 'I know my strengths.',
                after: 'I can name my three biggest strengths.',
              },
            ],
          }),
          questionDiff({
            questionId: uuid(12),
            status: 'changed',
            changes: ['labels'],
            textBefore: 'I ask for feedback.',
            textAfter: 'I ask for feedback.',
            fields: [{ field: 'leftLabel', before: null, after: 'Never' }],
          }),
          questionDiff({ questionId: uuid(13), textBefore: 'Unchanged one', textAfter: 'Unchanged one' }),
        ],
      }),
      chapterDiff({
        chapterId: uuid(2),
        title: 'Resilience',
        positionBefore: 2,
        positionAfter: 2,
        status: 'changed',
        fields: [
          {
            field: 'introQuote',
            before: '“Fall seven times.”',
            after: '“Fall seven times, stand up eight.”',
          },
          { field: 'core_strength.zone_of_genius', before: null, after: 'You recover fast.' },
        ],
        questions: [
          questionDiff({
            questionId: uuid(21),
            status: 'added',
            positionBefore: null,
            positionAfter: 3,
            textBefore: null,
            textAfter: 'I rest before I am exhausted.',
          }),
          questionDiff({
            questionId: uuid(22),
            status: 'removed',
            positionBefore: 2,
            positionAfter: null,
            textBefore: 'I never give up.',
            textAfter: null,
          }),
        ],
      }),
      chapterDiff({
        chapterId: uuid(4),
        title: 'Pricing',
        area: 'outer',
        status: 'added',
        positionBefore: null,
        positionAfter: 3,
        questions: [
          questionDiff({
            questionId: uuid(41),
            status: 'added',
            positionBefore: null,
            positionAfter: 1,
            textBefore: null,
            textAfter: 'I raise prices when value grows.',
          }),
        ],
      }),
      chapterDiff({
        chapterId: uuid(5),
        title: 'Hiring',
        area: 'outer',
        positionBefore: 5,
        positionAfter: 4,
        questions: [questionDiff({ questionId: uuid(51) })],
      }),
      chapterDiff({
        chapterId: uuid(3),
        title: 'Focus',
        status: 'removed',
        positionBefore: 3,
        positionAfter: null,
        questions: [
          questionDiff({ questionId: uuid(31), status: 'removed', textBefore: 'I say no.', textAfter: null }),
          questionDiff({
            questionId: uuid(32),
            status: 'removed',
            textBefore: 'I batch work.',
            textAfter: null,
          }),
        ],
      }),
    ],
  };
}
