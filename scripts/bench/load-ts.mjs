// Runs a bench step written in TypeScript (type-checked with the rest by `pnpm typecheck`): esbuild
// bundles it beside its source, with the contracts it imports, leaving packages and the bench's own
// .mjs modules to Node, so their paths and `import.meta.url` stay what they are.
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const keepMjs = {
  name: 'keep-mjs',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/.*\.mjs$/ }, (args) => ({ path: args.path, external: true }));
  },
};

export async function importTs(file) {
  const outfile = file.replace(/\.ts$/, '.built.mjs');
  await build({
    entryPoints: [file],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [keepMjs],
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
