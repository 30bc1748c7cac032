// Deleting the site-assets bucket's files under a prefix (a deleted account's data exports). Imported on first need.
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { bucket, s3 } from './assets';

/** Delete every file whose key starts with `prefix`, a page of names (up to 1,000) at a time; answers how many. */
export async function deleteFilesUnder(prefix: string): Promise<number> {
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken }));
    const Objects = (page.Contents ?? []).map(({ Key }) => ({ Key }));
    if (Objects.length) {
      const res = await s3.send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects, Quiet: true } }));
      if (res.Errors?.length) throw new Error(`${res.Errors.length} file(s) under ${prefix} could not be deleted: ${res.Errors[0]!.Code}`);
      deleted += Objects.length;
    }
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return deleted;
}
