import { useState } from 'react';
import { chapterNumber } from '../../../../domain/chapters';
import { cx } from '../../../components/ui/cx';

/** The default icon of a chapter, chosen by its zero-padded position: /icons/chapter-01.svg. */
export function defaultChapterIcon(position: number): string {
  return `/icons/chapter-${chapterNumber(position)}.svg`;
}

/**
 * A chapter's icon (spec 2): its icon_url, else the default icon by position; hidden when both fail
 * to load. Decorative: the chapter's title names it.
 */
export function ChapterIcon({
  iconUrl,
  position,
  className,
}: {
  iconUrl: string | null;
  position: number;
  className?: string;
}) {
  const candidates = [
    ...new Set([iconUrl?.trim() || null, defaultChapterIcon(position)].filter(Boolean)),
  ] as string[];
  const [failed, setFailed] = useState(0);
  const src = candidates[failed];
  if (!src) return null;
  return (
    <img
      key={src}
      src={src}
      alt=""
      width={96}
      height={96}
      className={cx('size-20 sm:size-24', className)}
      onError={() => setFailed((count) => count + 1)}
    />
  );
}
