import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useNearOrIdle } from '../../lib/use-near-or-idle';

export type LazySlotProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** Lazily loaded content: rendered, and so downloaded, only once the slot is wanted. */
  children: ReactNode;
  /** Shown until then and while the content's code loads (default: nothing). */
  fallback?: ReactNode;
};

/** The longest one slot holds the others back when its content never shows (a failed chunk). */
export const SLOT_TURN_MAX_MS = 1500;

// Slots wanted together (the browser's first idle moment wants them all) reveal one at a time: each
// section mounts, starts its requests and lays out in a task of its own, after the one before has
// painted, instead of all in one long task.
const waiting: Array<() => void> = [];
let holder: object | null = null;

function next(): void {
  if (holder) return;
  waiting.shift()?.();
}

/** Asks for the turn to reveal; answers a cancel that also hands a held turn on. */
function requestTurn(owner: object, grant: () => void): () => void {
  const take = () => {
    holder = owner;
    grant();
  };
  waiting.push(take);
  next();
  return () => {
    const at = waiting.indexOf(take);
    if (at >= 0) waiting.splice(at, 1);
    releaseTurn(owner);
  };
}

/** The holder's content is on screen: the next slot reveals after the next frame, in a new task. */
function releaseTurn(owner: object): void {
  if (holder !== owner) return;
  holder = null;
  const go = () => setTimeout(next, 0);
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible')
    requestAnimationFrame(go);
  else go();
}

/** Rendered after the content inside the Suspense boundary: it mounts when the content has. */
function Revealed({ owner }: { owner: object }) {
  useEffect(() => releaseTurn(owner), [owner]);
  return null;
}

/**
 * A place on the page for a section loaded with `lazy()`: its code loads once the place comes near
 * the viewport or the browser is first idle, so that it is not part of the page's first load.
 */
export function LazySlot({ children, fallback = null, ...props }: LazySlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useNearOrIdle(ref);
  const [owner] = useState(() => ({}));
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = requestTurn(owner, () => {
      startTransition(() => setShown(true));
      timer = setTimeout(() => releaseTurn(owner), SLOT_TURN_MAX_MS);
    });
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [wanted, owner]);
  return (
    <div ref={ref} {...props}>
      {shown ? (
        <Suspense fallback={fallback}>
          {children}
          <Revealed owner={owner} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
