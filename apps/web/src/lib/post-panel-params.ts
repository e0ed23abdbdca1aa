/** The address keys of the gallery and metadata dialogs (their value is the post id). */
export const GALLERY_PARAM = 'gallery';
export const METADATA_PARAM = 'metadata';

/** The media slider's position of one post: `{postId}-media`. */
export const mediaParam = (postId: number) => `${postId}-media`;

const isPanelKey = (key: string) =>
  key === GALLERY_PARAM || key === METADATA_PARAM || /^\d+-media$/.test(key);

/**
 * The query without the post panel's own keys (dialogs and slider positions), which only mean
 * something while that panel is open.
 */
export function withoutPostPanelParams(search: string | URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...new Set(next.keys())]) if (isPanelKey(key)) next.delete(key);
  return next;
}
