import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const shared = [inRoot('packages/core/src'), inRoot('package-lock.json')];

/** Whether apps/web/dist is missing or older than the web app's sources. */
export function webBuildDue(): Promise<boolean> {
  const web = ['src', 'index.html', 'vite.config.ts', 'vite-plugins'].map((p) =>
    inRoot('apps/web', p),
  );
  return due(inRoot('apps/web/dist/index.html'), [...web, ...shared]);
}

/** Whether apps/server/dist/main.js is missing or older than the server's sources. */
export function serverBuildDue(): Promise<boolean> {
  return due(inRoot('apps/server/dist/main.js'), [inRoot('apps/server/src'), ...shared]);
}
