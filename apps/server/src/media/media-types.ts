/**
 * The only files served as media, by extension. Anything else (SVG, HTML, scripts) is never
 * served from /media, whatever was stored, so a stored file cannot run in the product's origin.
 */
const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** The content type of a media key, or null when such a file is not served. */
export function mediaContentType(key: string): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase();
  return (extension && MEDIA_TYPES[extension]) || null;
}

/** The URL path at which a stored media object is served. */
export function mediaUrlPath(key: string): string {
  return `/media/${key}`;
}
