/**
 * Fails (exit 1) when anything under src/domain reaches outside pure TypeScript: an import other than
 * 'zod' or a relative path inside src/domain, a type/lib reference (node, dom), or a browser/Node global
 * (process, window, localStorage, fetch…). Test files may also import vitest and fast-check, and the
 * purity test this script. Globals are matched by name, so a local variable called `window` is
 * flagged too: rename it. Run: node_modules/.bin/tsx scripts/check-domain-purity.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const SCRIPT_PATH = fileURLToPath(import.meta.url);
const REPO_ROOT = path.resolve(path.dirname(SCRIPT_PATH), '..');
export const DOMAIN_DIR = path.join(REPO_ROOT, 'src', 'domain');

const ALLOWED_PACKAGES = new Set(['zod']);
const ALLOWED_TEST_PACKAGES = new Set(['zod', 'vitest', 'fast-check']);

/** Globals that mean I/O, a runtime or a host: none belongs in the domain. */
const FORBIDDEN_GLOBALS = new Set([
  'process',
  'require',
  'Buffer',
  '__dirname',
  '__filename',
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'indexedDB',
  'globalThis',
  'crypto',
  'setTimeout',
  'setInterval',
]);

export interface Impurity {
  file: string;
  line: number;
  reason: string;
}

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

function lineOf(source: string, position: number): number {
  return source.slice(0, position).split('\n').length;
}

function checkSpecifier(file: string, specifier: string, domainDir: string): string | null {
  const test = isTestFile(file);
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(file), specifier);
    const inside = target === domainDir || target.startsWith(domainDir + path.sep);
    if (inside) return null;
    const purityScript = SCRIPT_PATH.replace(/\.ts$/, '');
    if (test && target.replace(/\.ts$/, '') === purityScript) return null;
    return `imports '${specifier}', which is outside src/domain`;
  }
  const allowed = test ? ALLOWED_TEST_PACKAGES : ALLOWED_PACKAGES;
  return allowed.has(specifier) ? null : `imports '${specifier}' (only ${[...allowed].join(', ')} allowed)`;
}

/** The impurities of one file, from its path and text. */
export function findImpurities(file: string, source: string, domainDir: string = DOMAIN_DIR): Impurity[] {
  const impurities: Impurity[] = [];
  const info = ts.preProcessFile(source, true, true);
  for (const imported of info.importedFiles) {
    const reason = checkSpecifier(file, imported.fileName, domainDir);
    if (reason) impurities.push({ file, line: lineOf(source, imported.pos), reason });
  }
  for (const reference of [...info.typeReferenceDirectives, ...info.libReferenceDirectives]) {
    impurities.push({
      file,
      line: lineOf(source, reference.pos),
      reason: `references '${reference.fileName}' types`,
    });
  }

  // The scanner sees identifiers only, never the inside of strings or comments.
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, source);
  let previous = ts.SyntaxKind.Unknown;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    const afterDot = previous === ts.SyntaxKind.DotToken || previous === ts.SyntaxKind.QuestionDotToken;
    if (token === ts.SyntaxKind.Identifier && !afterDot && FORBIDDEN_GLOBALS.has(scanner.getTokenText())) {
      impurities.push({
        file,
        line: lineOf(source, scanner.getTokenStart()),
        reason: `uses the global '${scanner.getTokenText()}'`,
      });
    }
    previous = token;
  }
  return impurities;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [full] : [];
  });
}

/** Checks every source file under the domain directory. */
export function checkDomainPurity(domainDir: string = DOMAIN_DIR): Impurity[] {
  return sourceFiles(domainDir).flatMap((file) =>
    findImpurities(file, readFileSync(file, 'utf8'), domainDir),
  );
}

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  const impurities = checkDomainPurity();
  if (impurities.length > 0) {
    console.error(`src/domain must stay pure; ${impurities.length} offending import(s) or global(s):`);
    for (const { file, line, reason } of impurities) {
      console.error(`  ${path.relative(REPO_ROOT, file)}:${line} ${reason}`);
    }
    process.exit(1);
  }
  console.log('src/domain is pure: imports only zod and itself.');
}
