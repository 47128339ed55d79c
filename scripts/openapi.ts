/**
 * Writes docs/openapi.json: the public HTTP surface as the app serves it at GET /api/openapi.json,
 * generated from the routes' zod schemas. Its test fails when the committed copy differs; run
 * `npm run openapi` after changing a public route or its contract.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { OPENAPI_PATH } from '../src/server/modules/openapi/document';
import { openTestApp } from '../src/server/test-support/app';

const target = path.resolve('docs/openapi.json');
// the real app on a throwaway embedded database: the document comes from the routes it registers
const app = await openTestApp();
try {
  const res = await app.app.inject({ method: 'GET', url: OPENAPI_PATH });
  if (res.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${res.statusCode}: ${res.body}`);
  writeFileSync(target, `${JSON.stringify(res.json(), null, 2)}\n`);
} finally {
  await app.close();
}
// in the repository's own format, so `npm run check` passes on the generated file
execFileSync(path.resolve('node_modules/.bin/biome'), ['format', '--write', target], { stdio: 'ignore' });
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
