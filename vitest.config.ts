import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // one worker per core: Vitest's default leaves one core to itself, which on CI's two cores runs the
    // files one at a time (measured: the server tests on PGlite 4 min 53 s → 3 min 54 s with two)
    maxWorkers: os.availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
