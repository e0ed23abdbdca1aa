import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalMediaStorage,
  isValidMediaKey,
  type MediaStorage,
} from '@/adapters/media-storage.ts';

describe('local media storage', () => {
  let root: string;
  let storage: MediaStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'highwater-storage-'));
    storage = createLocalMediaStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores buffers and streams under nested keys and reads them back', async () => {
    await storage.put('a/b/one.jpg', Buffer.from('first'));
    await storage.put('a/two.mp4', Readable.from(['str', 'eam']));
    expect(await storage.exists('a/b/one.jpg')).toBe(true);
    expect(await storage.size('a/two.mp4')).toBe(6);
    expect(await text(storage.get('a/two.mp4'))).toBe('stream');
    expect(await text(storage.get('a/b/one.jpg', { start: 1, end: 3 }))).toBe('irs');
    expect(await readdir(path.join(root, 'a'))).toEqual(['b', 'two.mp4']);
  });

  it('reports missing objects and folders as absent', async () => {
    expect(await storage.exists('a/missing.jpg')).toBe(false);
    expect(await storage.size('a/b')).toBeNull();
  });

  it('rejects keys that could leave the folder', async () => {
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
