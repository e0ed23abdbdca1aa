import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const FFMPEG = '/usr/bin/ffmpeg';
export const FFPROBE = '/usr/bin/ffprobe';

const run = promisify(execFile);

/** What ffprobe reports of a file: its streams and the container's tags. */
export interface Probe {
  streams: { codec_type: string; codec_name: string; tags?: Record<string, string> }[];
  format: { tags?: Record<string, string> };
}

async function inFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'highwater-video-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A one-second clip with picture and sound made by ffmpeg, carrying what a phone records: the
 * place it was filmed, a title and the time, in the container and on the picture stream.
 */
export function clipWithLocation(container: 'mp4' | 'mov' | 'webm'): Promise<Buffer> {
  const codecs =
    container === 'webm'
      ? ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'];
  return inFolder(async (folder) => {
    const file = path.join(folder, `clip.${container}`);
    await run(FFMPEG, [
      ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=8'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', ...codecs],
      ...['-metadata', 'location=+25.79-080.13/', '-metadata', 'title=Flooded street'],
      ...['-metadata', 'creation_time=2026-05-01T10:00:00Z', '-metadata:s:v:0', 'title=Camera'],
      file,
    ]);
    return readFile(file);
  });
}

/** ffprobe's report of the bytes. */
export function probe(bytes: Buffer): Promise<Probe> {
  return inFolder(async (folder) => {
    const file = path.join(folder, 'video');
    await writeFile(file, bytes);
    const { stdout } = await run(FFPROBE, [
      ...['-v', 'error', '-of', 'json', '-show_entries'],
      'format_tags:stream_tags:stream=codec_type,codec_name',
      file,
    ]);
    return JSON.parse(stdout) as Probe;
  });
}

/** Every tag of the container and its streams, as `name=value` lines. */
export function allTags(report: Probe): string[] {
  return [report.format.tags ?? {}, ...report.streams.map((stream) => stream.tags ?? {})].flatMap(
    (tags) => Object.entries(tags).map(([name, value]) => `${name}=${value}`),
  );
}
