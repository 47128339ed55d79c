import { ConfigError, loadConfig } from '../src/server/config/env';
import { BackupError, describeTarget, restoreDataDir, restorePostgres } from '../src/server/db/backup';
import { cliArgs } from './cli-args';

const usage = `Usage: npm run restore -- FILE [--force] [--database-url URL | --data-dir DIR]

Restores a backup made by "npm run backup" into the database the server is configured with
(DATABASE_URL, else DATA_DIR), or the one named by --database-url / --data-dir:
  a .dump (PostgreSQL)   pg_restore into that database, in one transaction
  a .tar.gz (embedded)   into DATA_DIR, with the session secret; stop the server first
A database that already has tables is refused; --force replaces it (PostgreSQL: its tables are dropped
and restored from the backup; embedded: the old database is moved aside, not deleted).
Start the server afterwards: it applies migrations newer than the backup.`;

async function main(): Promise<number> {
  const parsed = cliArgs(
    usage,
    {
      force: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
    true,
  );
  if (!parsed.args) return parsed.exit;
  const { args } = parsed;
  const [file, ...rest] = args.positionals;
  if (!file || rest.length > 0) {
    console.error(`Name one backup file.\n\n${usage}`);
    return 2;
  }
  const force = args.values.force;
  const target = describeTarget(args.values['database-url'], args.values['data-dir'], loadConfig);
  if (target.kind === 'postgres') {
    const report = await restorePostgres({ url: target.url, file, force });
    console.log(
      `Restored ${file} into ${target.shown} with pg_restore ${report.tool.version}: ` +
        `${Object.keys(report.counts).length} tables, ${report.rows.toLocaleString('en')} rows, in ${seconds(report.ms)}.` +
        (report.replaced ? ' The tables that were there were replaced (--force).' : ''),
    );
    return 0;
  }
  const report = await restoreDataDir({ dataDir: target.dataDir, file, force });
  console.log(
    `Restored ${file} (taken ${report.createdAt}) into ${report.dataDir}: ${Object.keys(report.counts).length} tables, ` +
      `${report.rows.toLocaleString('en')} rows (each table's count as in the backup)` +
      `${report.authSecret ? ' and the session secret' : ''}, in ${seconds(report.ms)}.`,
  );
  if (report.movedAside) console.log(`The database that was there is kept in ${report.movedAside}.`);
  return 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
    else console.error(`restore failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
