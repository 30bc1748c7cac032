// The chat photos' pure rules: metadata removal from each type (the image data kept byte for byte), the contract's
// upload and photo-id rules with their messages, the offline consultant's answer to a question with photos, the model's
// photo instructions, and a photo's bound in the charge.
import { describe, expect, it } from 'vitest';
import { consultRequestSchema } from '../../functions/contracts/chat';
import { CHAT_PHOTOS, chatPhotoUploadSchema } from '../../functions/contracts/chatPhotos';
import { MalformedPhoto, withoutMetadata } from '../../functions/lib/chat/photoMetadata';
import { chargeFor, chargeRange, CHARGE_RANGE, PHOTO_TOKENS } from '../../functions/lib/consultant/consultant';
import { offlineConsultant, PHOTO_NOTE } from '../../functions/lib/consultant/offline';
import { PHOTO_RULE, systemPrompt } from '../../functions/lib/consultant/systemPrompt';
import { imageProblem } from '../../functions/lib/platform/imageContent';
import { jpeg, jpegSegment, png, webp } from '../support/images';
import { holdsMetadata, jpegWithGps, pngWithText, webpWithExif } from '../support/photos';

const id = (n: number) => `3f1e2a4b-1111-4222-8333-44445555666${n}`;

describe('a photo without its metadata', () => {
  it('a JPEG loses its EXIF with GPS, XMP, IPTC and comment; its image segments stay as they were', () => {
    const photo = jpegWithGps();
    expect(holdsMetadata(photo)).toBe(true);
    const clean = withoutMetadata(photo, 'jpg');
    expect(holdsMetadata(clean)).toBe(false);
    expect(Buffer.from(clean).equals(jpeg())).toBe(true);
    expect(imageProblem(clean, 'jpg')).toBeUndefined();
  });

  it('a JPEG keeps its ICC colour profile (APP2) and Adobe colour transform (APP14), and loses another APP2', () => {
    const segment = (marker: number, text: string) => jpegSegment(marker, Buffer.from(text, 'latin1'));
    const plain = jpeg();
    const icc = segment(0xe2, 'ICC_PROFILE\0\x01\x01profile');
    const adobe = segment(0xee, 'Adobe\0\x64\0\0\0\0\x01');
    const flashpix = segment(0xe2, 'FPXR\0secret-location');
    const photo = Buffer.concat([plain.subarray(0, 20), icc, adobe, flashpix, plain.subarray(20)]);
    const clean = Buffer.from(withoutMetadata(photo, 'jpg'));
    expect(clean.equals(Buffer.concat([plain.subarray(0, 20), icc, adobe, plain.subarray(20)]))).toBe(true);
  });

  it('a PNG loses eXIf, tEXt, iTXt and zTXt; its other chunks stay as they were', () => {
    const clean = withoutMetadata(pngWithText(), 'png');
    expect(holdsMetadata(clean)).toBe(false);
    expect(Buffer.from(clean).equals(png())).toBe(true);
  });

  it('a WebP loses its EXIF and XMP chunks and their VP8X flags; its length is the new one', () => {
    const photo = webpWithExif();
    expect(holdsMetadata(photo)).toBe(true);
    const clean = Buffer.from(withoutMetadata(photo, 'webp'));
    expect(holdsMetadata(clean)).toBe(false);
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
    expect(clean.subarray(12, 16).toString('latin1')).toBe('VP8X');
    expect(clean[20]! & 0x0c).toBe(0);
    expect(clean.subarray(30).equals(webp().subarray(12))).toBe(true);
    expect(imageProblem(clean, 'webp')).toBeUndefined();
  });

  it('a photo cut short is malformed', () => {
    const photo = jpegWithGps();
    expect(() => withoutMetadata(photo.subarray(0, 40), 'jpg')).toThrow(MalformedPhoto);
    expect(() => withoutMetadata(pngWithText().subarray(0, 60), 'png')).toThrow(MalformedPhoto);
  });
});

describe('the photo contract', () => {
  const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((i) => i.message);

  it('an upload names a JPEG, PNG or WebP of at most 8 MB', () => {
    expect(chatPhotoUploadSchema.safeParse({ contentType: 'image/jpeg', size: 8 * 1024 * 1024 }).success).toBe(true);
    expect(issues(chatPhotoUploadSchema.safeParse({ contentType: 'image/heic', size: 100 }))).toEqual([CHAT_PHOTOS.invalidType]);
    expect(issues(chatPhotoUploadSchema.safeParse({ contentType: 'image/png', size: 8 * 1024 * 1024 + 1 }))).toEqual([CHAT_PHOTOS.tooLarge]);
    expect(issues(chatPhotoUploadSchema.safeParse({ contentType: 'image/png', size: 0 }))).toEqual([CHAT_PHOTOS.sizeRequired]);
  });

  it('a send takes up to 3 distinct photo ids, and still needs its text', () => {
    const send = (photoIds: unknown, message = 'What is this bug?') => consultRequestSchema.safeParse({ message, operationId: 'op-12345678', photoIds });
    expect(send([id(1), id(2), id(3)]).success).toBe(true);
    expect(issues(send([id(1), id(2), id(3), id(4)]))).toEqual([CHAT_PHOTOS.tooMany]);
    expect(issues(send([id(1), id(1)]))).toEqual([CHAT_PHOTOS.repeated]);
    expect(issues(send(['../other-user/photo']))).toEqual([CHAT_PHOTOS.invalidId]);
    expect(issues(send([id(1)], '  '))).toEqual(['Please enter a message.']);
  });
});

describe('the consultant and photos', () => {
  it('offline, a question with photos is told identification needs the AI service and asked what tells pests apart', async () => {
    const answer = await offlineConsultant.consult({ message: 'What is this?', history: [], location: null, images: ['data:image/jpeg;base64,AAAA'] });
    expect(answer.text).toBe(PHOTO_NOTE);
    expect(answer.text.startsWith(CHAT_PHOTOS.offline)).toBe(true);
    for (const question of CHAT_PHOTOS.offlineQuestions) expect(answer.text).toContain(question);
  });

  it('offline, words that name a pest get the photo note and then the pest answer; danger keeps its safety answer first', async () => {
    const named = await offlineConsultant.consult({ message: 'Are these bed bugs in my mattress?', history: [], location: null, images: ['data:image/png;base64,AAAA'] });
    expect(named.text.startsWith(PHOTO_NOTE)).toBe(true);
    expect(named.text.length).toBeGreaterThan(PHOTO_NOTE.length + 100);
    expect(named.guideSlug).toBe('bed-bugs');

    const danger = await offlineConsultant.consult({ message: 'My toddler swallowed ant bait, what is this ant?', history: [], location: null, images: ['data:image/png;base64,AAAA'] });
    const plain = await offlineConsultant.consult({ message: 'My toddler swallowed ant bait, what is this ant?', history: [], location: null });
    expect(danger.triage).toBe(plain.triage);
    expect(danger.triage).not.toBe('none');
    expect(danger.text.indexOf(CHAT_PHOTOS.offline)).toBeGreaterThan(0);
    expect(plain.text.startsWith(danger.text.slice(0, danger.text.indexOf(CHAT_PHOTOS.offline)).trim())).toBe(true);
  });

  it('the model is told what to say of photos only when there are photos, after the safety rule', () => {
    expect(systemPrompt(undefined)).not.toContain(PHOTO_RULE);
    expect(systemPrompt(undefined, undefined, true)).toContain(`11. ${PHOTO_RULE}`);
    expect(systemPrompt(undefined, 'Call poison control now.', true)).toContain(`12. ${PHOTO_RULE}`);
  });

  it('a photo costs what the model reports, up to its bound per photo', () => {
    expect(chargeRange(0)).toEqual(CHARGE_RANGE);
    expect(chargeRange(2)).toEqual({ min: CHARGE_RANGE.min + 2 * PHOTO_TOKENS, max: CHARGE_RANGE.max + 2 * PHOTO_TOKENS });
    expect(chargeFor(2_600)).toBe(CHARGE_RANGE.max);
    expect(chargeFor(2_600, 1)).toBe(2_600);
    expect(chargeFor(9_000, 2)).toBe(CHARGE_RANGE.max + 2 * PHOTO_TOKENS);
    expect(chargeFor(100, 3)).toBe(CHARGE_RANGE.min);
  });
});
