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
