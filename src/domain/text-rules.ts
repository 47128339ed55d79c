/**
 * PostgreSQL cannot store U+0000 in text: a value that carries it is refused with a clear message
 * instead of failing in the database.
 */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character (U+0000).';

/** Where the first U+0000 is in a parsed value (a key or a string), as a path of keys; null without one. */
export function nulCharacterPath(
  value: unknown,
  path: Array<string | number> = [],
): Array<string | number> | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulCharacterPath(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = nulCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  return null;
}
