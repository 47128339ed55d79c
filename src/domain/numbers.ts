/**
 * Rounds half away from zero at the given decimals, on the decimal value a person reads: 1.005 → 1.01,
 * where `Math.round(1.005 * 100) / 100` gives 1 because 1.005 is stored as 1.00499….
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const text = String(Math.abs(value));
  // Exponent notation (1e-7, 1e21) cannot take the shifted-exponent trick; those are never scores.
  const shifted = text.includes('e') ? Math.abs(value) * 10 ** decimals : Number(`${text}e${decimals}`);
  // Dividing an integer by a power of ten gives the double nearest the decimal result.
  const rounded = Math.round(shifted) / 10 ** decimals;
  return value < 0 ? -rounded : rounded;
}

/** Averages are kept to 2 decimals (spec 9). */
export function round2(value: number): number {
  return roundTo(value, 2);
}

export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
