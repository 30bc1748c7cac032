// The Markdown editor's image upload against the embedded stack refuses a polyglot: an image of each type it takes
// (PNG, JPEG, GIF, WebP) with HTML after the image's own end, answered 415 in the error shape with the upload's message,
// and nothing stored. The whole images are taken.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { CASE_STUDY_ADMIN } from '../../functions/contracts/messages';
import { call } from '../support/http';
import { gif, HTML_TAIL, jpeg, png, webp } from '../support/images';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser(appUrl, { groups: ['admin'] });
});

const upload = (data: Buffer, fileName: string) =>
  call<any>(appUrl, 'PUT', API.adminCaseStudyImages, { token: admin.idToken, body: { fileName, contentType: 'image/png', data: data.toString('base64') } });

describe('the editor image upload', () => {
  it.each([
    ['png', png],
    ['jpg', jpeg],
    ['gif', gif],
    ['webp', webp],
  ] as const)('takes a whole %s and refuses one with HTML after its end', async (type, image) => {
    const whole = await upload(image(), `a.${type}`);
    expect(whole.status).toBe(201);
    expect(whole.body.url).toMatch(new RegExp(`^/public/case-studies/[0-9a-f-]{36}\\.${type}$`));
    const served = await fetch(`${appUrl}${whole.body.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(image())).toBe(true);

    const polyglot = await upload(Buffer.concat([image(), HTML_TAIL]), `b.${type}`);
    expect(polyglot.status).toBe(415);
    expect(polyglot.body.error).toEqual({ code: 'UnsupportedMediaType', message: CASE_STUDY_ADMIN.imageNotWhole, fields: { file: CASE_STUDY_ADMIN.imageNotWhole } });
  });
});
