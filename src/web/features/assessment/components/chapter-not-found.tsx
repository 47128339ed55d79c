import { Link } from 'react-router';
import { chapterPageCopy } from '../../../../content/copy';
import { introCopy } from '../../../../content/flow-copy';
import { buttonClasses } from '../../../components/ui/button';

export function ChapterNotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="font-semibold text-2xl text-ink">{chapterPageCopy.notFound}</h1>
      <Link to="/overview" className={buttonClasses('secondary', 'md', 'mt-8')}>
        {introCopy.backToOverview}
      </Link>
    </main>
  );
}
