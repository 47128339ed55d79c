/** Puts an authored quote in quotation marks unless it already opens with one. */
export function quoted(text: string): string {
  const trimmed = text.trim();
  return /^["“„«'‘‚»]/.test(trimmed) ? trimmed : `“${trimmed}”`;
}

/**
 * Splits an attribution off a quote: '“Know thyself.” — Socrates' gives the quote and 'Socrates', so
 * the name can be set apart. A quote without a closing mark and a dash after it stays whole.
 */
export function splitQuote(text: string): { quote: string; attribution: string | null } {
  const match = /^(.*[”"»’])\s*[—–-]{1,2}\s*(\S.*)$/s.exec(text.trim());
  if (!match?.[1] || !match[2]) return { quote: quoted(text), attribution: null };
  return { quote: quoted(match[1]), attribution: match[2].trim() };
}
