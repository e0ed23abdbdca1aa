import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { floodScene } from '@/demo/flood-scene-svg.ts';
import { Random } from '@/demo/random.ts';
import { encodeSceneVideos, VIDEO_HEIGHT, VIDEO_WIDTH } from '@/demo/scene-video.ts';
import { bearer } from '../helpers/auth.ts';

export interface FilePart {
  data: Buffer;
  filename: string;
  contentType: string;
  field?: string;
}

/** A multipart/form-data body with one file part (or only a text field when `file` is null). */
export function multipartBody(file: FilePart | null): { payload: Buffer; contentType: string } {
  const boundary = `----highwater${randomBytes(8).toString('hex')}`;
  const head = file
    ? `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
      `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`
    : `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file here`;
  const payload = Buffer.concat([
    Buffer.from(head, 'latin1'),
    file ? file.data : Buffer.alloc(0),
    Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  app: FastifyInstance,
  kind: 'photo' | 'video',
  file: FilePart | null,
  token: string | null,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(file);
  return app.inject({
    method: 'POST',
    url: `/api/v2/uploads/${kind}`,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload,
  });
}

/** Noise, so that JPEG data is large enough to cut short in the middle of the image. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

/** A JPEG carrying EXIF with GPS coordinates and the given orientation tag. */
export function jpegWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  return noise(width, height)
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Highwater test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 42/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 0/1 21/1',
      },
    })
    .jpeg()
    .toBuffer();
}

export function png(width: number, height: number): Promise<Buffer> {
  return noise(width, height).png().toBuffer();
}

/**
 * A small PNG whose header claims 30,000 × 30,000 pixels (the IHDR's CRC fixed so it still reads
 * as valid): decoding it would need gigabytes.
 */
export async function pixelBombPng(): Promise<Buffer> {
  const bomb = Buffer.from(await png(4, 4));
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  // The CRC covers the chunk type and data: bytes 12..29 of the file.
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}

/** A one-second-odd H.264 MP4 clip of a flood scene, made by the demo's encoder. */
export async function mp4Clip(): Promise<Buffer> {
  const scene = floodScene(new Random(7), { width: VIDEO_WIDTH, height: VIDEO_HEIGHT, level: 3 });
  const [clip] = await encodeSceneVideos([scene]);
  if (!clip) throw new Error('no clip encoded');
  return clip;
}

/** The clip converted to a VP9 WebM by ffmpeg. */
export async function webmClip(mp4: Buffer, ffmpegPath: string): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'highwater-webm-'));
  try {
    await writeFile(path.join(folder, 'in.mp4'), mp4);
    await promisify(execFile)(ffmpegPath, [
      '-nostdin',
      '-v',
      'error',
      '-i',
      path.join(folder, 'in.mp4'),
      '-t',
      '1',
      '-c:v',
      'libvpx-vp9',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      path.join(folder, 'out.webm'),
    ]);
    return await readFile(path.join(folder, 'out.webm'));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Whether EXIF data (as sharp's metadata gives it) points to a GPS IFD (tag 0x8825). */
export function exifHasGps(exif: Buffer): boolean {
  const start = exif.indexOf('Exif\0\0', 0, 'latin1');
  const tiff = exif.subarray(start >= 0 ? start + 6 : 0);
  const littleEndian = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (littleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (littleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry++) {
    if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true;
  }
  return false;
}
