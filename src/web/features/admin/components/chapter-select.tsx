import { useSearchParams } from 'react-router';
import type { AdminChapter } from '../../../../contract/admin';
import { SelectField } from '../../../components/ui/field';
import { adminCopy } from '../copy';

// Shared by the questions and chapters screens, apart from the question list so that the chapters
// screen does not load the drag-and-drop code.
const copy = adminCopy.questions;

/** The chapter in ?chapter=, else the first one. */
export function useSelectedChapter(chapters: readonly AdminChapter[]) {
  const [params, setParams] = useSearchParams();
  const chapter = chapters.find((c) => c.id === params.get('chapter')) ?? chapters[0];
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('chapter', id);
        return next;
      },
      { replace: true },
    );
  return { chapter, select };
}

export function ChapterSelect({
  chapters,
  value,
  onChange,
}: {
  chapters: readonly AdminChapter[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <SelectField
      label={copy.chapter}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="w-full max-w-md"
      options={chapters.map((c) => ({
        value: c.id,
        label: `${c.position}. ${c.title} (${copy.area[c.area]})`,
      }))}
    />
  );
}
