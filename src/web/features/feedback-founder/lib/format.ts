import { formatScore } from '../../../../domain/scoring';

export { formatLongDate as formatDay } from '../../../../domain/dates';

/** A difference of self and others, signed: '+0.6', '−1.2', '0.0'. */
export function formatGap(gap: number): string {
  const text = formatScore(Math.abs(gap));
  if (text === '0.0') return text;
  return gap > 0 ? `+${text}` : `−${text}`;
}
