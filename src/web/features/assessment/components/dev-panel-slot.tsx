import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { PublicChapter, PublicQuestion } from '../../../../contract/assessment';
import type { FounderAnswer } from '../../../../domain/answers';
import { isDevToolsEnabled } from '../../dev-tools/switch';

/** What the assessment hands the developer panel (spec 2 "Developer tools"). */
export interface DevPanelProps {
  chapters: readonly PublicChapter[];
  /** in the order they are asked */
  questions: readonly PublicQuestion[];
  answers: Readonly<Record<string, FounderAnswer>>;
  currentIndex: number;
}

/**
 * Where the developer panel plugs into /assessment (features/dev-tools; spec 2: on with ?debug=1 or a
 * parameter equal to 'dev', off with ?debug=0, remembered in local storage debugTools). A lazy import
 * keeps it out of the public bundle. The panel reaches the flow through real interfaces:
 * getAnswerSync().answerMany() / reset() for autofill and session reset, and dispatchChapterJump()
 * (features/flow/events) for the chapter jump.
 */
const Panel = lazy(() => import('../../dev-tools/dev-panel'));

export function DevPanelSlot(props: DevPanelProps) {
  const { search } = useLocation();
  if (!isDevToolsEnabled(search)) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
