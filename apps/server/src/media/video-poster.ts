import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { DISPLAY_SIZE } from './photo-processing.ts';
import { ffmpegInput, VIDEO_DEMUXERS } from './video-demuxers.ts';

export interface VideoPoster {
  jpeg: Buffer;
  /** The video's frame size when a frame could be read; null for the neutral poster. */
  width: number | null;
  height: number | null;
}

const FFMPEG_TIMEOUT_MS = 20_000;
// One decoded frame as PNG; a frame larger than this is not a video anyone films.
const MAX_FRAME_BYTES = 64 * 1024 * 1024;
const NEUTRAL_WIDTH = 640;
const NEUTRAL_HEIGHT = 360;

/**
 * A still for the video: its first frame through ffmpeg when ffmpeg is installed and reads the
 * file, otherwise a neutral grey frame with a play symbol, so a video always has a poster.
 */
export async function makeVideoPoster(
  file: string,
  sniffedExtension: string,
  ffmpegPath: string,
): Promise<VideoPoster> {
  const demuxer = VIDEO_DEMUXERS[sniffedExtension];
  const frame = demuxer ? await firstFrame(file, demuxer, ffmpegPath) : null;
  if (!frame) return { jpeg: await neutralPoster(), width: null, height: null };
  try {
    const image = sharp(frame, { failOn: 'error' });
    const { width, height } = await image.metadata();
    const jpeg = await image
      .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { jpeg, width, height };
  } catch {
    return { jpeg: await neutralPoster(), width: null, height: null };
  }
}

/**
 * The first frame as PNG bytes, or null when ffmpeg is not installed, fails, runs too long or says
 * too much.
 */
function firstFrame(file: string, demuxer: string, ffmpegPath: string): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const child = spawn(
      ffmpegPath,
      [...ffmpegInput(demuxer, file), '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'],
      { stdio: ['ignore', 'pipe', 'ignore'], timeout: FFMPEG_TIMEOUT_MS, killSignal: 'SIGKILL' },
    );
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FRAME_BYTES) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.once('error', () => resolve(null));
    child.once('close', (code) => {
      resolve(code === 0 && size > 0 && size <= MAX_FRAME_BYTES ? Buffer.concat(chunks) : null);
    });
  });
}

let neutral: Promise<Buffer> | null = null;

/** The same picture for every video without a readable frame: drawn once, on first need. */
function neutralPoster(): Promise<Buffer> {
  neutral ??= drawNeutralPoster().catch((error: unknown) => {
    neutral = null;
    throw error;
  });
  return neutral;
}

function drawNeutralPoster(): Promise<Buffer> {
  const cx = NEUTRAL_WIDTH / 2;
  const cy = NEUTRAL_HEIGHT / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${NEUTRAL_WIDTH}" height="${NEUTRAL_HEIGHT}">
  <rect width="100%" height="100%" fill="#5f6670"/>
  <circle cx="${cx}" cy="${cy}" r="56" fill="#000" fill-opacity="0.35"/>
  <path d="M ${cx - 18} ${cy - 30} L ${cx + 32} ${cy} L ${cx - 18} ${cy + 30} Z" fill="#fff"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
