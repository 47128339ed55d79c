import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { LoadingState } from '../../../components/ui/loading-state';
import { adminCopy } from '../copy';

/** The page's h1, a one-line purpose and the page's own actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display font-semibold text-[28px] text-ink leading-tight">{title}</h1>
        {description && <p className="mt-1 max-w-3xl text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-end gap-3">{actions}</div>}
    </div>
  );
}

/** A white panel with a heading; `id` names it for screen readers. */
export function Panel({
  id,
  title,
  description,
  actions,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cx('rounded-card border border-line bg-white shadow-soft', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-line border-b px-4 py-4 sm:px-5">
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-ink text-lg">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-muted text-sm">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  );
}

/** Loading and error states of a query; renders the children once there is data. */
export function QueryState<T>({
  query,
  loadingText,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  loadingText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError || query.data === undefined)
    return (
      <ErrorNotice
        message={query.error instanceof Error ? query.error.message : adminCopy.common.failed}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}

export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card border border-score-low/40 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-ink">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-score-low" />
        <span>{message}</span>
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {adminCopy.common.retry}
        </Button>
      )}
    </div>
  );
}

/**
 * One number with its label, an optional explanation of how it is counted, and an optional tag that
 * says what it belongs to (e.g. its questionnaire version).
 */
export function StatCard({
  label,
  value,
  hint,
  tag,
}: {
  label: string;
  value: string;
  hint?: string;
  tag?: string;
}) {
  return (
    <div className="min-w-0 rounded-card border border-line bg-white p-4 shadow-soft sm:p-5">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-[28px] text-ink tabular-nums leading-tight">{value}</dd>
      {tag && (
        <dd className="mt-1.5">
          <span className="inline-flex rounded-full bg-paper px-2 py-0.5 font-medium text-ink text-xs ring-1 ring-line">
            {tag}
          </span>
        </dd>
      )}
      {hint && <dd className="mt-1 text-muted text-xs leading-snug">{hint}</dd>}
    </div>
  );
}

/**
 * Dense tables: the classes, so every admin table looks the same. On a phone a table scrolls inside its
 * box rather than squeezing its columns: headings, numbers, dates and ids stay on one line (`tdMeta`),
 * and long text columns get a minimum width where they are used.
 */
export const table = {
  // `relative`: the box is the containing block of the visually hidden labels inside the table, which
  // would otherwise widen the whole page past the scrolling box
  wrap: 'relative overflow-x-auto rounded-lg border border-line',
  table: 'w-full border-collapse text-left text-sm',
  caption: 'sr-only',
  th: 'whitespace-nowrap border-line border-b bg-paper px-3 py-2 font-semibold text-ink text-xs uppercase tracking-wide',
  thNum:
    'whitespace-nowrap border-line border-b bg-paper px-3 py-2 text-right font-semibold text-ink text-xs uppercase tracking-wide',
  td: 'border-line border-b px-3 py-2 align-top text-ink',
  tdNum: 'whitespace-nowrap border-line border-b px-3 py-2 text-right align-top text-ink tabular-nums',
  tdMuted: 'border-line border-b px-3 py-2 align-top text-muted',
  /** dates, addresses, ids: one line each */
  tdMeta: 'whitespace-nowrap border-line border-b px-3 py-2 align-top text-muted',
} as const;

/** Small text buttons inside table rows (at least 36 px tall). */
export const rowAction =
  'inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-full font-medium text-sm transition-colors hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-40';

/** A muted line for lists that have nothing to show. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-muted">{children}</p>;
}

/**
 * The scrolling box around a table: a named region that takes keyboard focus, so a table wider or
 * taller than its box can be scrolled without a mouse.
 */
export function TableWrap({
  label,
  maxHeight,
  children,
}: {
  label: string;
  /** e.g. 'max-h-[28rem]': scroll inside instead of growing the page */
  maxHeight?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cx(table.wrap, maxHeight, maxHeight && 'overflow-y-auto')}
    >
      {children}
    </section>
  );
}

/** One column of a DataTable. */
export interface Column<T> {
  /** the heading; unique in its table (it is the column's key) */
  header: string;
  /** right-aligned tabular figures */
  numeric?: boolean;
  /** the row's heading (`<th scope="row">`), with these classes added (a minimum width, say) */
  rowHeader?: string;
  /** the cell's classes, when not the column's default (`table.td`, or `table.tdNum` for figures) */
  className?: string | ((row: T) => string);
  cell(row: T): ReactNode;
}

/** A table of rows in its scrolling box: the caption is the label, one heading per column. */
export function DataTable<T>({
  label,
  rows,
  rowKey,
  columns,
  maxHeight,
  stickyHead,
}: {
  label: string;
  rows: readonly T[];
  rowKey(row: T, index: number): string;
  columns: readonly Column<T>[];
  maxHeight?: string;
  /** the headings stay in view while the box scrolls */
  stickyHead?: boolean;
}) {
  const cellClass = (column: Column<T>, row: T) =>
    typeof column.className === 'function'
      ? column.className(row)
      : (column.className ?? (column.numeric ? table.tdNum : table.td));
  return (
    <TableWrap label={label} maxHeight={maxHeight}>
      <table className={table.table}>
        <caption className={table.caption}>{label}</caption>
        <thead className={stickyHead ? 'sticky top-0' : undefined}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? table.thNum : table.th}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={rowKey(row, r)}>
              {columns.map((column) =>
                column.rowHeader !== undefined ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={cx(table.td, column.rowHeader, 'font-normal')}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={cellClass(column, row)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
