/** A width and a height in CSS pixels: an element's, a window's or a map's. */
export interface PixelSize {
  width: number;
  height: number;
}
