/**
 * ffmpeg reads an uploaded video with the demuxer of its sniffed type, never one ffmpeg guesses
 * (a playlist or image-sequence demuxer could reach other files).
 */
export const VIDEO_DEMUXERS: Record<string, string> = {
  mp4: 'mov',
  m4v: 'mov',
  mov: 'mov',
  webm: 'matroska',
};

/**
 * ffmpeg's arguments up to and including its input: no prompt, errors only, and the input read
 * with the demuxer named, never one guessed.
 */
export const ffmpegInput = (demuxer: string, file: string): string[] => [
  '-nostdin',
  '-v',
  'error',
  '-f',
  demuxer,
  '-i',
  file,
];
