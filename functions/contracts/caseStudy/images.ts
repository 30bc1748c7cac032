// The case study editor's image upload (document 2, 2.7): into the site-assets bucket, served from our own origin.
import { CASE_STUDY_ADMIN as M } from '../messages';
import { imageUploadSchema, uploadBodyBytes, type ImageUpload } from '../upload';
import { lazily } from '../zod';

/** Where uploaded images are kept in the site-assets bucket, and the path they are served from ('/public/case-studies/...'). */
export const CASE_STUDY_IMAGE_PREFIX = 'public/case-studies/';
export const CASE_STUDY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The upload's JSON body at most. */
export const CASE_STUDY_IMAGE_MAX_BODY_BYTES = uploadBodyBytes(CASE_STUDY_IMAGE_MAX_BYTES);

export type CaseStudyImageType = 'png' | 'jpg' | 'gif' | 'webp';
export const CASE_STUDY_IMAGE_TYPES: Record<CaseStudyImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** PUT /api/admin/case-study-images: `contentType` is what the browser claims; the server reads the content. */
export const caseStudyImageUploadSchema = lazily(() => imageUploadSchema(CASE_STUDY_IMAGE_MAX_BYTES, {
  invalidType: M.imageInvalidType,
  noFile: M.imageNoFile,
  tooLarge: M.imageTooLarge,
  notAnImage: M.imageNotAnImage,
}));
export type CaseStudyImageUpload = ImageUpload;

/** The upload's answer: the image's URL on our origin ('/public/case-studies/<id>.png'). */
export interface CaseStudyImageReply {
  url: string;
}

/** The browser's own check before upload: a file, whose type names an image, within the size. */
export function caseStudyImageProblem(file: { type: string; size: number } | null | undefined): string | undefined {
  if (!file) return M.imageNoFile;
  if (!file.type.startsWith('image/')) return M.imageInvalidType;
  if (file.size > CASE_STUDY_IMAGE_MAX_BYTES) return M.imageTooLarge;
  return undefined;
}
