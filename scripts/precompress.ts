import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Built assets are compressed once here so the server sends .br/.gz files without compressing per request.
const root = path.resolve(process.argv[2] ?? 'build/client');
const compressible = /\.(js|css|html|svg|json|txt|xml|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(root)) {
  if (!compressible.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
