// The Markdown editor's image upload: the file checked by its content (PNG, JPEG, GIF or WebP, whatever the browser
// claims, with nothing after the image's own end: lib/platform/imageContent), at most 2 MB, stored in the site-assets bucket under public/case-studies/<uuid>.<ext> and served from the
// site's own origin, so a case study's images are ours.
import { randomUUID } from 'node:crypto';
import { CASE_STUDY_IMAGE_MAX_BYTES, CASE_STUDY_IMAGE_PREFIX, CASE_STUDY_IMAGE_TYPES, type CaseStudyImageReply, type CaseStudyImageType, type CaseStudyImageUpload } from '../../contracts/caseStudy/images';
import { CASE_STUDY_ADMIN } from '../../contracts/messages';
import { imageProblem, rasterType } from '../platform/imageContent';
import { DomainError } from '../platform/outcomes';

/** What the file is by its first bytes (the uploads' one rule, lib/platform/imageContent); undefined for any other. */
export const imageType: (bytes: Uint8Array) => CaseStudyImageType | undefined = rasterType;

export async function uploadCaseStudyImage(upload: CaseStudyImageUpload): Promise<CaseStudyImageReply> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > CASE_STUDY_IMAGE_MAX_BYTES) throw new DomainError('too-large', CASE_STUDY_ADMIN.imageTooLarge, { fields: { file: CASE_STUDY_ADMIN.imageTooLarge } });
  const type = imageType(bytes);
  if (!type) throw new DomainError('unsupported-type', CASE_STUDY_ADMIN.imageNotAnImage, { fields: { file: CASE_STUDY_ADMIN.imageInvalidType } });
  if (imageProblem(bytes, type)) throw new DomainError('unsupported-type', CASE_STUDY_ADMIN.imageNotWhole, { fields: { file: CASE_STUDY_ADMIN.imageNotWhole } });
  const key = `${CASE_STUDY_IMAGE_PREFIX}${randomUUID()}.${type}`;
  const { putAsset } = await import('../platform/assets');
  await putAsset(key, bytes, CASE_STUDY_IMAGE_TYPES[type]);
  return { url: `/${key}` };
}
