import {
  MAX_PLAN_ACTIONS,
  PLAN_ACTION_MAX_LENGTH,
  PLAN_HORIZON_DAYS,
  type PlanReminderDay,
} from '../domain/plan-rules';
import type { EmailCopy } from './emails';

/**
 * The 90-day plan: the results page's section and editor, the history's and the account's parts, the
 * unsubscribe page and the reminder e-mails. Apart from the other copy so that it is only downloaded
 * with the plan's lazily loaded code.
 */
export const planCopy = {
  navLabel: 'Your 90-day plan',
  sectionTitle: 'Your 90-day plan',
  intro: `Pick up to ${MAX_PLAN_ACTIONS} focus actions for the next ${PLAN_HORIZON_DAYS} days. Start from a suggestion or write your own, in your own words.`,
  loading: 'Loading your plan…',
  loadFailed: 'Your plan could not be loaded.',
  retry: 'Try again',
  start: 'Make my plan',
  edit: 'Edit plan',
  startedOn: (date: string) => `Started ${date}`,
  target: (date: string) => `Target ${date}`,
  noTarget: 'No target date',
  done: 'Done',
  open: 'Not done yet',
  markDone: (text: string) => `Mark “${text}” as done`,
  doneCount: (done: number, total: number) => `${done} of ${total} done`,
  toggleFailed: 'That change could not be saved. Please try again.',
  reminders: {
    on: 'E-mail reminders are on: a check-in at 30 and 60 days, and an invitation to retake the audit at 90 days.',
    off: 'E-mail reminders are off.',
    stopped: 'You stopped the reminders from an e-mail.',
    turnOn: 'Turn reminders on',
    turnOff: 'Turn reminders off',
    changeFailed: 'The reminders could not be changed. Please try again.',
    unconfirmed: 'Reminders go only to a confirmed e-mail address: confirm yours to receive them.',
  },
  editor: {
    title: 'Your 90-day plan',
    description: `Choose up to ${MAX_PLAN_ACTIONS} actions. Edit each into your own words and give it a target date if you like.`,
    suggestionsTitle: 'Suggestions from your results',
    suggestionsHint: 'From your lowest-scored statements and your uplift chapter’s path to improvement.',
    fromQuestion: (chapter: string, value: number) => `${chapter} · you answered ${value} of 5`,
    fromPath: (chapter: string) => `${chapter} · path to improvement`,
    add: 'Add',
    added: 'Added',
    addOwn: 'Write my own action',
    full: `Your plan has ${MAX_PLAN_ACTIONS} actions: remove one to add another.`,
    actionLabel: (n: number) => `Action ${n}`,
    actionHint: `Up to ${PLAN_ACTION_MAX_LENGTH} characters.`,
    targetLabel: 'Target date (optional)',
    remove: (n: number) => `Remove action ${n}`,
    removeShort: 'Remove',
    empty: 'No actions yet: add a suggestion or write your own.',
    remindersLabel: 'E-mail me at 30 and 60 days to check in, and at 90 days to retake the audit',
    remindersHint: 'Off unless you choose it. Every e-mail has a one-click unsubscribe.',
    save: 'Save plan',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Your plan is saved.',
    saveFailed: 'Your plan could not be saved. Please try again.',
  },
  upliftEntry: {
    title: 'Turn this into your plan',
    body: 'Add a step from this path to your 90-day plan on the results page.',
    button: 'Add to my plan',
  },
  history: {
    planTitle: 'Your 90-day plan from this assessment',
    retakeTitle: 'Since your plan',
    retakeIntro: (date: string) => `Your focus actions from the plan of ${date}, then and now:`,
    before: 'Then',
    after: 'Now',
    notInNewVersion: 'This statement is not in the new questionnaire version, so it cannot be compared.',
    notAnswered: 'Not answered',
    ownAction: 'Your own action (not tied to a statement)',
    seeHistory: 'See all your assessments',
  },
  account: {
    title: '90-day plan reminders',
    none: 'You have no plan yet. Make one from your results.',
    planOf: (date: string) => `Plan from the assessment of ${date}`,
  },
  unsubscribe: {
    title: 'Stop plan reminders',
    body: 'You will get no more reminder e-mails for this 90-day plan. Your plan itself stays as it is.',
    button: 'Stop the reminders',
    stopping: 'Stopping…',
    doneTitle: 'Reminders stopped',
    doneBody:
      'You will get no more reminders for this plan. You can turn them on again from your results when signed in.',
    invalid: 'This unsubscribe link is not valid. It may be incomplete: copy the whole link from the e-mail.',
    failed: 'The reminders could not be stopped. Please try again.',
    home: 'Go to the start page',
  },
} as const;

/** Reminder e-mails: the action list and the unsubscribe line are filled in by the server's template. */
export const planEmailsCopy: Record<'checkIn30' | 'checkIn60' | 'retake', EmailCopy> & {
  unsubscribe: string;
  doneMark: string;
  openMark: string;
  targetOn: (date: string) => string;
} = {
  checkIn30: {
    subject: 'Your 90-day plan: the 30-day check-in',
    preheader: 'A month in: how are your focus actions going?',
    heading: 'A month into your plan',
    paragraphs: [
      'Thirty days ago you chose your focus actions for the next 90 days. Here is where they stand:',
    ],
    action: 'Open my plan',
    afterAction: ['Mark what is done, or sharpen an action that needs it: it is your plan.'],
  },
  checkIn60: {
    subject: 'Your 90-day plan: the 60-day check-in',
    preheader: 'Two months in: one more month to go.',
    heading: 'Two months into your plan',
    paragraphs: ['Sixty days in, one month to go. Here is where your focus actions stand:'],
    action: 'Open my plan',
    afterAction: ['In 30 days we will invite you to retake the audit and see what moved.'],
  },
  retake: {
    subject: 'Your 90 days are up: retake the audit and see what moved',
    preheader: 'See the change per chapter and per focus action.',
    heading: 'Time to see what moved',
    paragraphs: [
      'Ninety days ago you made your plan. Retake the audit now: your history then shows what moved, per chapter and for each focus action.',
    ],
    action: 'Retake the audit',
    afterAction: ['It takes about as long as the first time, and your earlier results stay as they were.'],
  },
  unsubscribe: 'Stop these plan reminders with one click:',
  doneMark: 'Done',
  openMark: 'Open',
  targetOn: (date: string) => `target ${date}`,
};

export function planEmailCopyFor(day: PlanReminderDay): EmailCopy {
  return day === 30
    ? planEmailsCopy.checkIn30
    : day === 60
      ? planEmailsCopy.checkIn60
      : planEmailsCopy.retake;
}
