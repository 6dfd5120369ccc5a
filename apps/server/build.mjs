// Bundles src/server.ts into dist/server.js, and the commands in src/cli into dist/. npm packages stay external and load from
// node_modules at run time, except the workspace's own @ideabazaar/* packages: they are
// TypeScript source that Node cannot load, so they are bundled in.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;

/** @type {import('esbuild').Plugin} */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    // Bare specifiers only: relative and absolute paths are our own files.
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ideabazaar/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(path.join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    operator: path.join(root, 'src/cli/operator.ts'),
    'seed-demo': path.join(root, 'src/cli/seed-demo.ts'),
    'ledger-check': path.join(root, 'src/cli/ledger-check.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
  metafile: true,
});
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (output.entryPoint)
    console.log(`${path.relative(root, file)}: ${(output.bytes / 1024).toFixed(0)} KiB`);
}
