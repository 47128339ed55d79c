import { INPUT_MAX_LENGTH, META_DESCRIPTION_MAX_CHARS } from './constants';

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Escapes < > & " ' as HTML entities; nothing else changes. For stored content of any length. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}

/** Cuts to at most `max` characters, counting code points so an emoji is never split in half. */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const codePoints = Array.from(text);
  return codePoints.length <= max ? text : codePoints.slice(0, max).join('');
}

/**
 * Sanitises user input (spec 5): trimmed, cut to 1000 characters, then escaped. Cutting before
 * escaping counts the characters the person typed and never splits an entity like `&amp;` in half;
 * the escaped result may therefore be longer than 1000.
 */
export function sanitizeText(input: string | null | undefined, max: number = INPUT_MAX_LENGTH): string {
  if (input == null) return '';
  return escapeHtml(cutToLength(input.trim(), max));
}

/** Escaped text with line breaks as `<br />`, for the cookie policy (spec 5). */
export function escapeWithLineBreaks(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br />');
}

/** A chapter description for the page's meta description: cut at 150 characters. */
export function metaDescription(text: string | null | undefined): string {
  return cutToLength((text ?? '').trim(), META_DESCRIPTION_MAX_CHARS);
}
