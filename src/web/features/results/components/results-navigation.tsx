import { Menu } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { resultsCopy } from '../../../../content/results-copy';
import { useScrollSpy } from '../hooks/use-scroll-spy';

// The drawer (a Radix dialog: focus trap, scroll lock, dismissable layer) loads on its first open; until
// then its trigger is this plain button with the same look and name.
const ResultsDrawer = lazy(() => import('./results-drawer'));
const TRIGGER_CLASSES =
  'inline-flex h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium text-ink shadow-soft';

type Section = { id: string; label: string };
const NO_EXTRA: readonly Section[] = [];

function SectionLinks({
  sections,
  active,
  onNavigate,
}: {
  sections: readonly Section[];
  active: string | undefined;
  onNavigate?: () => void;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            onClick={onNavigate}
            aria-current={active === section.id ? 'location' : undefined}
            className="block rounded-lg px-3 py-2 text-muted hover:bg-black/5 aria-[current=location]:bg-[var(--theme-soft)] aria-[current=location]:font-semibold aria-[current=location]:text-ink"
          >
            {section.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The results sidebar (≥ 1024 px) and, below that, the 'Results Navigation' drawer. `extra` sections
 * (loaded later, for a signed-in founder) follow the report's own.
 */
export function ResultsNavigation({
  account,
  extra = NO_EXTRA,
}: {
  account?: React.ReactNode;
  extra?: readonly Section[];
}) {
  const sections = useMemo(() => [...resultsCopy.navigation.sections, ...extra], [extra]);
  const ids = useMemo(() => sections.map((s) => s.id), [sections]);
  const active = useScrollSpy(ids);
  const [open, setOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const trigger = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={TRIGGER_CLASSES}
      onClick={() => {
        setDrawerLoaded(true);
        setOpen(true);
      }}
    >
      <Menu aria-hidden="true" className="size-4" />
      {resultsCopy.navigation.open}
    </button>
  );
  return (
    <>
      <nav aria-label="Results sections" className="sticky top-6 hidden w-64 shrink-0 self-start lg:block">
        <SectionLinks sections={sections} active={active} />
        {account}
      </nav>
      <div className="sticky top-3 z-20 lg:hidden">
        {drawerLoaded ? (
          <Suspense fallback={trigger}>
            <ResultsDrawer open={open} onOpenChange={setOpen}>
              <nav aria-label="Results sections" className="p-4">
                <SectionLinks sections={sections} active={active} onNavigate={() => setOpen(false)} />
                {account}
              </nav>
            </ResultsDrawer>
          </Suspense>
        ) : (
          trigger
        )}
      </div>
    </>
  );
}
