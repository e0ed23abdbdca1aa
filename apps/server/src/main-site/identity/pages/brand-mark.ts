/**
 * The Highwater mark, a rising arrow over water on the accent colour (DESIGN.md's deep water
 * blue): the pages' logo and the site's icon. The web app draws the same mark (ui/logo.tsx).
 */
const MARK_SHAPES =
  '<rect width="32" height="32" rx="7" fill="#0b4f71"/><path d="M4 19c3 0 3-2.5 6-2.5s3 2.5 6 2.5 3-2.5 6-2.5 3 2.5 6 2.5v4c-3 0-3-2.5-6-2.5s-3 2.5-6 2.5-3-2.5-6-2.5-3 2.5-6 2.5z" fill="#7cc4e8"/><path d="M16 5l5 8h-3v3h-4v-3h-3z" fill="#fff"/>';

/** The mark as an SVG element drawn at `size` pixels, hidden from assistive technology. */
export const brandMarkInline = (size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 32 32" aria-hidden="true" focusable="false">${MARK_SHAPES}</svg>`;

/** The mark as a standalone SVG document (the site icon). */
export const BRAND_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK_SHAPES}</svg>`;

/** The icon link every page's head carries. */
export const ICON_LINK = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
