import sharp from 'sharp';
import { PHOTO_WIDTHS, type PhotoWidth } from '@sam/contracts';

/** Decompression bombs: refuse images over 50 megapixels before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface PhotoVariants {
  /** WebP bytes per width. */
  files: Map<PhotoWidth, Buffer>;
  /** Pixel size of the largest variant. */
  width: number;
  height: number;
}

/**
 * The web sizes of a photo: turned upright from its EXIF orientation, scaled down (never up)
 * to each width, re-encoded as WebP. sharp writes no metadata unless asked: EXIF (GPS position,
 * camera) never reaches the stored files. Throws when the bytes are not a decodable image.
 */
export async function makePhotoVariants(bytes: Buffer): Promise<PhotoVariants> {
  const files = new Map<PhotoWidth, Buffer>();
  let width = 0;
  let height = 0;
  for (const target of PHOTO_WIDTHS) {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    files.set(target, data);
    width = info.width;
    height = info.height;
  }
  return { files, width, height };
}
