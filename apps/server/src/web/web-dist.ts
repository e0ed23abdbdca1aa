import { readFile, stat } from 'node:fs/promises';
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

/** Where the build lists its entries' files (Vite's `build.manifest`). */
const MANIFEST = path.join('.vite', 'manifest.json');

export interface BuiltEntry {
  /** The entry's script, as the browser asks for it. */
  script: string;
  /** Stylesheets the entry imports, likewise. */
  styles: string[];
}

/**
 * The built files of one of the web app's entries, by its source path (the manifest's key); null
 * without a build, or when the build has no such entry. Read on each call: a new build may be
 * written while the server runs.
 */
export async function builtEntry(webDist: string, source: string): Promise<BuiltEntry | null> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(path.join(webDist, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  if (typeof manifest !== 'object' || manifest === null || !Object.hasOwn(manifest, source)) {
    return null;
  }
  const entry = (manifest as Record<string, unknown>)[source];
  if (typeof entry !== 'object' || entry === null) return null;
  const { file, css } = entry as { file?: unknown; css?: unknown };
  if (typeof file !== 'string') return null;
  const styles = Array.isArray(css) ? css.filter((item) => typeof item === 'string') : [];
  return { script: `/${file}`, styles: styles.map((item) => `/${item}`) };
}
