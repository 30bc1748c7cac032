// The data export's private files in the site-assets bucket: written piece by piece, so that a file of any size needs only
// one part in memory, and handed over by a short-lived signed link. Imported on first need.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucket, s3 } from '../platform/assets';
import { logger } from '../platform/logger';

/** The size of each part of a large private file: S3's smallest part (all but the last must be at least 5 MiB). */
export const PART_BYTES = 5 * 1024 * 1024;

/** How a private file is served: its type and the download it starts (Content-Disposition). */
export interface PrivateFileHeaders {
  contentType: string;
  contentDisposition: string;
}

/**
 * Store the text `pieces` make as one private file under `key`: a single put when it is smaller than a part,
 * otherwise a multipart upload part by part (aborted if anything fails; the bucket's lifecycle rule removes what an
 * abort could not). At most about one part is held in memory. Answers the file's size in bytes.
 */
export async function putPrivateFile(key: string, pieces: AsyncIterable<string>, headers: PrivateFileHeaders): Promise<number> {
  const object = { Bucket: bucket(), Key: key, ContentType: headers.contentType, ContentDisposition: headers.contentDisposition, CacheControl: 'private, no-store' };
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;
  let size = 0;
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];
  const take = () => {
    const body = Buffer.concat(buffered, bufferedBytes);
    buffered = [];
    bufferedBytes = 0;
    return body;
  };
  // Every part carries its CRC32, named when the upload starts and listed when it completes, as S3 expects of an
  // upload whose parts have checksums (the SDK adds one to each part by default).
  const uploadPart = async (body: Buffer) => {
    uploadId ??= (await s3.send(new CreateMultipartUploadCommand({ ...object, ChecksumAlgorithm: 'CRC32' }))).UploadId;
    const PartNumber = parts.length + 1;
    const { ETag, ChecksumCRC32 } = await s3.send(
      new UploadPartCommand({ Bucket: object.Bucket, Key: key, UploadId: uploadId, PartNumber, Body: body, ChecksumAlgorithm: 'CRC32' }),
    );
    parts.push({ ETag, PartNumber, ChecksumCRC32 });
  };
  try {
    for await (const piece of pieces) {
      const bytes = Buffer.from(piece, 'utf8');
      buffered.push(bytes);
      bufferedBytes += bytes.length;
      size += bytes.length;
      if (bufferedBytes >= PART_BYTES) await uploadPart(take());
    }
    if (!uploadId) {
      await s3.send(new PutObjectCommand({ ...object, Body: take() }));
      return size;
    }
    if (bufferedBytes > 0) await uploadPart(take());
    await s3.send(new CompleteMultipartUploadCommand({ Bucket: object.Bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
    return size;
  } catch (error) {
    if (uploadId) {
      await s3
        .send(new AbortMultipartUploadCommand({ Bucket: object.Bucket, Key: key, UploadId: uploadId }))
        .catch((abortError: Error) => logger.warn('A failed upload could not be aborted; the lifecycle rule removes it', { key, error: abortError }));
    }
    throw error;
  }
}

/** A link that downloads the private file `key` for the next `seconds`, signed with the function's own rights. */
export function signedDownload(key: string, seconds: number): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: seconds });
}
