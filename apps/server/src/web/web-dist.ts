import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The built web app's entry page; null when the app has not been built. */
export async function builtIndex(
  webDist: string,
): Promise<{ path: string; modified: Date } | null> {
  const file = path.join(webDist, 'index.html');
  try {
    const info = await stat(file);
    return info.isFile() ? { path: file, modified: info.mtime } : null;
  } catch {
    return null;
  }
}
