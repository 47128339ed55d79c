import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LOCAL_KEYS, localStore } from '../../lib/storage';

/**
 * Whether the hidden developer tools are on (spec 2): `?debug=1` turns them on, `?debug=0` off, and the
 * second way in is any query parameter whose value is `dev` (`?mode=dev`, `?debug=dev`); the choice is
 * remembered in local storage `debugTools`. Kept tiny: it is all the landing page carries of them.
 */
export function devToolsChoice(search: string): boolean | null {
  const params = new URLSearchParams(search);
  const debug = params.get('debug');
  if (debug === '0') return false;
  if (debug === '1') return true;
  for (const value of params.values()) if (value === 'dev') return true;
  return null;
}

export function isDevToolsEnabled(search: string): boolean {
  const choice = devToolsChoice(search);
  if (choice !== null) return choice;
  return localStore.get(LOCAL_KEYS.debugTools) === 'true';
}

/** Applies the query's choice to local storage and tells whether the tools are on. */
export function useDevToolsSwitch(): boolean {
  const { search } = useLocation();
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const choice = devToolsChoice(search);
    if (choice === true) localStore.set(LOCAL_KEYS.debugTools, 'true');
    if (choice === false) localStore.remove(LOCAL_KEYS.debugTools);
    setEnabled(isDevToolsEnabled(search));
  }, [search]);
  return enabled;
}
