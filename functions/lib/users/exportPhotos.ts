// A user's chat photos as their account export holds them: each stored file (already without its metadata) written
// into the export as a data URL, so the file the user downloads keeps their photos for good, needing no link that
// expires. Reads only (GetObject); imported on first need by the export.
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import type { ExportedPhoto } from '../../contracts/account';
import { photoKey } from '../../contracts/chatPhotoBasics';
import { bucket, s3 } from '../platform/assets';

/** One photo of the user's: its file as a data URL of its stored type, or null when it is gone (erased meanwhile). */
async function exportedPhoto(sub: string, id: string): Promise<ExportedPhoto> {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: photoKey(sub, id) }));
    const bytes = await res.Body!.transformToByteArray();
    return { id, dataUrl: `data:${res.ContentType};base64,${Buffer.from(bytes).toString('base64')}` };
  } catch (error) {
    if (error instanceof NoSuchKey) return { id, dataUrl: null };
    throw error;
  }
}

/** A message's photos (at most 3, read together): what the export writes in its `photos`. */
export function exportedPhotos(sub: string, photoIds: readonly string[]): Promise<ExportedPhoto[]> {
  return Promise.all(photoIds.map((id) => exportedPhoto(sub, id)));
}
