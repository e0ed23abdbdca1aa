import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAP_POINTS_LIMIT } from '@highwater/core/constants';
import { copyDemoData, startServer, type DemoData, type RunningServer } from './server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Posts of the big project: past the limit of one points answer, spread over one city. */
export const PAST_THE_LIMIT_POSTS = MAP_POINTS_LIMIT + 2_000;
const SLUG = 'past-the-limit';
/** The project's map, in the benchmark group ana belongs to (apps/server/src/demo). */
export const PAST_THE_LIMIT_MAP = `/benchmarks/${SLUG}/map`;

/**
 * Runs the demo generator on a PGlite folder: the big project, after a small demo data set when
 * the folder holds none yet.
 */
function generate(dataDir: string, mediaDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const child = spawn(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['src/demo/generate-cli.ts', '--posts', String(PAST_THE_LIMIT_POSTS), '--project-slug', SLUG],
      {
        cwd: path.join(repoRoot, 'apps/server'),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          MEDIA_DIR: mediaDir,
          DATABASE_URL: '',
          DATABASE_SCHEMA: '',
          DEMO_POSTS: '300',
        },
      },
    );
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The demo generator exited with ${code}\n${output.join('')}`)),
    );
  });
}

/**
 * A server of its own whose database holds a project with more posts than one points answer
 * carries, so that the shared servers' data stays as the other browser tests expect it. Given the
 * run's demo data, it starts from a copy of it and uses its media files, instead of making both.
 */
export async function startPastTheLimitServer(demo?: DemoData): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'highwater-e2e-limit-'));
  const mediaDir = demo?.mediaDir ?? path.join(dataDir, 'media');
  try {
    if (demo) await copyDemoData(demo, dataDir);
    await generate(dataDir, mediaDir);
    const server = await startServer({ DATA_DIR: dataDir, MEDIA_DIR: mediaDir, DEMO_POSTS: '300' });
    return {
      baseUrl: server.baseUrl,
      mediaDir,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
