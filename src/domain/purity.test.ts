import { describe, expect, it } from 'vitest';
import { checkDomainPurity, DOMAIN_DIR, findImpurities } from '../../scripts/check-domain-purity';

const file = (name: string) => `${DOMAIN_DIR}/${name}`;
const reasons = (name: string, source: string) => findImpurities(file(name), source).map((i) => i.reason);

describe('domain purity', () => {
  it('holds for the real src/domain', () => {
    expect(checkDomainPurity()).toEqual([]);
  });

  it('allows zod and relative imports inside src/domain', () => {
    expect(
      reasons('a.ts', "import { z } from 'zod';\nimport { b } from './b';\nexport * from './sub/c';"),
    ).toEqual([]);
  });

  it('flags Node, frameworks and the other layers', () => {
    const source = [
      "import { readFileSync } from 'node:fs';",
      "import type { FastifyInstance } from 'fastify';",
      "import { useState } from 'react';",
      "import { db } from '../server/db/client';",
      "export { copy } from '../content/copy';",
      "const lazy = await import('drizzle-orm');",
    ].join('\n');
    expect(reasons('bad.ts', source)).toEqual([
      "imports 'node:fs' (only zod allowed)",
      "imports 'fastify' (only zod allowed)",
      "imports 'react' (only zod allowed)",
      "imports '../server/db/client', which is outside src/domain",
      "imports '../content/copy', which is outside src/domain",
      "imports 'drizzle-orm' (only zod allowed)",
    ]);
    expect(findImpurities(file('bad.ts'), source).map((i) => i.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('flags host globals and type references, not words in strings or property names', () => {
    expect(reasons('g.ts', 'const x = window.localStorage.getItem("a");')).toEqual([
      "uses the global 'window'",
    ]);
    expect(reasons('r.ts', '/// <reference types="node" />\nexport const a = 1;')).toEqual([
      "references 'node' types",
    ]);
    expect(
      reasons('ok.ts', 'const text = \'import fs from "node:fs" in window\'; const k = event.document;'),
    ).toEqual([]);
  });

  it('lets test files use vitest and fast-check, and nothing else from outside', () => {
    expect(reasons('a.test.ts', "import { it } from 'vitest';\nimport fc from 'fast-check';")).toEqual([]);
    expect(reasons('a.ts', "import { it } from 'vitest';")).toEqual(["imports 'vitest' (only zod allowed)"]);
    expect(reasons('a.test.ts', "import { x } from 'node:path';")).toEqual([
      "imports 'node:path' (only zod, vitest, fast-check allowed)",
    ]);
  });
});
