import type { AnswerValue } from '../../../domain/answer-values';
import { NOT_APPLICABLE } from '../../../domain/answer-values';
import type { InstrumentAnswer } from '../../../domain/instrument-report';
import { CANT_JUDGE_CODE, NOT_APPLICABLE_CODE } from './repository';

/**
 * Reading the answer tokens of repository.ts: each is the first `prefixLength` characters of a
 * statement's id and one character for the answer. The prefix is the shortest that tells the version's
 * statements apart, so a token is a few characters instead of a 36-character id.
 */

/** The shortest prefix length (from 1) at which no two of `ids` share a prefix. */
export function uniquePrefixLength(ids: readonly string[]): number {
  const longest = Math.max(1, ...ids.map((id) => id.length));
  for (let length = 1; length < longest; length += 1) {
    const seen = new Set(ids.map((id) => id.slice(0, length)));
    if (seen.size === ids.length) return length;
  }
  return longest;
}

/** The answer characters: '1'–'5' are ratings, anything else is an answer without a value. */
const ratingOf = (code: number): AnswerValue | null =>
  code >= 49 && code <= 53 ? ((code - 48) as AnswerValue) : null;

export type TokenReader = {
  readonly prefixLength: number;
  /** Calls `visit` with each token's statement (its place in `ids`) and answer character; unknown ids are skipped. */
  each(tokens: string, visit: (index: number, code: number) => void): void;
};

/** A reader of tokens for these statements (their ids in order), the prefixes as numbers where they fit. */
export function tokenReader(ids: readonly string[]): TokenReader {
  const prefixLength = uniquePrefixLength(ids);
  const step = prefixLength + 1;
  // hexadecimal prefixes of up to 8 characters (before the first '-') are read as numbers: no string
  // is made per answer
  if (prefixLength <= 8 && ids.every((id) => /^[0-9a-f]+$/i.test(id.slice(0, prefixLength)))) {
    const indexOf = new Map(ids.map((id, index) => [Number.parseInt(id.slice(0, prefixLength), 16), index]));
    const hex = (code: number) => (code <= 57 ? code - 48 : (code | 32) - 87);
    return {
      prefixLength,
      each(tokens, visit) {
        for (let at = 0; at + step <= tokens.length; at += step) {
          let key = 0;
          for (let i = 0; i < prefixLength; i += 1) key = key * 16 + hex(tokens.charCodeAt(at + i));
          const index = indexOf.get(key);
          if (index !== undefined) visit(index, tokens.charCodeAt(at + prefixLength));
        }
      },
    };
  }
  const indexOf = new Map(ids.map((id, index) => [id.slice(0, prefixLength), index]));
  return {
    prefixLength,
    each(tokens, visit) {
      for (let at = 0; at + step <= tokens.length; at += step) {
        const index = indexOf.get(tokens.slice(at, at + prefixLength));
        if (index !== undefined) visit(index, tokens.charCodeAt(at + prefixLength));
      }
    },
  };
}

const NOT_APPLICABLE_CHAR = NOT_APPLICABLE_CODE.charCodeAt(0);
const CANT_JUDGE_CHAR = CANT_JUDGE_CODE.charCodeAt(0);

/**
 * A founder's answers: statement id → rating or 'not-applicable' (a response without a value), the
 * ratings alone (what the careless-answer rule reads) and the furthest statement answered (-1: none).
 */
export function founderAnswers(reader: TokenReader, ids: readonly string[], tokens: string) {
  const answers: Record<string, InstrumentAnswer> = {};
  const ratings: number[] = [];
  let furthest = -1;
  reader.each(tokens, (index, code) => {
    const id = ids[index] ?? '';
    const rating = ratingOf(code);
    if (rating !== null) {
      answers[id] = rating;
      ratings.push(rating);
    } else if (code === NOT_APPLICABLE_CHAR) answers[id] = NOT_APPLICABLE;
    else return;
    if (index > furthest) furthest = index;
  });
  return { answers, ratings, furthest };
}

/** A rater's answers: statement id → rating, or null for "I can't judge this". */
export function raterAnswers(reader: TokenReader, ids: readonly string[], tokens: string) {
  const answers: Record<string, AnswerValue | null> = {};
  reader.each(tokens, (index, code) => {
    const rating = ratingOf(code);
    if (rating !== null) answers[ids[index] ?? ''] = rating;
    else if (code === CANT_JUDGE_CHAR) answers[ids[index] ?? ''] = null;
  });
  return answers;
}

/** A founder's own ratings for a rater round ('doesn't apply' is no rating to compare with). */
export function selfRatings(reader: TokenReader, ids: readonly string[], tokens: string) {
  const ratings: Record<string, AnswerValue> = {};
  reader.each(tokens, (index, code) => {
    const rating = ratingOf(code);
    if (rating !== null) ratings[ids[index] ?? ''] = rating;
  });
  return ratings;
}
