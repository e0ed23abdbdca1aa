import sharp from 'sharp';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import { avatarSvg, floodScene } from './flood-scene-svg.ts';
import { encodeSceneVideos, VIDEO_HEIGHT, VIDEO_WIDTH } from './scene-video.ts';
import { Random } from './random.ts';

/** The demo's photo, video and avatar files: drawn once, stored, then shared by many posts. */

export const SCENE_COUNT = 40;
export const VIDEO_COUNT = 3;
export const AVATAR_COUNT = 16;
const SIZES = [1600, 800] as const;
const THUMBNAIL_WIDTH = 320;
const ASPECT = 3 / 4;
const AVATAR_SIZE = 160;
// Part of every key: a change to the drawings gets new keys instead of stale cached files.
const PREFIX = 'demo/v1';
const MEDIA_SEED = 20_240_917;

export interface StoredFile {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

export interface DemoImage {
  level: number;
  /** The full-size versions, largest first. */
  sizes: StoredFile[];
  thumbnail: StoredFile;
}

export interface DemoVideo {
  video: StoredFile;
  poster: StoredFile;
  thumbnail: StoredFile;
}

export interface DemoMedia {
  images: DemoImage[];
  videos: DemoVideo[];
  avatarKeys: string[];
}

const pad = (n: number) => String(n + 1).padStart(2, '0');
const heightFor = (width: number) => Math.round(width * ASPECT);

async function existing(storage: MediaStorage, file: Omit<StoredFile, 'bytes'>) {
  const bytes = await storage.size(file.key);
  return bytes === null ? null : { ...file, bytes };
}

/** JPEG versions of one drawing at several widths; the SVG is rendered once, at the largest. */
async function storeJpegs(
  storage: MediaStorage,
  svg: string,
  files: Omit<StoredFile, 'bytes'>[],
): Promise<StoredFile[]> {
  const found = await Promise.all(files.map((file) => existing(storage, file)));
  if (found.every((file) => file !== null)) return found;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const stored: StoredFile[] = [];
  for (const file of files) {
    const jpeg = await sharp(data, { raw: info })
      .resize(file.width, file.height)
      .jpeg({ quality: 78 })
      .toBuffer();
    await storage.put(file.key, jpeg);
    stored.push({ ...file, bytes: jpeg.length });
  }
  return stored;
}

async function ensureScene(storage: MediaStorage, index: number): Promise<DemoImage> {
  const level = index % 6;
  const base = `${PREFIX}/scenes/scene-${pad(index)}`;
  const widths = [...SIZES, THUMBNAIL_WIDTH];
  const files = widths.map((width) => ({
    key: `${base}/${width}.jpg`,
    width,
    height: heightFor(width),
  }));
  const { svg } = floodScene(new Random(MEDIA_SEED + index), {
    width: SIZES[0],
    height: heightFor(SIZES[0]),
    level,
  });
  const stored = await storeJpegs(storage, svg, files);
  return { level, sizes: stored.slice(0, SIZES.length), thumbnail: stored.at(-1) ?? stored[0]! };
}

async function ensureVideos(storage: MediaStorage): Promise<DemoVideo[]> {
  const clips = await Promise.all(
    Array.from({ length: VIDEO_COUNT }, async (_, index) => {
      const base = `${PREFIX}/videos/clip-${pad(index)}`;
      const level = 2 + (index % 4);
      const scene = floodScene(new Random(MEDIA_SEED + 1_000 + index), {
        width: VIDEO_WIDTH,
        height: VIDEO_HEIGHT,
        level,
      });
      const [poster, thumbnail] = await storeJpegs(storage, scene.svg, [
        { key: `${base}/poster-${VIDEO_WIDTH}.jpg`, width: VIDEO_WIDTH, height: VIDEO_HEIGHT },
        { key: `${base}/poster-320.jpg`, width: 320, height: 180 },
      ]);
      if (!poster || !thumbnail) throw new Error('Video posters were not stored');
      const file = { key: `${base}/video.mp4`, width: VIDEO_WIDTH, height: VIDEO_HEIGHT };
      return { scene, file, video: await existing(storage, file), poster, thumbnail };
    }),
  );
  const missing = clips.filter((clip) => clip.video === null);
  const encoded = await encodeSceneVideos(missing.map((clip) => clip.scene));
  for (const [i, clip] of missing.entries()) {
    const data = encoded[i];
    if (!data) throw new Error('A video clip was not encoded');
    await storage.put(clip.file.key, data);
    clip.video = { ...clip.file, bytes: data.length };
  }
  return clips.map(({ video, poster, thumbnail }) => {
    if (!video) throw new Error('A video clip is missing');
    return { video, poster, thumbnail };
  });
}

async function ensureAvatar(storage: MediaStorage, index: number): Promise<string> {
  const key = `${PREFIX}/avatars/avatar-${pad(index)}.jpg`;
  const svg = avatarSvg(new Random(MEDIA_SEED + 2_000 + index), AVATAR_SIZE);
  await storeJpegs(storage, svg, [{ key, width: AVATAR_SIZE, height: AVATAR_SIZE }]);
  return key;
}

/** Two at a time: the machine's cores, without flooding memory with decoded frames. */
async function inPairs<T>(count: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i += 2) {
    const batch = [work(i), ...(i + 1 < count ? [work(i + 1)] : [])];
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

export async function ensureDemoMedia(storage: MediaStorage): Promise<DemoMedia> {
  const images = await inPairs(SCENE_COUNT, (i) => ensureScene(storage, i));
  const videos = await ensureVideos(storage);
  const avatarKeys = await inPairs(AVATAR_COUNT, (i) => ensureAvatar(storage, i));
  return { images, videos, avatarKeys };
}
