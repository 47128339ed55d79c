import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS } from '../page-speed';
import { repoRoot, startServer } from '../lib/server';

const paths = process.argv.slice(2);
const server = await startServer({ webBuildDir: path.join(repoRoot, 'build/client'), dataDir: `/tmp/lh-data-${Date.now()}` });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'error' });
try {
  for (const p of paths) {
    const url = server.url + p;
    await fetch(url).then((r) => r.arrayBuffer());
    for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
      const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const a = r!.lhr.audits;
      const v = (id: string) => Math.round(a[id]?.numericValue ?? -1);
      console.log(p, 'perf', Math.round((r!.lhr.categories.performance?.score ?? 0) * 100), 'FCP', v('first-contentful-paint'), 'LCP', v('largest-contentful-paint'), 'TBT', v('total-blocking-time'), 'SI', v('speed-index'), 'CLS', a['cumulative-layout-shift']?.numericValue);
      for (const k of Object.keys(a).filter((k) => /largest|lcp/.test(k))) console.log('  ', k, JSON.stringify(a[k]).slice(0, 1200));
      const phases = (a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items;
      if (phases) console.log('  phases', JSON.stringify(phases));
      const lt = (a['long-tasks']?.details as any)?.items ?? [];
      console.log('  long tasks', lt.slice(0, 8).map((t: any) => `${t.url?.split('/').pop()}@${Math.round(t.startTime)}:${Math.round(t.duration)}`).join(' '));
      const boot = (a['bootup-time']?.details as any)?.items ?? [];
      console.log('  bootup', boot.slice(0, 5).map((t: any) => `${t.url?.split('/').pop()} total ${Math.round(t.total)} script ${Math.round(t.scripting)} parse ${Math.round(t.scriptParseCompile)}`).join(' | '));
    }
  }
} finally { chrome.kill(); await server.stop(); }
