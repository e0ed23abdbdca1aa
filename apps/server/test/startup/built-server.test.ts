import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@/db/database.ts';
import { DEMO_USERS } from '@/demo/load-demo-data.ts';
import { nodeVersionWarning } from '@/node-version.ts';
import { buildServer } from '../../scripts/build-server.ts';
import { createUser } from '../helpers/fixtures.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
let dataDir: string;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

interface Run {
  exitCode: Promise<number | null>;
  output: () => { stdout: string; stderr: string };
  stop: () => void;
}

/** `node dist/main.js` as production starts it, on this file's PGlite folder. */
function runBuilt(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    exitCode: once(child, 'exit').then(() => child.exitCode),
    output: () => ({ stdout, stderr }),
    stop: () => child.kill('SIGTERM'),
  };
}

async function untilRunning(run: Run): Promise<void> {
  while (!run.output().stdout.includes('Highwater is running at')) {
    const ended = await Promise.race([
      run.exitCode.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 100)),
    ]);
    if (ended) throw new Error(`The server stopped: ${run.output().stderr}`);
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'highwater-built-'));
  // The run's migrated template spares the server PGlite's initdb and the migrations.
  const template = inject('pgliteTemplate');
  const { close } = await openDatabase({
    dataDir,
    pgliteTemplate: template ? new Blob([await readFile(template)]) : undefined,
  });
  await close();
  await buildServer();
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('starts with node dist/main.js, answers, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = runBuilt({ PORT: String(port) });
    try {
      await untilRunning(run);
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
      expect(ready.status).toBe(200);
      const page = await fetch(`http://127.0.0.1:${port}/identity/login`);
      expect(page.status).toBeLessThan(500);
    } finally {
      run.stop();
    }
    expect(await run.exitCode).toBe(0);
  });

  it('refuses to start in production while the database holds demo accounts, in one line', async () => {
    const { db, close } = await openDatabase({ dataDir });
    try {
      await createUser(db, { email: DEMO_USERS[0].email });
    } finally {
      await close();
    }
    const run = runBuilt({ PORT: String(await freePort()), NODE_ENV: 'production' });
    expect(await run.exitCode).toBe(1);
    // On Node.js 20 the end-of-life warning comes first.
    const warning = nodeVersionWarning(process.version);
    const lines = run
      .output()
      .stderr.trim()
      .split('\n')
      .filter((line) => line !== warning);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('NODE_ENV=production');
    expect(lines[0]).toContain(DEMO_USERS[0].email);
  });
});
