// After `vite build`: a brotli (.br) and a gzip (.gz) copy of every text file of the build from
// 1 KiB, at the highest quality, which the server sends to browsers that accept them
// (@fastify/static preCompressed) instead of compressing each answer again.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(dist)) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  raw += content.length;
  brotli += br.length;
  count += 1;
}
console.log(
  `compressed ${count} files: ${(raw / 1024).toFixed(0)} KiB, ${(brotli / 1024).toFixed(0)} KiB as brotli`,
);
