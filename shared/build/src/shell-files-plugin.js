// @ts-check
// Writes `shell-files.json` beside the host's build: the files (scripts and stylesheets) of the
// chunk group the signed-in shell's lazy import loads (`import('./app/SignedInApp')` in
// bootstrap.tsx). The gateway names them in a signed-in page's hints (page-hints.ts), so they load
// beside the host's entry rather than once the bootstrap has run; and webpack's prefetch of them
// (meant for the login page) then finds them preloaded and adds no second request.

const FILE = 'shell-files.json';

class ShellFilesPlugin {
  /** @param {{ request: string }} options the lazy import's request, as written in the source */
  constructor({ request }) {
    this.request = request;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShellFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const found = new Set();
        for (const module of compilation.modules) {
          for (const block of module.blocks) {
            if (!block.dependencies.some((d) => /** @type {any} */ (d).request === this.request)) continue;
            const group = compilation.chunkGraph.getBlockChunkGroup(block);
            for (const file of group?.getFiles() ?? []) if (/\.(js|css)$/.test(file)) found.add(file);
          }
        }
        if (!found.size) compilation.errors.push(new compiler.webpack.WebpackError(`ShellFilesPlugin: no lazy import of ${this.request}`));
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify([...found].sort(), null, 2)}\n`));
      });
    });
  }
}

module.exports = { ShellFilesPlugin, SHELL_FILES: FILE };
