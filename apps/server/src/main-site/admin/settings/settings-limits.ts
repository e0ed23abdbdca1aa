/** The longest first or last name, in characters. */
export const NAME_MAX_LENGTH = 100;

/** The largest avatar upload; a photo for a 256-pixel square needs no more. */
export const AVATAR_MAX_MEGABYTES = 5;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MEGABYTES * 1024 * 1024;

/** The side of the stored square avatar, in pixels (shown at up to 128 CSS pixels, 2x screens). */
export const AVATAR_SIZE = 256;

/** Where uploaded avatars are stored: keys under it are this page's own, removed when replaced. */
export const AVATAR_KEY_PREFIX = 'avatars/';
