// @ts-check
// Writes `shared-files.json` beside the host's build: for every package the host provides to the
// share scope, every file its provider loads (the chunk group of the provider's async import).
// The federation manifest lists only the file holding the package's own module, not the split
// chunks of its dependencies, so a prefetch from it missed most of antd (host-shared-roots.ts).

const FILE = 'shared-files.json';

class SharedFilesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        /** @type {Record<string, string[]>} */
        const files = {};
        for (const module of compilation.modules) {
          const name = /** @type {any} */ (module)._name;
          if (module.constructor.name !== 'ProvideSharedModule' || typeof name !== 'string') continue;
          const found = new Set(files[name] ?? []);
          for (const block of module.blocks) {
            const group = compilation.chunkGraph.getBlockChunkGroup(block);
            for (const file of group?.getFiles() ?? []) if (file.endsWith('.js')) found.add(file);
          }
          files[name] = [...found].sort();
        }
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(files, null, 2)}\n`));
      });
    });
  }
}

module.exports = { SharedFilesPlugin, SHARED_FILES: FILE };
