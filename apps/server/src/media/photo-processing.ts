import sharp, { type Sharp } from 'sharp';

/** The longest side of the photo as served, and of its thumbnail. */
export const DISPLAY_SIZE = 2048;
export const THUMBNAIL_SIZE = 400;

export interface ProcessedPhoto {
  display: Buffer;
  thumbnail: Buffer;
  /** Of the display image, upright. */
  width: number;
  height: number;
}

/** Why a photo was refused: it decodes to too many pixels, or it cannot be fully decoded. */
export class PhotoRejected extends Error {
  constructor(
    readonly reason: 'too-many-pixels' | 'unreadable' | 'mismatch',
    message: string,
  ) {
    super(message);
  }
}

// file-type's extension → the format sharp reports for the same file.
const SHARP_FORMAT: Record<string, string> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
};

/**
 * Decodes the whole photo and writes it anew as JPEG: turned upright by its orientation tag, at
 * most DISPLAY_SIZE pixels a side, plus a thumbnail. Nothing of the original's metadata (EXIF, GPS,
 * XMP, comments) is carried over, and bytes outside the image data (an appended page) are dropped.
 * The pixel limit is checked on the header, before any pixel is decoded, so a small file that
 * claims a huge image costs nothing; truncated or corrupt data fails the decode.
 */
export async function processPhoto(
  file: string,
  sniffedExtension: string,
  maxPixels: number,
): Promise<ProcessedPhoto> {
  const open = (): Sharp => sharp(file, { limitInputPixels: maxPixels, failOn: 'error' });
  try {
    const { format } = await open().metadata();
    if (format !== SHARP_FORMAT[sniffedExtension]) {
      throw new PhotoRejected(
        'mismatch',
        'The photo’s content does not match its type (it reads as another format)',
      );
    }
    const display = await open()
      .rotate()
      .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(display.data)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return {
      display: display.data,
      thumbnail,
      width: display.info.width,
      height: display.info.height,
    };
  } catch (error) {
    if (error instanceof PhotoRejected) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      throw new PhotoRejected(
        'too-many-pixels',
        `The photo has more than ${maxPixels.toLocaleString('en-US')} pixels`,
      );
    }
    throw new PhotoRejected(
      'unreadable',
      'The photo could not be read: it is damaged or incomplete',
    );
  }
}
