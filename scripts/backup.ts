import { ConfigError, loadConfig } from '../src/server/config/env';
import {
  BackupError,
  backupDataDir,
  backupPostgres,
  defaultBackupFile,
  describeTarget,
  formatBytes,
} from '../src/server/db/backup';
import { cliArgs } from './cli-args';

const usage = `Usage: npm run backup -- [--out FILE] [--database-url URL | --data-dir DIR]

Backs up the database the server uses (the same configuration: DATABASE_URL, else DATA_DIR):
  PostgreSQL   pg_dump --format=custom into backups/uplift-<UTC time>.dump
  embedded     the database in DATA_DIR and its generated session secret into
               backups/uplift-<UTC time>.tar.gz; stop the server first (it holds the directory)
--database-url / --data-dir name another database than the configuration's.
Restore with: npm run restore -- FILE   (see docs/backup.md)`;

async function main(): Promise<number> {
  const parsed = cliArgs(usage, {
    out: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  });
  if (!parsed.args) return parsed.exit;
  const { args } = parsed;
  const target = describeTarget(args.values['database-url'], args.values['data-dir'], loadConfig);
  if (target.kind === 'postgres') {
    const out = args.values.out ?? defaultBackupFile('postgres');
    const report = await backupPostgres({ url: target.url, out });
    console.log(
      `Backed up PostgreSQL ${report.serverMajor} (${target.shown}) with pg_dump ${report.tool.version}: ` +
        `${report.tables} tables into ${report.file} (${formatBytes(report.bytes)}) in ${seconds(report.ms)}.`,
    );
    return 0;
  }
  const out = args.values.out ?? defaultBackupFile('pglite');
  const report = await backupDataDir({ dataDir: target.dataDir, out });
  console.log(
    `Backed up the embedded database in ${target.dataDir}: ${Object.keys(report.counts).length} tables, ` +
      `${report.rows.toLocaleString('en')} rows${report.authSecret ? ' and the session secret' : ''} ` +
      `into ${report.file} (${formatBytes(report.bytes)}) in ${seconds(report.ms)}.`,
  );
  console.log(
    'Not in it: DATA_DIR/outbox (copies of sent e-mails). The file holds password hashes and secrets: keep it private.',
  );
  return 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
    else console.error(`backup failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
