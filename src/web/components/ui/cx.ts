/** Joins class names, skipping empty ones. (No tailwind-merge here: pass additions, not overrides.) */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
