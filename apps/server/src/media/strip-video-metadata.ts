import { spawn } from 'node:child_process';
import { ffmpegInput, VIDEO_DEMUXERS } from './video-demuxers.ts';

const FFMPEG_TIMEOUT_MS = 60_000;

// The muxer that writes each accepted container again; QuickTime stays QuickTime.
const MUXERS: Record<string, string> = {
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'mov',
  webm: 'webm',
};

export type StripOutcome = 'stripped' | 'no-ffmpeg' | 'unreadable';

/**
 * Writes the video again without its container metadata (the location a phone records, its
 * make, the creation time, titles, chapters), streams copied as they are, not re-encoded. Only
 * the picture (cover art left out) and sound streams are kept: data and subtitle streams can
 * carry a GPS track. MP4 and QuickTime get their index first, so that playing starts before the
 * whole file has arrived.
 */
export function stripVideoMetadata(
  input: string,
  output: string,
  sniffedExtension: string,
  ffmpegPath: string,
): Promise<StripOutcome> {
  const demuxer = VIDEO_DEMUXERS[sniffedExtension];
  const muxer = MUXERS[sniffedExtension];
  if (!demuxer || !muxer) return Promise.resolve('unreadable');
  const args = [
    ...ffmpegInput(demuxer, input),
    '-map',
    '0:V',
    '-map',
    '0:a?',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-c',
    'copy',
    ...(muxer === 'webm' ? [] : ['-movflags', '+faststart']),
    '-f',
    muxer,
    '-y',
    output,
  ];
  return new Promise((resolve) => {
    const child = spawn(ffmpegPath, args, {
      stdio: 'ignore',
      timeout: FFMPEG_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    // The first outcome stands: a program that could not start also reports closing.
    child.once('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'ENOENT' || error.code === 'EACCES' ? 'no-ffmpeg' : 'unreadable');
    });
    child.once('close', (code) => resolve(code === 0 ? 'stripped' : 'unreadable'));
  });
}
