/** One picture of an icon file: its PNG bytes and the square size it was drawn at. */
export interface IcoImage {
  size: number;
  png: Buffer;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An .ico file holding PNG pictures, which every browser that asks for /favicon.ico reads.
 * Layout: a 6-byte header (reserved, type 1 = icon, count), one 16-byte entry per picture
 * (width and height, 0 meaning 256; no palette; 1 plane; 32 bits per pixel; byte length and
 * offset), then the pictures.
 */
export function encodeIco(images: readonly IcoImage[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    if (image.size < 1 || image.size > 256) throw new RangeError(`icon size ${image.size}`);
    const at = HEADER_BYTES + ENTRY_BYTES * index;
    header.writeUInt8(image.size % 256, at);
    header.writeUInt8(image.size % 256, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(image.png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += image.png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}
