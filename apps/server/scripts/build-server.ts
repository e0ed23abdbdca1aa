import { build, type Plugin } from 'esbuild';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
 * reckoned from import.meta.url (the repository root in config.ts) come out the same. The file is
 * replaced in one rename: a server starting meanwhile (a test's, or `npm start` beside a build)
 * reads the old file or the new one, never half of one.
 */
export async function buildServer(): Promise<void> {
  const outfile = path.join(serverDir, 'dist/main.js');
  const { outputFiles } = await build({
    absWorkingDir: serverDir,
    entryPoints: ['src/main.ts'],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    alias: { '@': './src' },
    plugins: [installedPackagesExternal],
    logLevel: 'warning',
  });
  await mkdir(path.dirname(outfile), { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
