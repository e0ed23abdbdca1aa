import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAP_POINTS_LIMIT } from '@highwater/core/constants';
import { startServer, type DemoData, type DemoSnapshot, type RunningServer } from './server.ts';

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
 * The big project's database, made once for a run: the generator's own small demo data set (the
 * demo people among it) and the project. Made beside the run's demo data set, not from it, so
 * that the two are made at the same time.
 */
export async function makePastTheLimitData(): Promise<DemoSnapshot> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'highwater-e2e-limit-'));
  const mediaDir = path.join(dataDir, 'media');
  const remove = () => rm(dataDir, { recursive: true, force: true });
  try {
    await generate(dataDir, mediaDir);
  } catch (error) {
    await remove();
    throw error;
  }
  return { dataDir, mediaDir, remove };
}

/**
 * A server of its own whose database holds a project with more posts than one points answer
 * carries, so that the shared servers' data stays as the other browser tests expect it. Given
 * the run's data made by makePastTheLimitData, it starts from a copy of it; else it makes it.
 */
export async function startPastTheLimitServer(data?: DemoData): Promise<RunningServer> {
  if (data) return startServer({ DEMO_POSTS: '300' }, data);
  const made = await makePastTheLimitData();
  try {
    const server = await startServer({ DEMO_POSTS: '300' }, made);
    return {
      ...server,
      async stop() {
        await server.stop();
        await made.remove();
      },
    };
  } catch (error) {
    await made.remove();
    throw error;
  }
}
