// Browser tests use Debian's Chromium, and the PDF report's tests poppler-utils (pdftotext, pdftoppm). When
// one is missing, install it the way .ci/run does (apt, as root or through password-less sudo), so
// `npm test` needs no set-up step; otherwise stop with what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const PDFTOTEXT = '/usr/bin/pdftotext';

/**
 * What to do about Chromium: `ready`, install with apt (as root, or via sudo), or stop with a message.
 * @param {{ chromePath?: string, exists: (p: string) => boolean, isRoot: boolean, hasApt: boolean, canSudo: boolean }} machine
 * @returns {{ action: 'ready', path: string } | { action: 'install', sudo: boolean } | { action: 'stop', message: string }}
 */
export function chromiumPlan({ chromePath, exists, isRoot, hasApt, canSudo }) {
  if (chromePath) {
    return exists(chromePath)
      ? { action: 'ready', path: chromePath }
      : { action: 'stop', message: `CHROME_PATH is ${chromePath}, but there is no file there.` };
  }
  if (exists(DEBIAN_CHROMIUM)) return { action: 'ready', path: DEBIAN_CHROMIUM };
  if (hasApt && (isRoot || canSudo)) return { action: 'install', sudo: !isRoot };
  return {
    action: 'stop',
    message: `No Chromium at ${DEBIAN_CHROMIUM}, and it can't be installed from here (needs apt as root or password-less sudo). Install it with "sudo apt-get install -y chromium" (Debian) or set CHROME_PATH to a Chromium binary.`,
  };
}

function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function main() {
  const plan = chromiumPlan({
    chromePath: process.env.CHROME_PATH,
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    hasApt: existsSync('/usr/bin/apt-get'),
    canSudo: existsSync('/usr/bin/sudo') && succeeds('sudo', ['-n', 'true']),
  });
  if (plan.action === 'stop') {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.action === 'install') {
    console.log("No Chromium found: installing Debian's chromium package for the browser tests…");
    const run = (args) =>
      execFileSync(plan.sudo ? 'sudo' : args[0], plan.sudo ? ['-n', ...args] : args.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    try {
      run(['apt-get', 'update', '-qq']);
      run(['apt-get', 'install', '-y', '-qq', 'chromium']);
    } catch {
      console.error(
        'Installing chromium with apt-get failed (see above). Install it yourself, or set CHROME_PATH.',
      );
      process.exit(1);
    }
    if (!existsSync(DEBIAN_CHROMIUM)) {
      console.error(`apt-get finished, but there is still no ${DEBIAN_CHROMIUM}.`);
      process.exit(1);
    }
  }
}

/** pdftotext and pdftoppm from Debian's poppler-utils, installed like Chromium when missing. */
function ensurePoppler() {
  if (existsSync(PDFTOTEXT)) return;
  const isRoot = process.getuid?.() === 0;
  const canSudo = !isRoot && existsSync('/usr/bin/sudo') && succeeds('sudo', ['-n', 'true']);
  if (!existsSync('/usr/bin/apt-get') || !(isRoot || canSudo)) {
    console.error(
      `No ${PDFTOTEXT}, and it can't be installed from here (needs apt as root or password-less sudo). Install it with "sudo apt-get install -y poppler-utils".`,
    );
    process.exit(1);
  }
  console.log("No pdftotext found: installing Debian's poppler-utils package for the PDF report's tests…");
  const args = ['apt-get', 'install', '-y', '-qq', 'poppler-utils'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    if (canSudo) execFileSync('sudo', ['-n', ...args], { stdio: 'inherit', env });
    else execFileSync(args[0], args.slice(1), { stdio: 'inherit', env });
  } catch {
    console.error('Installing poppler-utils with apt-get failed (see above). Install it yourself.');
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main();
  ensurePoppler();
}
