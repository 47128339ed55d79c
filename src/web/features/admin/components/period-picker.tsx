import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/field';
import { adminCopy } from '../copy';
import { lastDays } from '../lib/format';

const PRESETS = [7, 30, 90] as const;

/** Last 7 / 30 / 90 days, or any range of days (UTC). */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: { from: string; to: string };
  onChange: (period: { from: string; to: string }) => void;
}) {
  const copy = adminCopy.period;
  const id = useId();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  useEffect(() => {
    setFrom(period.from);
    setTo(period.to);
  }, [period.from, period.to]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) onChange(from <= to ? { from, to } : { from: to, to: from });
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={copy.legend}>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons */}
      <div
        role="group"
        aria-label={copy.legend}
        className="flex rounded-full border border-line bg-white p-0.5"
      >
        {PRESETS.map((days) => {
          const preset = lastDays(days);
          const active = preset.from === period.from && preset.to === period.to;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(preset)}
              className={cx(
                'min-h-10 rounded-full px-4 font-medium text-sm transition-colors',
                active ? 'bg-ink text-white' : 'text-ink hover:bg-black/5',
              )}
            >
              {copy.preset(days)}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="font-medium text-ink text-xs">
          {copy.from}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
          className={cx(inputClasses, 'min-h-10 w-40 py-1 text-sm')}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="font-medium text-ink text-xs">
          {copy.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
          className={cx(inputClasses, 'min-h-10 w-40 py-1 text-sm')}
        />
      </div>
      <Button type="submit" variant="secondary">
        {copy.apply}
      </Button>
    </form>
  );
}
