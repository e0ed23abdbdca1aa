import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isValidMediaKey, type MediaStorage } from './media-storage.ts';
import { MediaStoreUnavailable } from './media-store-unavailable.ts';
import { describeS3Failure, isS3NotFound } from './s3-failures.ts';
import type { S3Settings } from './s3-settings.ts';

// Videos go up in parts of this size, two at a time: a large file never sits whole in memory.
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;
const CONNECT_TIMEOUT_MS = 5_000;
const CHECK_TIMEOUT_MS = 15_000;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
}

/** Stores objects in one bucket, under the same keys as the local folder. */
export function createS3MediaStorage(
  settings: S3Settings,
  client: S3Client = createS3Client(settings),
): MediaStorage {
  const Bucket = settings.bucket;
  const keyOf = (key: string): string => {
    if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return key;
  };
  const unavailable = (error: unknown) =>
    new MediaStoreUnavailable(describeS3Failure(error, settings), { cause: error });

  return {
    async put(key, data) {
      const Key = keyOf(key);
      try {
        if (Buffer.isBuffer(data)) {
          await client.send(new PutObjectCommand({ Bucket, Key, Body: data }));
        } else {
          // One request below a part's size, a multipart upload above (aborted if it fails).
          const upload = new Upload({
            client,
            params: { Bucket, Key, Body: data },
            partSize: PART_BYTES,
            queueSize: PARTS_AT_ONCE,
          });
          await upload.done();
        }
      } catch (error) {
        throw unavailable(error);
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw unavailable(error);
      }
    },
    async exists(key) {
      return (await this.size(key)) !== null;
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered no readable body');
        return answer.Body;
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw unavailable(error);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
      } catch (error) {
        throw unavailable(error);
      }
    },
    async check() {
      // A dot name: never a valid key, so never served or listed as media.
      const Key = `.probe-${randomBytes(6).toString('hex')}`;
      const abortSignal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: 'probe' }), { abortSignal });
        await client.send(new DeleteObjectCommand({ Bucket, Key }), { abortSignal });
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}
