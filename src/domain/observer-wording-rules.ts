import { FOUNDER_NAME_PLACEHOLDER } from './feedback-observer';
import { TEXT_LIMITS } from './questionnaire';

/**
 * The observer wording an admin writes beside a statement's self wording: how raters read it. Empty
 * means raters are not asked that statement. `{name}` stands for the founder's first name.
 */

/** As long as the self wording may be. */
export const OBSERVER_TEXT_MAX_LENGTH = TEXT_LIMITS.questionText;

export const OBSERVER_WORDING_MESSAGES = {
  tooLong: `The observer wording must be at most ${OBSERVER_TEXT_MAX_LENGTH} characters.`,
  /** `{Name}`, `{first name}`…: raters would read the braces as they are */
  unknownPlaceholder: `Only ${FOUNDER_NAME_PLACEHOLDER} is filled in (with the founder's first name). Write the name as ${FOUNDER_NAME_PLACEHOLDER}, or remove the other braces.`,
  /** a notice, not an error: a wording about the team or the company may rightly name no one */
  withoutName: `Raters will read this without the founder's name. Most observer wordings start with ${FOUNDER_NAME_PLACEHOLDER}.`,
} as const;

/** Braces that are not exactly the placeholder: `{Name}`, `{ name }`, a lone `{` or `}`. */
const STRAY_BRACE = /\{(?!name\})|(?<!\{name)\}/;

/** The wording as stored: trimmed, and null (raters are not asked) when nothing is left. */
export function normalizeObserverText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

/** Why the wording cannot be saved, or null when it can (an empty wording can: it means "not asked"). */
export function observerWordingProblem(value: string | null | undefined): string | null {
  const text = normalizeObserverText(value);
  if (text === null) return null;
  if (text.length > OBSERVER_TEXT_MAX_LENGTH) return OBSERVER_WORDING_MESSAGES.tooLong;
  if (STRAY_BRACE.test(text)) return OBSERVER_WORDING_MESSAGES.unknownPlaceholder;
  return null;
}

/** A hint worth showing while the wording can still be saved: it names no one. Null otherwise. */
export function observerWordingNotice(value: string | null | undefined): string | null {
  const text = normalizeObserverText(value);
  if (text === null || observerWordingProblem(text) !== null) return null;
  return text.includes(FOUNDER_NAME_PLACEHOLDER) ? null : OBSERVER_WORDING_MESSAGES.withoutName;
}
