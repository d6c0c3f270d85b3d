// Bundles the gateway and the workspace packages it imports (TypeScript sources) into one file;
// npm dependencies stay external and load from node_modules.
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

const externalNpm = {
  name: 'external-npm',
  setup(b) {
    // pnpm gives each package only its own dependencies, so resolve from the importing file.
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/') || args.path.startsWith('node:')) return undefined;
      return { path: require.resolve(args.path, { paths: [args.resolveDir] }), external: true };
    });
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalNpm],
  logLevel: 'warning',
});
