import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfiguredMediaStorage } from '@/adapters/configured-media-storage.ts';
import { MediaStoreUnavailable } from '@/adapters/media-store-unavailable.ts';
import { loadConfig } from '@/config.ts';
import { nodeVersionWarning } from '@/node-version.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts the server as `npm start` does and answers how it ended and what it wrote to stderr. */
function startServer(env: Record<string, string>, dataDir: string) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      {
        // Where tsx finds the tsconfig that maps the `@/` imports.
        cwd: serverDir,
        env: {
          ...process.env,
          ...env,
          DATA_DIR: dataDir,
          PORT: '0',
          DEMO_DATA: 'false',
          LOG_LEVEL: 'silent',
          // The SDK's notice that it will need Node 22 is not the line under test.
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
        timeout: 60_000,
      },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
    );
  });
}

describe('a media store that cannot be used at start', () => {
  let s3: TestS3Server;
  let dataDir: string;
  const cases: { name: string; env: () => Record<string, string>; line: () => string }[] = [
    {
      name: 'an endpoint where no store answers',
      env: () => ({ ...s3.env, S3_ENDPOINT: unreachable }),
      line: () =>
        `the S3 store at ${unreachable} cannot be reached (ECONNREFUSED); check S3_ENDPOINT and that the store is running.`,
    },
    {
      name: 'a bucket that does not exist',
      env: () => ({ ...s3.env, S3_BUCKET: 'no-such-bucket' }),
      line: () =>
        `the S3 store at ${s3.endpoint} has no bucket "no-such-bucket"; create it or correct S3_BUCKET.`,
    },
    {
      name: 'an access key the store does not know',
      env: () => ({ ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' }),
      line: () =>
        `the S3 store at ${s3.endpoint} refused the access key (InvalidAccessKeyId); check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`,
    },
  ];
  let unreachable: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    unreachable = `http://127.0.0.1:${await closedPort()}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'highwater-start-'));
  });
  afterAll(async () => {
    await s3?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it.each(cases)('fails its check, saying what is wrong: $name', async ({ env, line }) => {
    const storage = createConfiguredMediaStorage(loadConfig(env()));
    const failure = await storage.check().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaStoreUnavailable);
    expect((failure as Error).message).toBe(line());
  });

  it.each(cases)('stops the server with that one line: $name', async ({ env, line }) => {
    const result = await startServer(env(), dataDir);
    expect(result.code).toBe(1);
    // Past Node.js 20's end of life the server says so first, on a line of its own.
    const lines = result.stderr.trim().split('\n');
    expect(lines.filter((text) => text !== nodeVersionWarning(process.version))).toEqual([
      `Highwater cannot start: ${line()}`,
    ]);
  });
});
