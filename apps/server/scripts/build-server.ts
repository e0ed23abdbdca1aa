import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Installed packages stay imports, loaded from node_modules at run time (sharp and PGlite bring
 * native code and data files of their own); the server's code and @highwater/core, which ships
 * TypeScript sources, go into the bundle.
 */
const installedPackagesExternal: Plugin = {
  name: 'installed-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      const ours = args.path.startsWith('@/') || args.path.startsWith('@highwater/');
      return ours ? undefined : { path: args.path, external: true };
    });
  },
};

/**
 * Compiles the server into dist/main.js for `node dist/main.js`. dist/ sits beside src/, so paths
 * reckoned from import.meta.url (the repository root in config.ts) come out the same.
 */
export async function buildServer(): Promise<void> {
  await build({
    absWorkingDir: serverDir,
    entryPoints: ['src/main.ts'],
    outfile: 'dist/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    alias: { '@': './src' },
    plugins: [installedPackagesExternal],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
