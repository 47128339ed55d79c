import { type ObserverWording, observerWordingForSeededText } from '../../../content/observer-statements';
import {
  FOUNDER_NAME_FALLBACK,
  founderFirstName,
  observerStatement,
} from '../../../domain/feedback-observer';

/**
 * The default observer wording of a seeded statement, only while the statement reads as seeded (today's
 * default, or the earlier one a database seeded before the rewording holds): the wording was written for
 * that text, and an edited statement may mean something else.
 */
export function seededObserverWording(
  chapterKey: string | null,
  question: { position: number; text: string },
): ObserverWording | null {
  if (chapterKey === null) return null;
  return observerWordingForSeededText(chapterKey, question.position, question.text) ?? null;
}

export interface RaterWording {
  text: string;
  leftLabel: string | null;
  rightLabel: string | null;
}

/**
 * A statement as the rater reads it: its stored observer wording (from the seed, the migration or an
 * admin); null when there is none: raters are not asked it (a first-person statement would make the
 * rater rate themself), also when an admin emptied a default statement's wording. The scale's labels are
 * the ones an admin wrote for raters; else the default's while the stored wording is the seeded default;
 * else none (the generic scale).
 */
export function raterWording(
  chapterKey: string | null,
  question: {
    position: number;
    text: string;
    observerText: string | null;
    observerLeftLabel?: string | null;
    observerRightLabel?: string | null;
  },
  founderName: string | null,
): RaterWording | null {
  const template = question.observerText;
  if (template === null) return null;
  const seeded = seededObserverWording(chapterKey, question);
  const defaults = seeded !== null && seeded.text === template ? seeded : null;
  return {
    text: observerStatement(template, founderName),
    leftLabel: question.observerLeftLabel ?? defaults?.leftLabel ?? null,
    rightLabel: question.observerRightLabel ?? defaults?.rightLabel ?? null,
  };
}

/** The founder as raters see them: the first name, or 'this founder'. */
export function founderNameForRaters(fullName: string | null | undefined): string {
  return founderFirstName(fullName) ?? FOUNDER_NAME_FALLBACK;
}

/** Longer names read as something else pasted into the name field; 'this founder' reads better. */
const EMAIL_NAME_MAX_LENGTH = 80;

/**
 * The founder as the invite e-mail names them: the full name, so the recipient knows who asks; null
 * (the e-mail says 'this founder') when there is none or it would not read as a name.
 */
export function founderNameForEmails(fullName: string | null | undefined): string | null {
  const name = (fullName ?? '').replace(/\s+/g, ' ').trim();
  if (name === '' || name.length > EMAIL_NAME_MAX_LENGTH || /[{}<>]/.test(name)) return null;
  return name;
}
