import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (this machine has no route to one).
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it with "apt-get install -y chromium" (Debian) or set CHROME_PATH to a Chromium binary.`,
  );
}

// Free ports, chosen once in the main process; workers inherit them through the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
if (!process.env.E2E_PORT) process.env.E2E_PORT = freePort();
// The app sends its e-mails over SMTP to e2e/smtp-inbox.ts, which the tests read.
if (!process.env.E2E_SMTP_PORT) process.env.E2E_SMTP_PORT = freePort();
const port = Number(process.env.E2E_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// PGlite in a fresh directory by default; a fresh PostgreSQL database when TEST_DATABASE_URL is set.
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'uplift-e2e-'));
const serverEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseURL,
  DATA_DIR: process.env.E2E_DATA_DIR,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  LOG_LEVEL: 'warn',
  // two browsers share the 2 cores with the server: its event loop lags, which is not overload to shed;
  // shedding has its own server tests and bench section
  OVERLOAD_SHEDDING: 'false',
};
if (process.env.TEST_DATABASE_URL) {
  if (!process.env.E2E_DATABASE_URL) {
    const name = `uplift_e2e_${port}_${Date.now()}`;
    execFileSync('psql', [process.env.TEST_DATABASE_URL, '-qc', `create database ${name}`]);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    process.env.E2E_DATABASE_URL = url.toString();
  }
  serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;
  serverEnv.AUTH_SECRET = 'e2e-secret-that-is-long-enough-for-better-auth-0123456789';
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI: a real break fails twice; a flake is reported as flaky in the list, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // a test tagged @mobile-only or @desktop-only runs in that project alone: a size of one kind, or a
  // check of requests, headers or stored rows that no screen width changes
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false },
    },
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  globalTeardown: './e2e/global-teardown.ts',
  webServer: [
    {
      command: 'node_modules/.bin/tsx e2e/smtp-inbox.ts',
      port: smtpPort,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node_modules/.bin/node build/server/server.js',
      url: `${baseURL}/api/ready`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
