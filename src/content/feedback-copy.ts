import type { FeedbackInsightTemplates } from '../domain/feedback-insight';
import {
  COMMENT_MAX_LENGTH,
  type FounderInviteState,
  INVITE_TTL_DAYS,
  MAX_INVITES_PER_ROUND,
  MIN_RATERS_FOR_OTHERS,
  MIN_RATERS_PER_GROUP,
  RATER_RELATIONSHIPS,
  type RaterLinkState,
  type RaterRelationship,
} from '../domain/feedback-rules';
import type { EmailCopy } from './emails';

/**
 * Copy of rater feedback: the founder's feedback section (invites, counts, self vs others, blind spots,
 * hidden strengths, comments, 'How Others See You') and the rater's flow and e-mails. The spec has no
 * text for this area (German or English), so all of it is ours. `{founder}` in the e-mails is replaced by
 * the founder's name; statements for raters are in observer-statements.ts.
 */

/** How a rater knows the founder, as the invite form offers it. */
export const RATER_RELATIONSHIP_LABELS: Record<RaterRelationship, string> = {
  'co-founder': 'Co-founder',
  'team-member': 'Team member',
  'investor-or-board': 'Investor or board member',
  'mentor-or-peer': 'Mentor or peer',
  other: 'Other',
};

/** A group's heading in the report. */
export const RATER_GROUP_LABELS: Record<RaterRelationship, string> = {
  'co-founder': 'Co-founders',
  'team-member': 'Team members',
  'investor-or-board': 'Investors and board',
  'mentor-or-peer': 'Mentors and peers',
  other: 'Others',
};

/** The relationships inside a sentence ('Asked of co-founders and team members only'). */
const RATER_GROUP_NOUNS: Record<RaterRelationship, string> = {
  'co-founder': 'co-founders',
  'team-member': 'team members',
  'investor-or-board': 'investors or board members',
  'mentor-or-peer': 'mentors or peers',
  other: 'others',
};

/** 'a', 'a and b', 'a, b and c' */
const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const RATER_RELATIONSHIP_OPTIONS = RATER_RELATIONSHIPS.map((value) => ({
  value,
  label: RATER_RELATIONSHIP_LABELS[value],
}));

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);
const answers = (count: number) => (count === 1 ? '1 answer' : `${count} answers`);
/** A statement quoted inside a sentence, without its own full stop. */
const quote = (statement: string) => `“${statement.trim().replace(/\.$/, '')}”`;

/** The sentences 'How Others See You' is written from; scores arrive formatted ('3.5'). */
export const feedbackInsightTemplates: FeedbackInsightTemplates = {
  overall: {
    aligned: ({ self, others, raterCount }) =>
      `The ${people(raterCount)} who answered see you much as you see yourself: you rate yourself ${self} overall, they rate you ${others}.`,
    'self-higher': ({ self, others, raterCount }) =>
      `You rate yourself higher than the ${people(raterCount)} who answered do: ${self} overall against their ${others}.`,
    'self-lower': ({ self, others, raterCount }) =>
      `The ${people(raterCount)} who answered rate you higher than you rate yourself: ${others} overall against your own ${self}.`,
  },
  closestMatch: ({ chapter, self, others }) =>
    `Your view and theirs meet most closely in ${chapter} (you ${self}, others ${others}).`,
  blindSpot: ({ statement, chapter, self, others }) =>
    statement
      ? `Your biggest blind spot is ${quote(statement)}: you give yourself ${self}, others give you ${others}.`
      : `Your biggest blind spot is in ${chapter}: you give yourself ${self} on one statement, others give you ${others}.`,
  hiddenStrength: ({ statement, chapter, self, others }) =>
    statement
      ? `Your biggest hidden strength is ${quote(statement)}: others give you ${others}, well above your own ${self}.`
      : `Your biggest hidden strength is in ${chapter}: others give you ${others} on one statement, well above your own ${self}.`,
  noGaps:
    'On no single statement do you and they differ by a full point or more, so your self-image holds up well.',
  consensus: {
    agree: 'They largely agree with one another, so this picture is a consistent one.',
    mixed: 'Their views differ somewhat from one another; read them as a range rather than a verdict.',
    divided:
      'They see you quite differently from one another: the comments, or a conversation, may show you why.',
  },
};

/** The founder's side: the feedback section of the results and the round's management. */
export const founderFeedbackCopy = {
  sectionTitle: 'How Others See You',
  /** the report's navigation entry */
  navLabel: 'Others’ view',
  start: {
    title: 'See yourself through the eyes of the people you work with',
    body: `Invite your co-founders, team, investors and mentors to rate you on the same statements. You see their view beside your own once ${MIN_RATERS_FOR_OTHERS} have answered, never who said what.`,
    button: 'Invite raters',
    /** shown when the latest assessment is not the one the open round belongs to */
    newRound: 'Start a new round for your latest assessment',
    needsAssessment: 'Complete the assessment first: raters are asked about the same statements.',
    /** beside the offer of a new round, above the earlier round's report */
    earlierRound: 'Your last feedback round belongs to an earlier assessment. Its report stays below.',
    /** the page's assessment's round is closed (by the founder, or once every link had expired) */
    closedRound: 'This feedback round is closed. Its report stays below; a new round asks again.',
    anotherRound: 'Start a new round',
    opening: 'Opening…',
  },
  loading: 'Loading your feedback…',
  anonymity: {
    title: 'What you will see, and what you won’t',
    points: [
      `Others’ scores appear once at least ${MIN_RATERS_FOR_OTHERS} people have answered.`,
      `A group such as your investors is shown on its own only with at least ${MIN_RATERS_PER_GROUP} answers in it; otherwise it counts only in “all others”.`,
      'You never see one person’s answers, who has answered, or who wrote which comment.',
      'Comments are shown without names, in an order that has nothing to do with when they were written.',
    ],
  },
  invite: {
    title: 'Invite raters',
    emailLabel: 'Email address',
    emailPlaceholder: 'name@company.com',
    relationshipLabel: 'How do they know you?',
    relationshipPlaceholder: 'Choose a relationship',
    send: 'Send invite',
    sending: 'Sending…',
    sent: (email: string) => `Invite sent to ${email}.`,
    copyLink: 'Create a link to send yourself',
    copyLinkHelp: 'A personal link for one person. Send it through any channel you like.',
    copy: 'Copy link',
    copied: 'Link copied',
    /** when neither the clipboard nor the browser's copy command worked */
    copyManually: 'The link could not be copied for you. It is selected: copy it with your keyboard or menu.',
    linkTitle: 'Or send a link yourself',
    linkLabel: 'Your personal link',
    /** the token is in the url and the server shows it this once */
    linkOnce: 'This link is shown only now. Copy it before you leave the page.',
    creatingLink: 'Creating…',
    limit: `You can invite up to ${MAX_INVITES_PER_ROUND} people in a round.`,
    validity: `Links work for ${INVITE_TTL_DAYS} days and for one person each.`,
  },
  invites: {
    title: 'Your invites',
    empty: 'No one is invited yet.',
    columns: { recipient: 'Sent to', relationship: 'Relationship', sent: 'Sent', status: 'Status' },
    /** a link the founder copied has no address */
    personalLink: 'Personal link',
    /** deliberately no "answered": who answered is not shown */
    states: {
      active: 'Open',
      revoked: 'Revoked',
      expired: 'Expired',
      closed: 'Round closed',
    } satisfies Record<FounderInviteState, string>,
    remind: 'Send reminder',
    reminded: 'Reminder sent',
    remindHelp: 'You can remind each person once. People who have already answered are not bothered again.',
    revoke: 'Revoke link',
    revokeConfirm: 'Revoke this link? It stops working at once; answers already given stay in your report.',
    revoked: 'Link revoked.',
    revokeCancel: 'Keep the link',
    reminderSent: (recipient: string) => `Reminder sent to ${recipient}.`,
    /** the accessible name of a row's buttons: which invite they act on */
    remindLabel: (recipient: string) => `Send reminder to ${recipient}`,
    revokeLabel: (recipient: string) => `Revoke link for ${recipient}`,
  },
  round: {
    title: (date: string) => `Feedback round opened ${date}`,
    forAssessment: (date: string) => `On your assessment of ${date}`,
    close: 'Close round',
    closeConfirm:
      'Close this round? Open links stop working and no more answers come in. Your report keeps what has been answered.',
    closed: (date: string) => `Closed ${date}`,
    closeCancel: 'Keep it open',
    closedToast: 'Round closed. Your report keeps what has been answered.',
  },
  counts: {
    answeredOf: (answered: number, invited: number) =>
      `${answered} of ${people(invited)} invited have answered`,
    group: (label: string, answered: number, invited: number) => `${label}: ${answered} of ${invited}`,
    waiting: (needed: number) =>
      `Others’ view appears after ${needed === 1 ? '1 more answer' : `${needed} more answers`}.`,
    groupsHidden: `Groups with fewer than ${MIN_RATERS_PER_GROUP} answers count only in “all others”.`,
    groupsTitle: 'Answers by group',
  },
  report: {
    title: 'You and others',
    self: 'You',
    allOthers: 'All others',
    overall: 'Overall',
    spread: 'Spread',
    spreadHelp:
      'How far apart the raters’ scores are (standard deviation): below 0.5 they largely agree, from 1.0 they see you quite differently.',
    gap: 'Difference',
    raters: (count: number) => people(count),
    /** a chapter too few raters could judge */
    notEnough: 'Not enough ratings',
    basedOn: (statements: number, total: number) =>
      statements === total
        ? `All ${total} statements`
        : `${statements} of ${total} statements others could judge`,
    selfVsOthers: (self: string, others: string) => `You ${self}, others ${others}`,
  },
  blindSpots: {
    title: 'Blind spots',
    description: 'Statements where you rate yourself at least a full point higher than others rate you.',
    empty: 'None: on no statement do you rate yourself a full point above others.',
  },
  hiddenStrengths: {
    title: 'Hidden strengths',
    description: 'Statements where others rate you at least a full point higher than you rate yourself.',
    empty: 'None: on no statement do others rate you a full point above yourself.',
  },
  statement: {
    ratings: (count: number) => answers(count),
    /** under a statement only some relationships were asked: others' mean is theirs alone */
    askedOf: (relationships: readonly RaterRelationship[]) =>
      `Asked of ${listOf(relationships.map((r) => RATER_GROUP_NOUNS[r]))} only`,
    selfLabel: 'You',
    othersLabel: 'Others',
  },
  comments: {
    title: 'Comments',
    description: 'In the raters’ own words, without names and in no particular order.',
    empty: 'No one has left a comment.',
  },
  howOthersSeeYou: {
    /** under the canned text, which is not from raters */
    cannedNote: (answered: number, needed: number) =>
      `This text is a general description based on your own answers, not on what others said. ${answers(answered)} so far; your raters’ view replaces it after ${needed === 1 ? '1 more' : `${needed} more`}.`,
    cannedNoteNoRound:
      'This text is a general description based on your own answers, not on what others said. Invite the people who work with you to replace it with their real view.',
    fromRaters: (count: number) => `Written from the answers of ${people(count)}.`,
  },
  errors: {
    loadFailed: 'Your feedback could not be loaded. Please try again.',
    inviteFailed: 'The invite could not be sent. Please try again.',
    actionFailed: 'That did not work. Please try again.',
    retry: 'Try again',
  },
} as const;

/** A rater's calls refused for a while (429), on the link's page and under a statement. */
const RATER_RATE_LIMITED = 'Too many attempts from this connection. Please wait a minute and try again.';

/** The rater's side: the invite link's pages, without an account. */
export const raterFlowCopy = {
  /** the browser tab's title */
  pageTitle: 'Give your view',
  /** the product's name above every page of the flow (plain text: raters need no account or menu) */
  brand: 'Uplift Founder Audit',
  loading: 'Loading…',
  intro: {
    title: (founder: string) => `${founder} would like your view`,
    body: (founder: string) =>
      `${founder} has taken the Uplift Founder Audit, a self-assessment of how they lead themselves and build their company, and asked you, as someone who knows their work, to rate them on the same statements.`,
    duration: 'It takes about 10 minutes. You can stop and continue later on this device.',
    statementCount: (count: number) => `${count} statements, one at a time`,
    invitedAs: (relationship: string) => `Invited as: ${relationship}`,
    validUntil: (date: string) => `Your link works until ${date}.`,
    seesTitle: (founder: string) => `What ${founder} will see`,
    sees: [
      `Averages across everyone who answered, and only once at least ${MIN_RATERS_FOR_OTHERS} people have.`,
      'Your comment, if you write one, word for word but without your name.',
      'That you were invited: they chose whom to ask. Your answers are confidential, not anonymous.',
    ],
    notSeesTitle: (founder: string) => `What ${founder} will never see`,
    notSees: ['Your individual answers.', 'Whether you have answered, or which comment is yours.'],
    start: 'Start',
    resume: 'Continue where you left off',
    resumeProgress: (answered: number, total: number) =>
      `You have answered ${answered} of ${total} statements so far.`,
    privacy: 'How we handle your answers',
    /** after a link that opens in a new tab, for screen readers */
    newTab: '(opens in a new tab)',
  },
  /** the intro of a link whose answers in progress were saved in another browser */
  startedElsewhere: {
    title: 'You started in another browser',
    body: 'Your answers so far are kept in the browser where you began, and shown only there, so that nobody else who opens this link can see them. To go on with them, open the link there. Or start again here: the answers saved in the other browser are then deleted.',
    restart: 'Start again here',
    restarting: 'Starting again…',
    restartFailed: 'This did not work. Check your connection and try again.',
    /** a write refused because another browser took the answers over meanwhile */
    refused: 'Your answers now continue in another browser. Reload this page to start again here.',
  },
  scale: {
    /** above the rating buttons */
    prompt: 'How well does this describe them?',
    cantJudge: 'I can’t judge this',
    cantJudgeHelp: 'Choose this when you haven’t seen enough of this to say. It doesn’t count against them.',
  },
  progress: {
    label: 'Your progress',
    statementOf: (number: number, total: number) => `Statement ${number} of ${total}`,
    keyboardHint: 'Keys 1 to 5 rate, 0 means you can’t judge, Backspace goes back.',
  },
  navigation: {
    label: 'Statement navigation',
    previous: 'Previous',
    continue: 'Continue',
  },
  comment: {
    title: 'Anything you’d like to add?',
    summary: (rated: number, notJudged: number) =>
      notJudged === 0
        ? `You rated all ${rated} statements.`
        : `You rated ${rated} statements and couldn’t judge ${notJudged}.`,
    label: (founder: string) => `A comment for ${founder} (optional)`,
    help: `Shown to them word for word but without your name, so leave out details that would give you away. Up to ${COMMENT_MAX_LENGTH} characters.`,
    remaining: (count: number) => (count === 1 ? '1 character left' : `${count} characters left`),
    submit: 'Send my answers',
    submitting: 'Sending…',
    back: 'Back',
  },
  thankYou: {
    title: 'Thank you',
    body: (founder: string) =>
      `Your answers are in. ${founder} will see them only as part of the averages, once enough people have answered.`,
    closeHint: 'You can close this page now.',
    delete: 'Delete my answers',
  },
  deletion: {
    title: 'Delete your answers?',
    confirm: 'Delete your answers and comment? This cannot be undone.',
    confirmButton: 'Delete my answers',
    cancel: 'Keep my answers',
    deleting: 'Deleting…',
    doneTitle: 'Your answers are deleted',
    done: 'Your answers and comment are deleted.',
    failed: 'Your answers could not be deleted. Please try again.',
  },
  /** the pages of a link that cannot be used */
  linkStates: {
    revoked: {
      title: 'This link was withdrawn',
      body: 'The person who sent it has withdrawn this invite, so it no longer works.',
    },
    expired: {
      title: 'This link has expired',
      body: `Invite links work for ${INVITE_TTL_DAYS} days. If you still want to give your view, ask for a new one.`,
    },
    closed: {
      title: 'This feedback round is closed',
      body: 'No more answers are being collected for it. Thank you for your time.',
    },
    submitted: {
      title: 'You have already answered',
      body: 'Your answers are in. Thank you.',
    },
    withdrawn: {
      title: 'Your answers are deleted',
      body: 'You deleted your answers and comment from this link, so it no longer works. Nothing of them is kept.',
    },
    notFound: {
      title: 'This link does not work',
      body: 'Check that you copied the whole link, or ask the person who sent it for a new one.',
    },
    rateLimited: {
      title: 'Please wait a moment',
      body: RATER_RATE_LIMITED,
    },
  } satisfies Record<
    Exclude<RaterLinkState, 'open'> | 'withdrawn' | 'notFound' | 'rateLimited',
    { title: string; body: string }
  >,
  errors: {
    saveFailed: 'Your answer could not be saved. Check your connection and try again.',
    rateLimited: RATER_RATE_LIMITED,
    loadFailedTitle: 'This page could not be loaded',
    loadFailed: 'Check your connection and try again.',
    sendFailed: 'Your answers could not be sent. Check your connection and try again.',
    retry: 'Try again',
  },
} as const;

export interface FeedbackEmailsCopy {
  invite: EmailCopy;
  reminder: EmailCopy;
}

/** `{founder}` is the founder's name; greeting, link fallback and signature are emails.ts's. */
export const feedbackEmailsCopy: FeedbackEmailsCopy = {
  invite: {
    subject: '{founder} would like your view',
    preheader: 'A 10-minute, confidential rating of how {founder} leads.',
    heading: '{founder} would like your view',
    paragraphs: [
      '{founder} has taken the Uplift Founder Audit, a self-assessment for founders, and would value your honest view of how they lead themselves and build the company.',
      `You rate them on the same statements, which takes about 10 minutes. {founder} sees only averages across everyone who answers, once at least ${MIN_RATERS_FOR_OTHERS} people have, never your individual answers or whether you answered.`,
    ],
    action: 'Give my view',
    afterAction: [
      `The link is personal and works for ${INVITE_TTL_DAYS} days.`,
      'If you would rather not take part, ignore this e-mail: we will remind you at most once, and only if {founder} asks us to.',
    ],
  },
  reminder: {
    subject: 'Reminder: {founder} would like your view',
    preheader: 'Your link to rate {founder} still works.',
    heading: 'A gentle reminder',
    paragraphs: [
      '{founder} asked for your view a little while ago. If you have 10 minutes, your answers, which they see only as averages, would help them see how others experience their leadership.',
    ],
    action: 'Give my view',
    afterAction: ['This is the only reminder you will get for this invite.'],
  },
};
