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
