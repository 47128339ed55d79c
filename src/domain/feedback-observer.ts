/**
 * Statements as a rater reads them: the founder's statement in the third person, with `{name}` where the
 * founder's first name goes ('{name} regularly asks for candid feedback on how they lead.').
 */

export const FOUNDER_NAME_PLACEHOLDER = '{name}';
/** Used when the founder has no usable name; it takes the same verb forms as a name ('… asks'). */
export const FOUNDER_NAME_FALLBACK = 'this founder';
/** Longer first names read as something else pasted into the name field; the fallback reads better. */
export const FOUNDER_FIRST_NAME_MAX_LENGTH = 40;

const PLACEHOLDER = /\{name\}/g;

/**
 * The first name a rater sees: the first word of the founder's full name, or null when there is none
 * (or it is too long, or carries the placeholder's braces).
 */
export function founderFirstName(fullName: string | null | undefined): string | null {
  const first = (fullName ?? '').trim().split(/\s+/)[0] ?? '';
  if (first === '' || first.length > FOUNDER_FIRST_NAME_MAX_LENGTH || /[{}<>]/.test(first)) return null;
  return first;
}

/** Whether the placeholder at `offset` starts a sentence (text start, or after '.', '!' or '?'). */
function startsSentence(text: string, offset: number): boolean {
  const before = text.slice(0, offset).trimEnd();
  return before === '' || /[.!?]$/.test(before);
}

/**
 * A statement for the rater: every `{name}` replaced by the founder's name, or by 'this founder' ('This
 * founder' at a sentence start) when there is no name.
 */
export function observerStatement(template: string, name: string | null | undefined): string {
  const given = name?.trim() ?? '';
  return template.replace(PLACEHOLDER, (_match, offset: number) => {
    if (given !== '') return given;
    return startsSentence(template, offset)
      ? FOUNDER_NAME_FALLBACK.charAt(0).toUpperCase() + FOUNDER_NAME_FALLBACK.slice(1)
      : FOUNDER_NAME_FALLBACK;
  });
}
