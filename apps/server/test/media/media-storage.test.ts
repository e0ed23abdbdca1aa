import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalMediaStorage,
  isValidMediaKey,
  type ByteRange,
  type MediaStorage,
} from '@/adapters/media-storage.ts';
import { createConfiguredMediaStorage } from '@/adapters/configured-media-storage.ts';
import { loadConfig } from '@/config.ts';
import { startS3Server } from '../helpers/s3-server.ts';

interface Store {
  storage: MediaStorage;
  close(): Promise<void>;
}

async function read(storage: MediaStorage, key: string, range?: ByteRange): Promise<string> {
  const body = await storage.get(key, range);
  if (!body) throw new Error(`${key} is not stored`);
  return text(body);
}

/** The same rules for every store: what the uploads, comments and /media/* count on. */
describe.each([
  {
    name: 'local folder',
    open: async (): Promise<Store> => {
      const root = await mkdtemp(path.join(tmpdir(), 'highwater-storage-'));
      return {
        storage: createLocalMediaStorage(root),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 bucket',
    open: async (): Promise<Store> => {
      const s3 = await startS3Server();
      return { storage: createConfiguredMediaStorage(loadConfig(s3.env)), close: s3.stop };
    },
  },
])('media storage contract: $name', ({ open }) => {
  let store: Store;
  let storage: MediaStorage;

  beforeAll(async () => {
    store = await open();
    storage = store.storage;
  });
  afterAll(() => store?.close());

  it('stores buffers and streams under nested keys and reads them back', async () => {
    await storage.put('a/b/one.jpg', Buffer.from('first'));
    await storage.put('a/two.mp4', Readable.from(['str', 'eam']));
    expect(await storage.exists('a/b/one.jpg')).toBe(true);
    expect(await storage.size('a/two.mp4')).toBe(6);
    expect(await storage.size('a/b/one.jpg')).toBe(5);
    expect(await read(storage, 'a/two.mp4')).toBe('stream');
  });

  it('reads byte ranges, both ends included', async () => {
    await storage.put('r/digits.bin', Buffer.from('0123456789'));
    expect(await read(storage, 'r/digits.bin', { start: 1, end: 3 })).toBe('123');
    expect(await read(storage, 'r/digits.bin', { start: 7, end: 9 })).toBe('789');
    expect(await read(storage, 'r/digits.bin', { start: 4, end: 4 })).toBe('4');
  });

  it('keeps a large streamed object whole (several parts on S3)', async () => {
    const bytes = Buffer.alloc(9 * 1024 * 1024 + 123);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
    const halves = [bytes.subarray(0, 5_000_000), bytes.subarray(5_000_000)];
    await storage.put('v/large.mp4', Readable.from(halves));
    expect(await storage.size('v/large.mp4')).toBe(bytes.length);
    const back = await storage.get('v/large.mp4');
    expect(back && (await buffer(back)).equals(bytes)).toBe(true);
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('a/again.jpg', Buffer.from('old'));
    await storage.put('a/again.jpg', Buffer.from('newer'));
    expect(await read(storage, 'a/again.jpg')).toBe('newer');
  });

  it('reports missing objects as absent', async () => {
    expect(await storage.exists('a/missing.jpg')).toBe(false);
    expect(await storage.size('a/missing.jpg')).toBeNull();
    expect(await storage.get('a/missing.jpg')).toBeNull();
  });

  it('deletes objects, and deleting a missing one is no error', async () => {
    await storage.put('d/gone.jpg', Buffer.from('x'));
    await storage.delete('d/gone.jpg');
    expect(await storage.exists('d/gone.jpg')).toBe(false);
    await expect(storage.delete('d/gone.jpg')).resolves.toBeUndefined();
  });

  it('passes its start-up check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('rejects keys that could leave the folder or the bucket', async () => {
    for (const key of [
      '../x.jpg',
      'a/../../x.jpg',
      '/etc/passwd',
      'a\\..\\x',
      '.env',
      'a//b',
      '',
    ]) {
      expect(isValidMediaKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid media key');
    }
    expect(isValidMediaKey('demo/scenes/scene-01/1600.jpg')).toBe(true);
  });
});

describe('local media storage', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'highwater-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps objects as files in folders of the key, and nothing of its check', async () => {
    const storage = createLocalMediaStorage(root);
    await storage.put('a/b/one.jpg', Buffer.from('first'));
    await storage.put('a/two.mp4', Readable.from(['x']));
    await storage.check();
    expect(await readdir(path.join(root, 'a'))).toEqual(['b', 'two.mp4']);
    expect(await readdir(root)).toEqual(['a']);
    expect(await storage.size('a/b')).toBeNull();
  });
});
