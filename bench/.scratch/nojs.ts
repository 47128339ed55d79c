import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot, startServer } from '../lib/server';
const server = await startServer({ webBuildDir: path.join(repoRoot, 'build/client'), dataDir: `/tmp/lh-data-${Date.now()}` });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const stored of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (stored) await ctx.addInitScript(() => localStorage.setItem('cookie_consent', '{"x":1}'));
    await ctx.route('**/assets/*.js', (r) => r.abort());
    const page = await ctx.newPage();
    for (const p of ['/results', '/overview']) {
      await page.goto(server.url + p);
      await page.waitForTimeout(500);
      console.log(p, 'stored', stored, 'banner visible', await page.locator('[data-consent-banner]').isVisible());
      await page.screenshot({ path: `/tmp/nojs${p.replace('/', '_')}-${stored}.png` });
    }
    await ctx.close();
  }
} finally { await browser.close(); await server.stop(); }
