// The site-assets bucket (S3; locally the s3rver stand-in) and its client, and the files the site serves under its own
// origin at /public/* (CloudFront on AWS, the local server locally). The data export's private files are
// lib/users/exportFiles', deletion by prefix lib/platform/assetDeletion's: each imported on first need, so the S3 client is not loaded at
// a cold start and a function's code holds only the S3 calls it makes.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sdkClient } from './sdkClients';

// Locally the stand-in answers on one host, so bucket names go in the path.
export const s3 = sdkClient(new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) }));

export function bucket(): string {
  const name = process.env.ASSETS_BUCKET;
  if (!name) throw new Error('ASSETS_BUCKET is not set');
  return name;
}

/** Store a file under `key` with the type the server determined; its name is new each time, so it is cached for good. */
export async function putAsset(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
  );
}
