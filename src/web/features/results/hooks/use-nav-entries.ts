import { useMemo, useState, useSyncExternalStore } from 'react';
import type { NavEntry } from '../../feedback-founder/feedback-slots';

const SLOTS = ['plan', 'radar', 'benchmarks', 'feedback'] as const;
export type NavSlot = (typeof SLOTS)[number];
type Entries = Readonly<Record<NavSlot, NavEntry | null>>;

export interface NavEntries {
  /** each section's `onNavEntry`: stable functions */
  readonly set: Readonly<Record<NavSlot, (entry: NavEntry | null) => void>>;
  subscribe(onChange: () => void): () => void;
  get(): Entries;
}

function createNavEntries(): NavEntries {
  let entries: Entries = { plan: null, radar: null, benchmarks: null, feedback: null };
  const listeners = new Set<() => void>();
  const setter = (slot: NavSlot) => (entry: NavEntry | null) => {
    if (entries[slot] === entry) return;
    entries = { ...entries, [slot]: entry };
    for (const listener of listeners) listener();
  };
  return {
    set: {
      plan: setter('plan'),
      radar: setter('radar'),
      benchmarks: setter('benchmarks'),
      feedback: setter('feedback'),
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get: () => entries,
  };
}

/**
 * The navigation entries the lazily loaded sections add as they arrive. They live in a store of the
 * page rather than in its state: a section arriving re-renders the navigation, not the whole page.
 */
export function useNavEntries(): NavEntries {
  const [store] = useState(createNavEntries);
  return store;
}

/** The entries shown, in the page's order: the plan, benchmarks and feedback only for the owner. */
export function useShownNavEntries(store: NavEntries, owner: boolean): NavEntry[] | undefined {
  const entries = useSyncExternalStore(store.subscribe, store.get, store.get);
  // one array while nothing changes: the scroll spy measures the sections again for a new one
  return useMemo(() => {
    const shown = [
      owner ? entries.plan : null,
      entries.radar,
      owner ? entries.benchmarks : null,
      owner ? entries.feedback : null,
    ].filter((entry): entry is NavEntry => entry !== null);
    return shown.length > 0 ? shown : undefined;
  }, [entries, owner]);
}
