// The chat's photos in the site-assets bucket: the presigned POST a browser uploads one to (under its owner's pending
// prefix, which expires, with type and size conditions, within the per-user upload budgets), the check of a send's
// photos (the caller's own, an image by its content, at most 8 MB) with their metadata removed and the file rewritten
// to the key it is kept under before anything is kept or sent, the kept photos a later send shows the model again, the
// short-lived links their owner and admins read them by (lib/chat/photoLinks), and their erasure. Imported on first need.
import { createHmac, randomUUID } from 'node:crypto';
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { CHAT_PHOTO_LIMITS, CHAT_PHOTOS, pendingPhotoKey, photoKey, type ChatPhotoUpload, type ChatPhotoUploadRequest } from '../../contracts/chatPhotos';
import { bucket, s3 } from '../platform/assets';
import { imageProblem, rasterType } from '../platform/imageContent';
import { CHAT_PHOTO_UPLOAD_LIMITS } from '../platform/limits';
import { invalid, type DomainError } from '../platform/outcomes';
import { enforce } from '../platform/rateLimit';
import { MalformedPhoto, withoutMetadata, type PhotoKind } from './photoMetadata';

export { withPhotoLinks } from './photoLinks';

export const PHOTO_TYPES: Record<PhotoKind, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** Where a browser posts to the bucket: the local stand-in's address (path style), else the bucket's own S3 host. */
function uploadUrl(region: string): string {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  return endpoint ? `${endpoint.replace(/\/$/, '')}/${bucket()}` : `https://${bucket()}.s3.${region}.amazonaws.com/`;
}

/**
 * A presigned POST for one photo (S3's browser upload, signed with Signature Version 4 by the function's own
 * credentials): the policy allows exactly this key (a pending one, until a send takes it), this type and a size up to
 * the maximum, for a few minutes.
 */
export async function photoUpload(sub: string, request: ChatPhotoUploadRequest, now = new Date()): Promise<ChatPhotoUpload> {
  await enforce('chat-photos-hour', sub, CHAT_PHOTO_UPLOAD_LIMITS.hour);
  await enforce('chat-photos-day', sub, CHAT_PHOTO_UPLOAD_LIMITS.day);
  const photoId = randomUUID();
  const [credentials, region] = await Promise.all([s3.config.credentials(), s3.config.region()]);
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const fields: Record<string, string> = {
    key: pendingPhotoKey(sub, photoId),
    'Content-Type': request.contentType,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${day}/${region}/s3/aws4_request`,
    'X-Amz-Date': amzDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: new Date(now.getTime() + CHAT_PHOTO_LIMITS.uploadSeconds * 1000).toISOString(),
    conditions: [{ bucket: bucket() }, ...Object.entries(fields).map(([name, value]) => ({ [name]: value })), ['content-length-range', 1, CHAT_PHOTO_LIMITS.maxBytes]],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signingKey = ['s3', 'aws4_request'].reduce((key, part) => hmac(key, part), hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region));
  return { photoId, upload: { url: uploadUrl(region), fields: { ...fields, Policy: encoded, 'X-Amz-Signature': hmac(signingKey, encoded).toString('hex') } } };
}

/** A send's photo, checked and without its metadata: what the model is shown. */
export interface CheckedPhoto {
  id: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A send's photo that cannot be used: a 400 with the photos' own message (the send's body is fine; a photo it names is not). */
const badPhoto = (message: string) => invalid(message, { photoIds: message });

/** The file under `key` with its stored type, or undefined when there is none. */
async function readObject(key: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return { bytes: await res.Body!.transformToByteArray(), contentType: res.ContentType ?? '' };
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

/**
 * The caller's photo by that id and the key it was read from: the upload waiting for this send, else (a send run again
 * after it was taken) the kept file; undefined when the caller has neither.
 */
async function readPhoto(sub: string, id: string): Promise<{ key: string; bytes: Uint8Array } | undefined> {
  for (const key of [pendingPhotoKey(sub, id), photoKey(sub, id)]) {
    const file = await readObject(key);
    if (file) return { key, bytes: file.bytes };
  }
  return undefined;
}

async function removeFile(key: string): Promise<void> {
  await s3.send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: [{ Key: key }], Quiet: true } }));
}

/** A refused file is removed, so a bad upload leaves nothing stored. */
async function refuse(key: string, error: DomainError): Promise<never> {
  await removeFile(key);
  throw error;
}

/**
 * One photo: the caller's, an image by its content (JPEG, PNG or WebP, whole), at most the maximum; rewritten without
 * metadata to the key it is kept under, and its upload removed from the pending prefix.
 */
async function checkPhoto(sub: string, id: string): Promise<CheckedPhoto> {
  const found = await readPhoto(sub, id);
  if (!found) throw badPhoto(CHAT_PHOTOS.notFound);
  const { key, bytes } = found;
  if (bytes.length > CHAT_PHOTO_LIMITS.maxBytes) return refuse(key, badPhoto(CHAT_PHOTOS.tooLarge));
  const kind = rasterType(bytes);
  const badType = badPhoto(CHAT_PHOTOS.invalidType);
  if (kind !== 'jpg' && kind !== 'png' && kind !== 'webp') return refuse(key, badType);
  if (imageProblem(bytes, kind)) return refuse(key, badType);
  let clean: Uint8Array;
  try {
    clean = withoutMetadata(bytes, kind);
  } catch (error) {
    if (error instanceof MalformedPhoto) return refuse(key, badType);
    throw error;
  }
  const contentType = PHOTO_TYPES[kind];
  const kept = photoKey(sub, id);
  await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: kept, Body: clean, ContentType: contentType, CacheControl: 'private, max-age=600' }));
  if (key !== kept) await removeFile(key);
  return { id, contentType, bytes: clean };
}

/**
 * A send's photos, each checked and rewritten without its metadata (a photo checked before is the same again); the
 * first that fails refuses the send with its message, before anything of the send is saved or sent.
 */
export async function checkPhotos(sub: string, photoIds: readonly string[]): Promise<CheckedPhoto[]> {
  const checked: CheckedPhoto[] = [];
  for (const id of photoIds) checked.push(await checkPhoto(sub, id));
  return checked;
}

/**
 * Photos sent before, as kept (checked and without metadata when they were sent): what a later send in their thread
 * shows the model again. A photo no longer there (its thread being erased meanwhile) is left out.
 */
export async function keptPhotos(sub: string, photoIds: readonly string[]): Promise<CheckedPhoto[]> {
  const files = await Promise.all(
    photoIds.map(async (id) => {
      const res = await readObject(photoKey(sub, id));
      return res && { id, contentType: res.contentType, bytes: res.bytes };
    }),
  );
  return files.filter((file) => file !== undefined);
}

/** Erase the photos of one thread (by their ids). */
export async function deletePhotos(sub: string, photoIds: readonly string[]): Promise<void> {
  for (let at = 0; at < photoIds.length; at += 1000) {
    const Objects = photoIds.slice(at, at + 1000).map((id) => ({ Key: photoKey(sub, id) }));
    const res = await s3.send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects, Quiet: true } }));
    if (res.Errors?.length) throw new Error(`${res.Errors.length} photo(s) could not be deleted: ${res.Errors[0]!.Code}`);
  }
}
