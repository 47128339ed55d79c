// The server and its command-line tools as JavaScript for `npm start` and production installs: one ESM
// file per entry in build/server, our code bundled, packages left to node_modules (no tsx at run time).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

const outdir = 'build/server';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server/server.ts',
    // the PDF render threads' module, loaded beside server.js (report-pdf/render-pool.ts)
    'report-pdf-worker': 'src/server/modules/report-pdf/render-worker.ts',
    'admin-create': 'scripts/admin-create.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
  },
  outdir,
  ...serverBuildOptions,
  sourcemap: true,
});
console.log(`Built the server into ${outdir}`);
