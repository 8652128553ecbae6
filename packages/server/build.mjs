// Bundles the server with esbuild (ARCHITECTURE §5). npm dependencies stay external (resolved from node_modules
// at runtime); workspace packages (@portal/*, TypeScript source) are bundled in. The SQL migrations are read at
// runtime from packages/server/drizzle.
//   node build.mjs           → dist/main.js (and dist/xlsx-worker.js, the validator's worker thread)
//   node build.mjs --watch   → rebuild on change and restart `node dist/main.js` (pnpm dev)
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { context, build } from 'esbuild';

/** esbuild options for one entry; exported for the test setup (src/test/global-setup.mjs). */
export function bundleOptions(entry, outfile) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          // Bare imports that are not @portal/* are npm packages: keep them external.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  };
}

const isMain = !!process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isMain && process.argv.includes('--watch')) {
  let child;
  const restart = () => {
    if (child) child.kill('SIGTERM');
    child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], { stdio: 'inherit' });
  };
  const options = bundleOptions('src/main.ts', 'dist/main.js');
  options.plugins.push({
    name: 'restart',
    setup(b) {
      b.onEnd((result) => {
        if (result.errors.length === 0) {
          if (child && child.exitCode === null) {
            child.once('exit', restart);
            child.kill('SIGTERM');
          } else restart();
        }
      });
    },
  });
  const ctx = await context(options);
  await ctx.watch();
  const stop = () => {
    child?.kill('SIGTERM');
    void ctx.dispose().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else if (isMain) {
  await build(bundleOptions('src/main.ts', 'dist/main.js'));
}
if (isMain) {
  // The spreadsheet validator parses workbooks in a worker thread (src/files/xlsx-runner.ts), which
  // loads this file next to dist/main.js.
  await build(bundleOptions('src/files/xlsx-worker.ts', 'dist/xlsx-worker.js'));
}
