import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot, startServer } from '../lib/server';
const server = await startServer({ webBuildDir: path.join(repoRoot, 'build/client'), dataDir: `/tmp/lh-data-${Date.now()}` });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const width of [390, 1280]) {
    for (const p of process.argv.slice(2)) {
      const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
      let hold = true;
      await page.route('**/api/chapters', async (route) => { while (hold) await new Promise((r) => setTimeout(r, 50)); await route.continue(); });
      await page.goto(server.url + p);
      await page.waitForTimeout(800);
      const name = p.replace(/\//g, '_') || 'root';
      const btn = page.getByRole('button', { name: 'Continue' });
      const before = p === '/overview' ? await btn.boundingBox() : null;
      await page.screenshot({ path: `/tmp/shot${name}-${width}-a.png` });
      hold = false;
      await page.waitForTimeout(1500);
      const after = p === '/overview' ? await btn.boundingBox() : null;
      console.log(width, p, 'button y before', before?.y, 'after', after?.y);
      await page.screenshot({ path: `/tmp/shot${name}-${width}-b.png`, fullPage: false });
      await page.close();
    }
  }
} finally { await browser.close(); await server.stop(); }
