import { AUTHORING_FAILURES } from '../../../contract/questionnaire';

/** The words of questionnaire authoring: versions, the draft, its preview, review and publishing. */
export const authoringCopy = {
  versionLabel: (number: number) => `Version ${number}`,
  status: { draft: 'Draft', published: 'Published', superseded: 'Superseded' },
  /** "Version 3 (published)": which version a figure belongs to */
  versionWithStatus: (number: number, status: 'draft' | 'published' | 'superseded') =>
    `Version ${number} (${status})`,
  allVersions: 'All versions',
  bar: {
    label: 'Questionnaire version',
    draft: (number: number) => `Editing the draft of version ${number}`,
    basedOn: (number: number, when: string | null) =>
      when ? `based on version ${number}, published ${when}` : `based on version ${number}`,
    edits: (count: number) =>
      count === 0 ? 'No edits yet' : `${count} unpublished ${count === 1 ? 'edit' : 'edits'}`,
    stale: (draftBase: number, published: number) =>
      `Version ${published} was published after this draft was opened from version ${draftBase}. Discard the draft to edit version ${published}.`,
    published: (number: number) => `Version ${number} is published.`,
    nextEdit: (number: number) => `Your next edit starts a draft of version ${number}.`,
    preview: 'Preview',
    review: 'Review changes & publish',
    discard: 'Discard draft',
    history: 'Version history',
  },
  discard: {
    title: (number: number) => `Discard the draft of version ${number}?`,
    lead: (published: number, edits: number) =>
      `${edits === 0 ? 'The draft is' : edits === 1 ? 'Its edit is' : `Its ${edits} edits are`} thrown away and version ${published} stays published. This cannot be undone.`,
    confirm: 'Discard draft',
    done: 'Draft discarded',
  },
  versions: {
    title: 'Versions',
    lead: 'Every published version of the questionnaire stays as it was: sessions finish on the version they started on, and results keep the texts they were given with.',
    loading: 'Loading versions…',
    tableTitle: 'All versions',
    version: 'Version',
    status: 'Status',
    publishedAt: 'Published',
    publishedBy: 'By',
    sessions: 'Sessions',
    completed: 'Completed',
    unknown: 'unknown',
    notYet: 'not yet',
    draftTitle: 'Draft',
    draftMeta: (basedOn: number | null, edits: number) =>
      `${basedOn ? `from version ${basedOn} · ` : ''}${edits} ${edits === 1 ? 'edit' : 'edits'}`,
  },
  review: {
    title: 'Review changes',
    lead: 'What the draft changes against the published version, chapter by chapter. Publishing makes it the version every new assessment gets.',
    loading: 'Loading the changes…',
    compare: (to: number, from: number) => `Draft version ${to} compared with published version ${from}`,
    noDraftTitle: 'No draft to review',
    noDraft: 'There is no draft. The first edit of a question, chapter or insight starts one.',
    unchanged: (from: number) =>
      `The draft is the same as version ${from}: there is nothing to publish. Edit questions, chapters or insights, or discard the draft.`,
    summaryTitle: 'Summary',
    counts: {
      chaptersAdded: (n: number) => `${n} ${n === 1 ? 'chapter' : 'chapters'} added`,
      chaptersRemoved: (n: number) => `${n} ${n === 1 ? 'chapter' : 'chapters'} removed`,
      chaptersChanged: (n: number) => `${n} ${n === 1 ? 'chapter' : 'chapters'} changed`,
      questionsAdded: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'} added`,
      questionsRemoved: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'} removed`,
      questionsChanged: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'} changed`,
    },
    chapterStatus: {
      added: 'Chapter added',
      removed: 'Chapter removed',
      changed: 'Changed',
      unchanged: 'Unchanged',
    },
    questionStatus: { added: 'Added', removed: 'Removed', changed: 'Changed', unchanged: 'Unchanged' },
    changeKinds: {
      reworded: 'Reworded',
      labels: 'Labels',
      insights: 'Insights',
      reordered: 'Reordered',
      moved: 'Moved',
    },
    chapterMoved: (before: number, after: number) => `Moved from place ${before} to place ${after}`,
    movedFrom: (chapter: string) => `Moved from ${chapter}`,
    movedTo: (chapter: string) => `Moved to ${chapter}`,
    questionMoved: (before: number | null, after: number | null) =>
      before !== null && after !== null ? `Place ${before} → ${after}` : null,
    removedChapterNote: (count: number) =>
      `Its ${count === 1 ? 'question is' : `${count} questions are`} retired from the next version; old answers and results keep them.`,
    removedQuestionNote: 'Retired from the next version; old answers and results keep it.',
    chapterFields: 'Chapter texts',
    questionsTitle: 'Questions',
    noQuestionChanges: 'No question changes.',
    noQuestionsLeft: 'This chapter has no questions: add some, or remove the chapter, before publishing.',
    before: 'Before',
    after: 'After',
    empty: '(empty)',
    showUnchanged: (n: number) => `Show ${n} unchanged ${n === 1 ? 'chapter' : 'chapters'}`,
    hideUnchanged: 'Hide unchanged chapters',
    chapterHeading: (position: number | null, title: string) =>
      position === null ? title : `${position}. ${title}`,
    area: { inner: 'Inner game', outer: 'Outer game' },
    fields: {
      title: 'Title',
      description: 'Description',
      area: 'Area',
      introTitle: 'Intro title',
      introSubtitle: 'Intro subtitle',
      introDescription: 'Intro description',
      introQuote: 'Quote',
      iconUrl: 'Icon',
      outroEnabled: 'Outro shown',
      outroTitle: 'Outro title',
      outroDescription: 'Outro description',
      text: 'Question',
      leftLabel: 'Left label (1)',
      rightLabel: 'Right label (5)',
      insightLow: 'Insight for a low answer',
      insightMedium: 'Insight for a medium answer',
      insightHigh: 'Insight for a high answer',
      position: 'Place',
      chapter: 'Chapter',
    } as Record<string, string>,
    contentKinds: { core_strength: 'Core strength', uplift_potential: 'Uplift potential' } as Record<
      string,
      string
    >,
    contentSections: {
      description: 'Description',
      zone_of_genius: 'Your Zone of Genius',
      how_others_see_you: 'How Others See You',
      energy_drains: 'Your Potential Energy Drains',
      improvement_path: 'Your Path to Improvement',
    } as Record<string, string>,
    yes: 'yes',
    no: 'no',
    publishTitle: 'Publish',
    publishLead: (to: number, from: number) =>
      `New assessments get version ${to} once it is published. Assessments in progress finish on version ${from}; results already given never change.`,
    publishButton: (n: number) => `Publish version ${n}`,
    confirmTitle: (n: number) => `Publish version ${n}?`,
    confirmLead: (to: number, from: number) =>
      `Everyone who starts the assessment from now on answers version ${to}. Version ${from} stays as it is for assessments already started and for every result given on it.`,
    publishing: 'Publishing…',
    published: (n: number) => `Version ${n} is published`,
    preview: 'Preview the draft',
  },
  /** what a refused publish means, and what to do */
  problems: {
    no_draft: {
      title: 'The draft is gone',
      message:
        'Another admin published or discarded this draft while you were reviewing it. Reload to see the current version.',
      action: 'Reload',
    },
    draft_stale: {
      title: 'A newer version was published',
      message:
        'A version was published after this draft was opened, so publishing it would undo those changes. Discard this draft and make your changes again on the new version.',
      action: 'Discard draft',
    },
    draft_changed: {
      title: 'The draft changed',
      message:
        'The draft was edited after you loaded these changes (by another admin or in another tab). Review the changes again, then publish.',
      action: 'Reload the changes',
    },
    draft_empty: {
      title: 'The draft is empty',
      message: 'A version needs at least one chapter with questions. Add chapters and questions first.',
      action: 'Edit chapters',
    },
    chapter_without_questions: {
      title: 'A chapter has no questions',
      message: 'Every chapter needs at least one question. Add questions to it or remove the chapter.',
      action: 'Edit questions',
    },
    draft_unchanged: {
      title: 'Nothing to publish',
      message: 'The draft is the same as the published version.',
      action: null,
    },
    other: {
      title: AUTHORING_FAILURES.publishDraft,
      message: 'Nothing was published. Please try again.',
      action: null,
    },
  },
  preview: {
    title: 'Preview',
    banner: (n: number) => `Preview of draft version ${n} — nothing is saved`,
    bannerLead: 'The draft as a respondent sees it. Your answers here are samples for the results page only.',
    loading: 'Loading the draft…',
    noDraftTitle: 'No draft to preview',
    noDraft: (published: number) =>
      `Version ${published} is published and no draft is open. The first edit starts a draft; then preview it here.`,
    step: (n: number, total: number) => `Step ${n} of ${total}`,
    stage: 'What the respondent sees',
    steps: 'Preview steps',
    progress: 'Progress through the preview',
    jump: 'Go to',
    jumpIntro: (position: number, title: string) => `${position}. ${title}`,
    jumpResults: 'Results',
    previous: 'Previous',
    next: 'Next',
    start: 'Start chapter',
    continue: 'Continue',
    outroLabel: 'Chapter complete',
    question: (n: number, total: number) => `Question ${n} of ${total}`,
    answered: (n: number, total: number) => `${n} of ${total} answered`,
    fillThrees: 'Fill with 3s',
    fillRandom: 'Fill at random',
    clear: 'Clear answers',
    samples: 'Sample answers',
    resultsTitle: 'Results for these sample answers',
    resultsLead:
      'Computed by the server from the draft, exactly as a signed-in founder would read them. Nothing is stored.',
    showResults: 'Show the results',
    recompute: 'Compute again',
    computing: 'Computing…',
    noAnswers: 'Answer some questions first, or fill them with 3s or at random.',
    noQuestionsInChapter: 'This chapter has no questions yet: it cannot be published like this.',
    exit: 'Back to review',
  },
  structure: {
    title: (n: number, draft: boolean) =>
      draft ? `Chapters of draft version ${n}` : `Chapters of version ${n}`,
    lead: 'Reorder, add or remove chapters. Changes go to the draft of the next version.',
    listLabel: 'Chapters in order',
    hint: 'Drag a chapter by its handle, or use the arrow buttons. On a focused handle, the up and down arrow keys move the chapter (Home and End to the ends); Space picks it up and drops it.',
    handle: (n: number, title: string) => `Reorder chapter ${n}: ${title}. Use the up and down arrow keys.`,
    dragInstructions:
      'Press Space to pick the chapter up, the up and down arrow keys to move it, Space to drop it and Escape to cancel.',
    pickedUp: (text: string, position: number, total: number) =>
      `Picked up ${text}, at position ${position} of ${total}.`,
    draggedOver: (text: string, position: number, total: number) =>
      `${text}: over position ${position} of ${total}.`,
    dragCancelled: (text: string, position: number, total: number) =>
      `Move cancelled: ${text} stays at position ${position} of ${total}.`,
    moved: (text: string, position: number, total: number) =>
      `${text}: now position ${position} of ${total}.`,
    moveUp: (n: number) => `Move chapter ${n} up`,
    moveDown: (n: number) => `Move chapter ${n} down`,
    edit: (n: number) => `Edit chapter ${n}`,
    remove: (n: number) => `Remove chapter ${n}`,
    questions: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`,
    noQuestions: 'no questions yet',
    add: 'Add chapter',
    addTitle: 'New chapter',
    addLead: 'It is added at the end of the draft. Give it questions before publishing.',
    area: 'Area',
    chapterTitle: 'Title',
    description: 'Description',
    descriptionHint: 'Shown on the overview and on the intro page.',
    create: 'Add chapter',
    created: 'Chapter added',
    removeTitle: (title: string) => `Remove the chapter "${title}"?`,
    removeLead: (count: number, next: number) =>
      `The chapter and its ${count === 1 ? 'question are' : `${count} questions are`} retired from version ${next}. Answers and results already given keep them, and earlier versions are not changed.`,
    removeConfirm: 'Remove chapter',
    removed: 'Chapter removed',
    orderSaved: 'Chapter order saved',
  },
  versionSelect: {
    label: 'Questionnaire version',
    loading: 'Loading versions…',
  },
} as const;
