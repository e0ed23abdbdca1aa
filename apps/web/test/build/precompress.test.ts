// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../vite-plugins/precompress.ts';

const SCRIPT = Buffer.from('export const greeting = "Highwater";\n'.repeat(200));
const STYLES = Buffer.from('.panel { color: #123456; margin: 0 auto; }\n'.repeat(100));

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'highwater-precompress-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.css'), STYLES);
  await writeFile(path.join(dist, 'assets', 'tiny-Ef56Gh78.js'), 'export {};');
  await writeFile(path.join(dist, 'assets', 'noise-Ij90Kl12.js'), randomBytes(4096));
  await writeFile(path.join(dist, 'assets', 'photo-Mn34Op56.png'), SCRIPT);
  await precompressDirectory(dist);
});
afterAll(async () => rm(dist, { recursive: true, force: true }));

describe('precompressing the web build', () => {
  it.each(['index-Ab12Cd34.js', 'index-Ab12Cd34.css'])(
    'writes .br and .gz copies of %s that decode to the file',
    async (name) => {
      const file = path.join(dist, 'assets', name);
      const raw = await readFile(file);
      const br = await readFile(`${file}.br`);
      const gz = await readFile(`${file}.gz`);
      expect(br.length).toBeLessThan(raw.length);
      expect(gz.length).toBeLessThan(raw.length);
      expect(brotliDecompressSync(br).equals(raw)).toBe(true);
      expect(gunzipSync(gz).equals(raw)).toBe(true);
    },
  );

  it('leaves small files, files that do not shrink and images as they are', async () => {
    const names = await readdir(path.join(dist, 'assets'));
    expect(names.filter((name) => /\.(?:br|gz)$/.test(name)).sort()).toEqual([
      'index-Ab12Cd34.css.br',
      'index-Ab12Cd34.css.gz',
      'index-Ab12Cd34.js.br',
      'index-Ab12Cd34.js.gz',
    ]);
  });
});
