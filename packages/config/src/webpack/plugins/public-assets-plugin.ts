import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

function listFiles(root: string, dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(root, full) : [full];
  });
}

/**
 * Copies every file of an app's `public/` directory to the output root unchanged (unhashed names, e.g.
 * `/general-terms.pdf`, `/favicon.svg`). Files are watched in dev.
 */
export class PublicAssetsPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.publicDir)) return;
          compilation.contextDependencies.add(this.publicDir);
          for (const file of listFiles(this.publicDir)) {
            const name = path.relative(this.publicDir, file).split(path.sep).join('/');
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}
