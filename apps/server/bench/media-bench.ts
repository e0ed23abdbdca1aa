import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Media } from '@highwater/core/api/posts';
import { createConfiguredMediaStorage } from '@/adapters/configured-media-storage.ts';
import { loadConfig } from '@/config.ts';
import { registerWebClient } from '@/main-site/identity/oauth-clients.ts';
import { buildBenchApp } from './bench-app.ts';
import { openBenchDatabase } from './bench-database.ts';
import { quantile } from './quantile.ts';
import { issueTestToken } from '../test/helpers/auth.ts';
import { createUser } from '../test/helpers/fixtures.ts';
import { OFFLINE_MAPS } from '../test/helpers/offline-maps.ts';
import { startS3Server } from '../test/helpers/s3-server.ts';
import { upload } from '../test/uploads/upload-helpers.ts';

const WARM_UP = 5;

/** A phone-sized photo (1600×1200, about 470 KB as JPEG), the same bytes on both stores. */
export function streetPhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 7 + y) % 256;
      pixels[i + 1] = (y * 3) % 256;
      pixels[i + 2] = ((x ^ y) * 5) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

interface Side {
  app: FastifyInstance;
  upload: number[];
  read: number[];
  bytes: number;
}

/**
 * npm run bench -- media [--runs 60]: a photo uploaded through the API (received, re-encoded,
 * stored, recorded) and read back whole from /media/*, on the S3 store (s3rver on 127.0.0.1) and
 * on the local folder in turns, on one PGlite database.
 */
export async function runMediaBenchmark(options: { runs: number }): Promise<void> {
  const s3 = await startS3Server();
  const folder = await mkdtemp(path.join(tmpdir(), 'highwater-bench-media-'));
  const bench = await openBenchDatabase(undefined);
  const sides: Side[] = [];
  try {
    const base = {
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      ...OFFLINE_MAPS,
      UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
    };
    await registerWebClient(bench.db, loadConfig(base).publicOrigin);
    const userId = await createUser(bench.db, { email: 'bench@city.test' });
    const token = await issueTestToken(bench.db, userId, 86_400_000);
    for (const env of [
      { ...base, ...s3.env },
      { ...base, MEDIA_DIR: folder },
    ]) {
      const config = loadConfig(env);
      const storage = createConfiguredMediaStorage(config);
      await storage.check();
      const app = await buildBenchApp(bench, config, storage);
      sides.push({ app, upload: [], read: [], bytes: 0 });
    }
    const photo = await streetPhoto();
    const part = { data: photo, filename: 'street.jpg', contentType: 'image/jpeg' };
    const round = async (side: Side) => {
      const [up, res] = await timed(() => upload(side.app, 'photo', part, token));
      if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      const media = res.json<Media>();
      const [read, got] = await timed(() => side.app.inject({ method: 'GET', url: media.url }));
      if (got.statusCode !== 200) throw new Error(`read: ${got.statusCode}`);
      side.bytes = got.rawPayload.length;
      return [up, read] as const;
    };
    for (let i = 0; i < WARM_UP; i++) for (const side of sides) await round(side);
    // In turns, so that a change in the machine's speed weighs on both stores alike.
    for (let i = 0; i < options.runs; i++) {
      for (const side of sides) {
        const [up, read] = await round(side);
        side.upload.push(up);
        side.read.push(read);
      }
    }
    const [onS3, onDisk] = sides as [Side, Side];
    const ms = (samples: number[], q: number) => `${quantile(samples, q).toFixed(1)} ms`;
    const row = (name: string, kb: string, a: number[], b: number[]) =>
      `| ${name} | ${kb} | ${ms(a, 0.5)} | ${ms(a, 0.95)} | ${ms(b, 0.5)} | ${ms(b, 0.95)} |`;
    const sent = `${Math.round(photo.length / 1024)} KB`;
    const served = `${Math.round(onS3.bytes / 1024)} KB`;
    console.log(
      `\n## Media: S3 (s3rver on 127.0.0.1) against the local folder, ${options.runs} runs`,
    );
    console.log(
      '\n| call | size | S3 median | S3 p95 | local median | local p95 |\n|---|---:|---:|---:|---:|---:|',
    );
    console.log(row('photo upload (1600×1200 JPEG)', sent, onS3.upload, onDisk.upload));
    console.log(row('photo read, whole', served, onS3.read, onDisk.read));
  } finally {
    for (const side of sides) await side.app.close();
    await bench.close();
    await s3.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
