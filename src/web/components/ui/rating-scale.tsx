import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CLICK_PULSE_MS,
  PARTICLE_COUNT,
  PARTICLE_DURATION_MS,
  RATING_SCALE,
  type RatingValue,
  ratingScaleEntry,
} from '../../../domain/constants';
import { cx } from './cx';
import './ui.css';

export interface RatingScaleProps {
  /** The chosen value 1–5, or null before an answer. */
  value: number | null;
  onChange: (value: RatingValue) => void;
  /** Locks input (e.g. during the auto-advance) while keeping focus where it is. */
  disabled?: boolean;
  /** The question's own words for the ends of the scale, shown above 1 and 5. */
  leftLabel?: string | null;
  rightLabel?: string | null;
  /** Id of the element (the question text) that names the group. */
  labelledBy?: string;
  /** With a name, a hidden input carries the value in a native form. */
  name?: string;
  className?: string;
}

const LAST = RATING_SCALE.length - 1;
const PARTICLES = Array.from({ length: PARTICLE_COUNT }, (_, i) => `particle-${i + 1}`);

/**
 * The 1–5 answer scale: a radio group of five large pills.
 *
 * Keyboard: one Tab stop (roving tabindex). Arrow keys, Home and End move focus between options;
 * Space or Enter chooses. Unlike a native radio group, arrows do not choose: an answer starts the
 * auto-advance, so moving through the options must not answer the question.
 */
export function RatingScale({
  value,
  onChange,
  disabled = false,
  leftLabel,
  rightLabel,
  labelledBy,
  name,
  className,
}: RatingScaleProps) {
  const anchorsId = useId();
  const selectedIndex = RATING_SCALE.findIndex((entry) => entry.value === value);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const tabbableIndex = activeIndex ?? (selectedIndex >= 0 ? selectedIndex : 0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const [pulsing, setPulsing] = useState<RatingValue | null>(null);
  const pulseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A burst of particles from the chosen option; a new key restarts it on a quick second choice.
  const [burst, setBurst] = useState<{ value: RatingValue; key: number } | null>(null);
  const burstTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(pulseTimer.current);
      clearTimeout(burstTimer.current);
    },
    [],
  );

  const choose = (index: number) => {
    const entry = RATING_SCALE[index];
    if (!entry || disabled) return;
    setActiveIndex(index);
    clearTimeout(pulseTimer.current);
    setPulsing(entry.value);
    pulseTimer.current = setTimeout(() => setPulsing(null), CLICK_PULSE_MS);
    clearTimeout(burstTimer.current);
    setBurst((previous) => ({ value: entry.value, key: (previous?.key ?? 0) + 1 }));
    burstTimer.current = setTimeout(() => setBurst(null), PARTICLE_DURATION_MS);
    onChange(entry.value);
  };

  const moveTo = (index: number) => {
    setActiveIndex(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault();
        moveTo(index === LAST ? 0 : index + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault();
        moveTo(index === 0 ? LAST : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        moveTo(0);
        break;
      case 'End':
        event.preventDefault();
        moveTo(LAST);
        break;
      case 'Enter':
      case ' ':
        // Handled here (not by the button's native click) so one key press chooses exactly once.
        event.preventDefault();
        if (!event.repeat) choose(index);
        break;
    }
  };

  const selected = value === null ? undefined : ratingScaleEntry(value);
  const hasAnchors = Boolean(leftLabel || rightLabel);

  return (
    <div className={cx('w-full', className)}>
      {hasAnchors && (
        <>
          <div aria-hidden="true" className="mb-3 flex justify-between gap-4 text-sm text-muted">
            <span>{leftLabel}</span>
            <span className="text-right">{rightLabel}</span>
          </div>
          <span id={anchorsId} className="sr-only">
            {[leftLabel && `1: ${leftLabel}.`, rightLabel && `5: ${rightLabel}.`].filter(Boolean).join(' ')}
          </span>
        </>
      )}
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={hasAnchors ? anchorsId : undefined}
        aria-disabled={disabled || undefined}
        className="grid grid-cols-5 gap-2 sm:gap-4"
      >
        {RATING_SCALE.map((entry, index) => {
          const checked = entry.value === value;
          return (
            <div key={entry.value} className="relative flex flex-col items-center gap-2">
              {burst?.value === entry.value && (
                <span key={burst.key} aria-hidden="true" className="ui-particles motion-reduce:hidden">
                  {PARTICLES.map((id) => (
                    <span key={id} className="ui-particle" data-testid="rating-particle" />
                  ))}
                </span>
              )}
              {/* biome-ignore lint/a11y/useSemanticElements: native radios choose on arrow keys, which would answer (and auto-advance) while moving */}
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-disabled={disabled || undefined}
                aria-label={`${entry.value} – ${entry.label}`}
                tabIndex={index === tabbableIndex ? 0 : -1}
                onClick={() => choose(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                onKeyUp={(event) => {
                  if (event.key === ' ') event.preventDefault();
                }}
                onFocus={() => setActiveIndex(index)}
                data-pulse={pulsing === entry.value || undefined}
                className={cx(
                  'flex h-14 w-full min-w-11 items-center justify-center rounded-full border-2 font-semibold text-xl tabular-nums transition-colors duration-150 sm:h-16',
                  'data-pulse:motion-safe:animate-[ui-pulse_200ms_ease-out]',
                  checked
                    ? 'border-[var(--theme-accent)] bg-[var(--theme-accent)] text-white shadow-soft'
                    : 'border-muted/80 bg-white text-ink',
                  !checked && !disabled && 'hover:border-[var(--theme-accent)] hover:bg-[var(--theme-soft)]',
                  disabled && 'cursor-not-allowed',
                  disabled && !checked && 'opacity-60',
                )}
              >
                {entry.value}
              </button>
              <span
                aria-hidden="true"
                className={cx(
                  'hidden text-center text-sm sm:block',
                  checked ? 'font-semibold text-ink' : 'text-muted',
                )}
              >
                {entry.shortLabel}
              </span>
            </div>
          );
        })}
      </div>
      <p aria-hidden="true" className="mt-3 min-h-6 text-center font-medium text-base text-ink sm:hidden">
        {selected?.label}
      </p>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
    </div>
  );
}
