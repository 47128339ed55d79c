import path from 'node:path';
import { expect, test } from '@playwright/test';
import { kB, measureBundles } from '../bench/bundles';
import { PAGE_WEIGHT_BUDGET_JS } from '../bench/page-weight';

// The landing page's first load is the budget a visitor pays most often, and one import in a shared
// module can move a whole chunk into it: checked on every build, not only when the bench runs.
test('the landing page loads at most 110 kB of JavaScript first (brotli, as served) and no admin code @desktop-only', () => {
  const report = measureBundles(path.resolve('build/client'), ['/']);
  const landing = report.routes[0];
  expect(landing?.routeIds, 'the landing route is built').not.toBeNull();
  expect(
    landing?.js.brotli ?? Number.POSITIVE_INFINITY,
    `/ first-load JS ${kB(landing?.js.brotli ?? 0)} kB: ${landing?.files.join(', ')}`,
  ).toBeLessThanOrEqual(PAGE_WEIGHT_BUDGET_JS);
  expect(report.publicLeaks).toEqual([]);
});
