import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account: it checks that a request names this key (not the signature). */
export const S3_TEST_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The settings that point a server at this store. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-API server (s3rver) on a free port of 127.0.0.1, keeping its objects in a temporary
 * folder, with one empty bucket. Stopping it removes the folder.
 */
export async function startS3Server(bucket = 'highwater-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'highwater-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped = false;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_TEST_KEY,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
