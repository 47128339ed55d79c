/**
 * The room the teaser takes, kept while it loads, so that the results under it do not move when it
 * arrives (it sits near the top of the page, in the first view).
 */
export const TEASER_SPACE = 'mt-3 min-h-[13.5rem] sm:min-h-[9.25rem]';

export function TeaserSpace() {
  return <div aria-hidden="true" className={TEASER_SPACE} />;
}
