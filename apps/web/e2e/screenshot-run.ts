import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from './server.ts';

/** Where the pictures of the product are kept, beside the docs that show them. */
export const SCREENSHOTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/screenshots',
);

export type ShotSize = 'desktop' | 'phone';
export type ShotLanguage = 'en' | 'es';

/**
 * Runs a screenshots script's `shoot` for each screen size and language, against BASE_URL or a
 * server of its own (`start`: with the demo data, unless the script needs other data). SIZES and
 * LANGUAGES (comma-separated) narrow the run.
 */
export async function runScreenshots(
  shoot: (baseUrl: string, size: ShotSize, language: ShotLanguage) => Promise<void>,
  start: () => Promise<RunningServer> = () => startServer(),
): Promise<void> {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const server = process.env.BASE_URL ? null : await start();
  const baseUrl = process.env.BASE_URL ?? server?.baseUrl ?? '';
  try {
    const sizes = (process.env.SIZES ?? 'desktop,phone').split(',') as ShotSize[];
    const languages = (process.env.LANGUAGES ?? 'en,es').split(',') as ShotLanguage[];
    for (const size of sizes) {
      for (const language of languages) await shoot(baseUrl, size, language);
    }
  } finally {
    await server?.stop();
  }
}
