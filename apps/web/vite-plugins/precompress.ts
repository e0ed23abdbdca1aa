import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images, fonts and the like are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file under dir, at the
 * highest levels: done once per build, so browsers download the smallest files without the
 * server compressing them per request. A copy that is not smaller than its file is not written.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(files.map(precompressFile));
  return written.flat();
}

async function precompressFile(file: string): Promise<string[]> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const copies: [string, Buffer][] = [
    [`${file}.br`, br],
    [`${file}.gz`, gz],
  ];
  const smaller = copies.filter(([, data]) => data.length < raw.length);
  await Promise.all(smaller.map(([name, data]) => writeFile(name, data)));
  return smaller.map(([name]) => name);
}

/**
 * Precompresses the build output once Vite has written it (see precompressDirectory), unless
 * HIGHWATER_PRECOMPRESS=false: the browser tests' build, served over loopback, does without the
 * copies, which take most of a build's time at these levels.
 */
export function precompress(): Plugin {
  return {
    name: 'highwater-precompress',
    apply: (_config, { command }) =>
      command === 'build' && process.env.HIGHWATER_PRECOMPRESS !== 'false',
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(options.dir);
    },
  };
}
