import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS } from '../page-speed';
import { repoRoot, startServer } from '../lib/server';
const server = await startServer({ webBuildDir: path.join(repoRoot, 'build/client'), dataDir: `/tmp/lh-data-${Date.now()}` });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'error' });
try {
  const r = await lighthouse(server.url + process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(JSON.stringify(a['layout-shifts']?.details, null, 1).slice(0, 4000));
  const diag = a['mainthread-work-breakdown']?.details as any;
  console.log(diag?.items?.map((i: any) => `${i.groupLabel} ${Math.round(i.duration)}`).join(' | '));
} finally { chrome.kill(); await server.stop(); }
