import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type PointerSensorOptions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cx } from '../../../components/ui/cx';
import { moveItem } from '../lib/reorder';
import { rowAction } from './admin-ui';

/** The words of a sortable list: what the handle, the move buttons and the live region say. */
export interface SortableCopy {
  /** the list's accessible name */
  listLabel: string;
  /** shown above the list and describing every handle */
  hint: string;
  /** dnd-kit's instructions for screen readers once a handle has focus */
  dragInstructions: string;
  handle: (n: number, text: string) => string;
  moveUp: (n: number) => string;
  moveDown: (n: number) => string;
  pickedUp: (text: string, position: number, total: number) => string;
  draggedOver: (text: string, position: number, total: number) => string;
  dragCancelled: (text: string, position: number, total: number) => string;
  moved: (text: string, position: number, total: number) => string;
}

/**
 * Mouse and pen only: touch goes to the TouchSensor. (dnd-kit lets the first sensor that claims a
 * gesture own it, and pointerdown comes before touchstart, so the pointer sensor must let touch pass.)
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

/** Rows only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** A few pixels of movement before a drag starts, so a click or tap on the handle stays a click. */
const activationConstraint = { distance: 4 };

/**
 * An ordered list whose rows can be reordered. Drag a row by its handle (dnd-kit: mouse, pen and touch),
 * or from the keyboard: focus a handle and press ↑ / ↓ (Home / End for the ends), or pick the row up
 * with Space, move it with the arrow keys and drop it with Space; or use the move buttons. Each move
 * reports the new order, which the caller saves; a live region says where the row went.
 */
export function SortableList<T extends { id: string }>({
  items,
  textOf,
  copy,
  onReorder,
  renderContent,
  renderActions,
  disabled,
}: {
  items: readonly T[];
  /** the row's text, for the handle's name and the announcements */
  textOf: (item: T) => string;
  copy: SortableCopy;
  onReorder: (ids: string[]) => void;
  renderContent: (item: T) => ReactNode;
  /** buttons after the move buttons (edit, delete); `n` is the row's 1-based place */
  renderActions?: (item: T, n: number) => ReactNode;
  disabled?: boolean;
}) {
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  // The order just chosen, shown until the items we are given catch up (the caller saves it and
  // updates its data a moment later): a dropped row stays where it was dropped instead of jumping back.
  // Once they change (saved, rolled back, or edited elsewhere), they win again.
  const given = items.map((item) => item.id).join();
  const [pending, setPending] = useState<{ given: string; order: string[] } | null>(null);
  if (pending && pending.given !== given) setPending(null);
  const ordered =
    pending && pending.given === given
      ? pending.order.flatMap((id) => items.find((item) => item.id === id) ?? [])
      : items;
  const ids = ordered.map((item) => item.id);

  // Keep focus on the moved row's handle once the new order renders.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (id && ids.includes(id)) {
      handles.current.get(id)?.focus();
      focusAfterMove.current = null;
    }
  });

  const move = (from: number, to: number, keepFocus: boolean) => {
    if (disabled || to < 0 || to >= ordered.length || from === to) return;
    const item = ordered[from];
    if (!item) return;
    const next = moveItem(ids, from, to);
    if (keepFocus) focusAfterMove.current = item.id;
    setPending({ given, order: next });
    setAnnouncement(copy.moved(textOf(item), to + 1, ordered.length));
    onReorder(next);
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    // while a row is picked up (Space), the arrow keys belong to dnd-kit's keyboard sensor
    if (activeId !== null) return;
    const to =
      event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? ordered.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    move(index, to, true);
  };

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint }),
    useSensor(TouchSensor, { activationConstraint }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const textById = (id: UniqueIdentifier) => {
    const item = ordered.find((candidate) => candidate.id === id);
    return item ? textOf(item) : '';
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  // What dnd-kit's live region says during a drag; the drop is announced by ours (see `move`).
  // (dnd-kit reports the row as over itself right after the pick-up: that would overwrite the pick-up.)
  const justPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return copy.pickedUp(textById(active.id), positionOf(active.id), ordered.length);
    },
    onDragOver: ({ active, over }) => {
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (!over || (first && over.id === active.id)) return undefined;
      return copy.draggedOver(textById(active.id), positionOf(over.id), ordered.length);
    },
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) =>
      copy.dragCancelled(textById(active.id), positionOf(active.id), ordered.length),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from === to) setAnnouncement(copy.moved(textById(active.id), from + 1, ordered.length));
    else move(from, to, false);
  };

  return (
    <div>
      <p id={hintId} className="mb-3 text-muted text-sm">
        {copy.hint}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        accessibility={{ announcements, screenReaderInstructions: { draggable: copy.dragInstructions } }}
        onDragStart={({ active }) => setActiveId(active.id)}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
          <ol aria-label={copy.listLabel} className="flex flex-col gap-2">
            {ordered.map((item, index) => (
              <SortableRow
                key={item.id}
                id={item.id}
                n={index + 1}
                count={ordered.length}
                handleLabel={copy.handle(index + 1, textOf(item))}
                moveUpLabel={copy.moveUp(index + 1)}
                moveDownLabel={copy.moveDown(index + 1)}
                hintId={hintId}
                disabled={disabled}
                handleRef={(element) => {
                  if (element) handles.current.set(item.id, element);
                  else handles.current.delete(item.id);
                }}
                onHandleKey={(e) => onHandleKey(e, index)}
                onMove={(to) => move(index, to, false)}
                actions={renderActions?.(item, index + 1)}
              >
                {renderContent(item)}
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function SortableRow({
  id,
  n,
  count,
  handleLabel,
  moveUpLabel,
  moveDownLabel,
  hintId,
  disabled,
  handleRef,
  onHandleKey,
  onMove,
  actions,
  children,
}: {
  id: string;
  /** 1-based place */
  n: number;
  count: number;
  handleLabel: string;
  moveUpLabel: string;
  moveDownLabel: string;
  /** the id of the reorder hint that describes the handle */
  hintId: string;
  disabled?: boolean;
  handleRef: (element: HTMLButtonElement | null) => void;
  onHandleKey: (event: KeyboardEvent) => void;
  onMove: (to: number) => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const index = n - 1;
  return (
    <li
      ref={setNodeRef}
      data-dragging={isDragging || undefined}
      // set through the CSSOM by React (the admin is rendered in the browser only), which the CSP allows
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        'relative flex flex-wrap items-start gap-x-3 gap-y-1 rounded-lg border bg-white p-3 sm:flex-nowrap',
        isDragging ? 'z-10 border-inner-600 shadow-soft' : 'border-line',
      )}
    >
      <button
        type="button"
        ref={(element) => {
          setActivatorNodeRef(element);
          handleRef(element);
        }}
        aria-label={handleLabel}
        aria-describedby={hintId}
        {...listeners}
        onKeyDown={(event) => {
          onHandleKey(event);
          // Space / Enter pick the row up (dnd-kit's keyboard sensor)
          listeners?.onKeyDown?.(event);
        }}
        disabled={disabled}
        className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted hover:bg-black/5 hover:text-ink active:cursor-grabbing sm:size-9"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <span className="mt-2.5 w-7 shrink-0 font-semibold text-muted text-sm tabular-nums sm:mt-1.5">
        {n}.
      </span>
      <div className="min-w-0 flex-1 basis-40 pt-2 sm:pt-1">{children}</div>
      <div className="ml-auto flex shrink-0 items-center gap-0.5">
        <button
          type="button"
          className={cx(rowAction, 'px-2')}
          aria-label={moveUpLabel}
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={cx(rowAction, 'px-2')}
          aria-label={moveDownLabel}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        {actions}
      </div>
    </li>
  );
}
