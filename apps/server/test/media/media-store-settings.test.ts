import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';

const S3 = {
  MEDIA_STORE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_BUCKET: 'media',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('media store settings', () => {
  it('keep media in the folder unless told otherwise', () => {
    expect(loadConfig({}).mediaStore).toEqual({ kind: 'local' });
    expect(loadConfig({ MEDIA_STORE: 'local', S3_BUCKET: 'ignored' }).mediaStore).toEqual({
      kind: 'local',
    });
  });

  it('read an S3-compatible store', () => {
    expect(
      loadConfig({ ...S3, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'true' }).mediaStore,
    ).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'media',
        region: 'eu-west-1',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
  });

  it('leave AWS itself, its default region and its own credentials when unset', () => {
    expect(loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media' }).mediaStore).toEqual({
      kind: 's3',
      s3: {
        endpoint: undefined,
        bucket: 'media',
        region: 'us-east-1',
        credentials: undefined,
        forcePathStyle: false,
      },
    });
  });

  it.each([
    [{ MEDIA_STORE: 'disk' }, 'Setting MEDIA_STORE must be local or s3, got "disk"'],
    [{ ...S3, S3_BUCKET: '' }, 'Setting S3_BUCKET is required when MEDIA_STORE=s3'],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, 'Setting S3_ENDPOINT must be an http(s) address'],
    [{ ...S3, S3_ENDPOINT: 'not a url' }, 'Setting S3_ENDPOINT must be an absolute URL'],
    [{ ...S3, S3_SECRET_ACCESS_KEY: '' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'maybe' }, 'Setting S3_FORCE_PATH_STYLE must be true or false'],
  ])('refuse %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
