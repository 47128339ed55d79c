import { normaliseComment } from './feedback-rules';

/**
 * cyrb53 (a public-domain 53-bit string hash): enough to spread comments evenly, and pure. It is not a
 * secret-keeping hash, and needs none: the order is computed from the comments' texts and the round's
 * seed only, so whatever someone learns from it, it cannot be the order in which raters answered.
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The comments of a round in the order the founder reads them: blank ones dropped, then ordered by a
 * hash of the round's seed (e.g. the round id) and the text. Neither answer order nor ids nor times go
 * in, so the order cannot follow the order of answering; the same round always shows the same order, so
 * the list does not reshuffle on reload, and rounds differ from one another. Only texts come out.
 */
export function orderFeedbackComments(
  comments: ReadonlyArray<string | null | undefined>,
  roundSeed: string,
): string[] {
  const texts = comments.flatMap((comment) => {
    const text = normaliseComment(comment);
    return text === null ? [] : [text];
  });
  const keyed = texts.map((text) => ({ text, key: hash53(`${roundSeed}\u0000${text}`) }));
  // Equal keys (or equal texts) fall back to the text itself, so the order never depends on the input's.
  keyed.sort((a, b) => a.key - b.key || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return keyed.map((entry) => entry.text);
}
