// An uploaded file as a JSON body (the favicon, a case study's image): its name, the type the browser claims and its
// content in base64, with the sizes that follow from the file's maximum. The server tells the file by its content.
import * as z from 'zod/mini';
import { oneLine } from './text';
import './zod';

/** Base64 characters for `bytes` bytes (four for every three). */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** The largest JSON body of an upload of at most `bytes`: the base64 with room for the other fields. */
export const uploadBodyBytes = (bytes: number) => base64Length(bytes) + 4096;

/** The messages of an upload's fields, each in its feature's words. */
export interface UploadMessages {
  /** The claimed type is not an image's. */
  invalidType: string;
  /** No content. */
  noFile: string;
  /** More than the maximum. */
  tooLarge: string;
  /** The content is not base64. */
  notAnImage: string;
}

/**
 * The body of an image upload of at most `maxBytes`: { fileName, contentType, data }. The data is bounded by the body's
 * size; the file's own size is checked once decoded (413 with `tooLarge`), with its type by its first bytes.
 */
export function imageUploadSchema(maxBytes: number, m: UploadMessages) {
  return z.strictObject({
    fileName: z.string().check(z.trim(), z.maxLength(255), oneLine(), z.regex(/^[^/\\]*$/)),
    contentType: z.string({ message: m.invalidType }).check(z.maxLength(100), oneLine(m.invalidType), z.regex(/^image\//, { message: m.invalidType })),
    data: z
      .string({ message: m.noFile })
      .check(z.minLength(1, { message: m.noFile }), z.maxLength(uploadBodyBytes(maxBytes), { message: m.tooLarge }), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: m.notAnImage })),
  });
}
export type ImageUpload = z.output<ReturnType<typeof imageUploadSchema>>;
