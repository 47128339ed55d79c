import { useSearchParams } from 'react-router';
import { ADMIN_PERIOD_DEFAULT_DAYS } from '../../../../contract/admin';
import { lastDays } from '../lib/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the URL (?from=…&to=…, so a reload or a shared link keeps it), else the last 30 days. */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period =
    from && to && DAY.test(from) && DAY.test(to) ? { from, to } : lastDays(ADMIN_PERIOD_DEFAULT_DAYS);
  const setPeriod = (next: { from: string; to: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  return { period, setPeriod };
}

/**
 * The questionnaire version in the URL (?version=3, or ?version=all where `allowAll`); undefined
 * leaves the choice to the server, which counts the published version.
 */
export function useVersionParam({ allowAll = false }: { allowAll?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('version');
  const version: number | 'all' | undefined =
    raw === 'all' && allowAll ? 'all' : raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
  const setVersion = (next: number | 'all') =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('version', String(next));
        return updated;
      },
      { replace: true },
    );
  return { version, setVersion };
}
