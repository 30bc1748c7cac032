// The short-lived links a chat photo's owner and admins read it by: a module of its own (only GetObject), so the
// admin's Threads tab carries no other S3 command. Imported on first need.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ChatMessage } from '../../contracts/chat';
import { CHAT_PHOTO_LIMITS, photoKey } from '../../contracts/chatPhotos';
import { bucket, s3 } from '../platform/assets';

/** The messages with their photos' short-lived links (`photos`), in place of the ids they are stored with. */
export async function withPhotoLinks(sub: string, messages: readonly (ChatMessage & { photoIds?: string[] })[]): Promise<ChatMessage[]> {
  return Promise.all(
    messages.map(async ({ photoIds, ...message }) => {
      if (!photoIds?.length) return message;
      const photos = await Promise.all(
        photoIds.map(async (id) => ({
          id,
          url: await getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket(), Key: photoKey(sub, id) }), { expiresIn: CHAT_PHOTO_LIMITS.linkSeconds }),
        })),
      );
      return { ...message, photos };
    }),
  );
}
