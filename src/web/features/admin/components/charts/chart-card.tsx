import { type ReactNode, useState } from 'react';
import { cx } from '../../../../components/ui/cx';
import { adminCopy } from '../../copy';
import { Panel } from '../admin-ui';

type View = 'chart' | 'table';

/**
 * A chart with the numbers behind it: a Chart / Table switch in the panel's header. The table is the
 * same data in rows, for exact values, screen readers and copying.
 */
export function ChartCard({
  id,
  title,
  description,
  chart,
  table,
  initialView = 'chart',
}: {
  id: string;
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  initialView?: View;
}) {
  const [view, setView] = useState<View>(initialView);
  const option = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={cx(
        'min-h-9 rounded-full px-4 font-medium text-sm transition-colors',
        view === value ? 'bg-ink text-white' : 'text-ink hover:bg-black/5',
      )}
    >
      {label}
    </button>
  );
  return (
    <Panel
      id={id}
      title={title}
      description={description}
      actions={
        // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form group
        <div
          role="group"
          aria-label={adminCopy.common.showAs(title)}
          className="inline-flex rounded-full border border-line bg-paper p-0.5"
        >
          {option('chart', adminCopy.common.chart)}
          {option('table', adminCopy.common.table)}
        </div>
      }
    >
      {view === 'chart' ? chart : table}
    </Panel>
  );
}
