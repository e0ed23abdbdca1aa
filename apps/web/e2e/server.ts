import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBuildDue } from '../../server/scripts/build-due.ts';
import { buildServer } from '../../server/scripts/build-server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let serverBuilt: Promise<void> | undefined;

/** The built server, built again first when a source is newer (a run of one test file, say). */
function builtServer(): Promise<void> {
  serverBuilt ??= serverBuildDue().then((due) => (due ? buildServer() : undefined));
  return serverBuilt;
}

/** Access tokens this short make the browser tests exercise the refresh. */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 12;

export interface RunningServer {
  baseUrl: string;
  /** Where it keeps media files: the demo's photos and videos, drawn at its first start. */
  mediaDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/config.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer at ${baseUrl} within ${timeoutMs} ms`);
}

/**
 * Starts the real server as built for production (node apps/server/dist/main.js, built first when
 * missing or older than its sources) on a free loopback port, with a fresh
 * embedded database in a temporary folder and a small demo data set. `settings` override the
 * environment (a test of the base maps configures an online style, for example). Given a
 * snapshot (see makeDemoSnapshot), its database is copied, so that the demo data is not made
 * again, and its media files are used in place.
 */
export async function startServer(
  settings: Record<string, string> = {},
  snapshot?: DemoData,
): Promise<RunningServer> {
  const [port] = await Promise.all([freePort(), builtServer()]);
  const baseUrl = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'highwater-e2e-'));
  if (snapshot) await copyDemoData(snapshot, dataDir);
  const env = snapshot ? { MEDIA_DIR: snapshot.mediaDir, ...settings } : settings;
  const mediaDir = env.MEDIA_DIR ?? path.join(env.DATA_DIR ?? dataDir, 'media');
  const output: string[] = [];
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(repoRoot, 'apps/server'),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: baseUrl,
      MAIN_SITE_URL: baseUrl,
      FILE_TRANSFER_URL: `${baseUrl}/file-transfer`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      DEMO_POSTS: '2000',
      ACCESS_TOKEN_TTL_SECONDS: String(E2E_ACCESS_TOKEN_TTL_SECONDS),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      MAP_STYLE_STREET: 'offline',
      MAP_STYLE_SATELLITE: 'offline',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child, 240_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return { baseUrl, mediaDir, stop };
}

/** A stopped server's database folder with the demo data set, and its media files. */
export interface DemoData {
  dataDir: string;
  mediaDir: string;
}

export interface DemoSnapshot extends DemoData {
  remove(): Promise<void>;
}

/** Copies the demo database into `dataDir`; the media files stay where they are, shared. */
export function copyDemoData(snapshot: DemoData, dataDir: string): Promise<void> {
  return cp(snapshot.dataDir, dataDir, {
    recursive: true,
    filter: (source) => source !== snapshot.mediaDir,
  });
}

/**
 * Makes the demo data set once, for every server of a run to start from: a server loads it into
 * a folder of its own and stops, which leaves the embedded database closed cleanly, ready to copy.
 */
export async function makeDemoSnapshot(): Promise<DemoSnapshot> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'highwater-e2e-snapshot-'));
  const mediaDir = path.join(dataDir, 'media');
  const remove = () => rm(dataDir, { recursive: true, force: true });
  try {
    const server = await startServer({ DATA_DIR: dataDir, MEDIA_DIR: mediaDir });
    await server.stop();
  } catch (error) {
    await remove();
    throw error;
  }
  return { dataDir, mediaDir, remove };
}
