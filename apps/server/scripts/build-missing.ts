import { execFileSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const inRoot = (...parts: string[]) => path.join(root, ...parts);

/** The newest modification time among files and folders' files; 0 when none exist. */
async function newest(paths: string[]): Promise<number> {
  let latest = 0;
  for (const entry of paths) {
    const info = await stat(entry).catch(() => null);
    if (!info) continue;
    latest = Math.max(latest, info.mtimeMs);
    if (!info.isDirectory()) continue;
    const files = await readdir(entry, { recursive: true, withFileTypes: true });
    for (const file of files) {
      if (file.isFile())
        latest = Math.max(latest, (await stat(path.join(file.parentPath, file.name))).mtimeMs);
    }
  }
  return latest;
}

/** An output is due when it is missing or older than anything it is built from. */
async function due(output: string, sources: string[]): Promise<boolean> {
  const built = await stat(output).catch(() => null);
  return !built || (await newest(sources)) > built.mtimeMs;
}

// What `npm start` runs first: a fresh clone builds both; after a pull, what changed.
const shared = [inRoot('packages/core/src'), inRoot('package-lock.json')];
const web = ['src', 'index.html', 'vite.config.ts', 'vite-plugins'].map((p) =>
  inRoot('apps/web', p),
);
if (await due(inRoot('apps/web/dist/index.html'), [...web, ...shared])) {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
}
if (await due(inRoot('apps/server/dist/main.js'), [inRoot('apps/server/src'), ...shared])) {
  console.log('Building the server…');
  await buildServer();
}
