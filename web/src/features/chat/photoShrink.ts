// The browser's shrink of a chat photo before it is uploaded: decoded (turned upright by its orientation), drawn at
// most 1,600 px on its long side on a white ground, and encoded again as JPEG, which leaves its EXIF and GPS data behind.
import { CHAT_PHOTO_LIMITS } from '@contracts/chatPhotos';
import { PHOTO_SHRINK } from './constants';

/** The size a photo of `width` x `height` is drawn at: its long side at most `maxSide`, its proportions kept, never enlarged. */
export function shrunkSize(width: number, height: number, maxSide: number = CHAT_PHOTO_LIMITS.longSidePx): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The browser could not decode the file as an image (a HEIC where the browser has no decoder, a damaged file). */
export class PhotoUnreadable extends Error {
  constructor(cause: unknown) {
    super('The photo could not be decoded', { cause });
    this.name = 'PhotoUnreadable';
  }
}

/** The photo shrunk and re-encoded as JPEG (without metadata). Throws PhotoUnreadable when it cannot be decoded. */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new PhotoUnreadable(error);
  }
  try {
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoUnreadable(new Error('No 2D canvas'));
    // A transparent PNG's clear pixels would turn black in a JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, PHOTO_SHRINK.type, PHOTO_SHRINK.quality));
    if (!blob) throw new PhotoUnreadable(new Error('The canvas gave no JPEG'));
    return blob;
  } finally {
    bitmap.close();
  }
}
