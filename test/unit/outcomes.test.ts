// Domain failures at the HTTP edge: domain code throws a DomainError (a kind, the spec's message, its fields) and the
// edge alone answers it, with the status, code and body each of these failures had when domain code threw HttpError.
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { ADMIN_SETTINGS, CASE_STUDY_ADMIN, CHAT, CONTACT, GENERIC, LEAD } from '../../functions/contracts/messages';
import { reply, route } from '../../functions/contracts/route';
import { tokenLimitReached } from '../../functions/lib/chat/tokens';
import { api, failureOf } from '../../functions/lib/platform/http';
import { conflict, DomainError, invalid, notFound } from '../../functions/lib/platform/outcomes';

const read = route('GET', API.threads, 'public', { reply: reply<{ ok: boolean }>() });
const event = {
  routeKey: `GET ${API.threads}`,
  rawPath: API.threads,
  headers: {},
  isBase64Encoded: false,
  requestContext: { http: { method: 'GET', path: API.threads, sourceIp: '203.0.113.1' } },
} as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

/** The edge's answer to a handler that throws `failure`. */
async function answerTo(failure: Error) {
  const handler = api([read], {
    'GET /api/threads': async () => {
      throw failure;
    },
  });
  const result = await handler(event, {} as Context);
  return { status: result.statusCode, body: JSON.parse(result.body) };
}

const slugTaken = CASE_STUDY_ADMIN.slugTaken('ants-in-the-kitchen');
/** Each failure the domains throw, and the answer it had as an HttpError: status, then the `error` body. */
const ANSWERS: Array<[string, Error, number, Record<string, unknown>]> = [
  ['an invalid thread id of a lead', invalid(LEAD.threadIdInvalid, { threadId: LEAD.threadIdInvalid }), 400, { code: 'BadRequest', message: LEAD.threadIdInvalid, fields: { threadId: LEAD.threadIdInvalid } }],
  ['no tokens left for a send', tokenLimitReached(), 402, { code: 'TokenLimitReached', message: CHAT.tokenLimitReached }],
  ['a thread that is not there', notFound(), 404, { code: 'NotFound', message: GENERIC.notFound }],
  ['a slug taken', conflict(slugTaken, { fields: { slug: slugTaken } }), 409, { code: 'Conflict', message: slugTaken, fields: { slug: slugTaken } }],
  ['a send still running', conflict(CHAT.operationInProgress, { code: 'OperationInProgress' }), 409, { code: 'OperationInProgress', message: CHAT.operationInProgress }],
  ['a favicon too large', new DomainError('too-large', ADMIN_SETTINGS.tooLarge, { fields: { file: ADMIN_SETTINGS.tooLarge } }), 413, { code: 'PayloadTooLarge', message: ADMIN_SETTINGS.tooLarge, fields: { file: ADMIN_SETTINGS.tooLarge } }],
  ['a file that is no image', new DomainError('unsupported-type', ADMIN_SETTINGS.notAnImage, { fields: { file: ADMIN_SETTINGS.invalidType } }), 415, { code: 'UnsupportedMediaType', message: ADMIN_SETTINGS.notAnImage, fields: { file: ADMIN_SETTINGS.invalidType } }],
  ['a contact e-mail not sent', new DomainError('upstream-failed', CONTACT.failed), 502, { code: 'BadGateway', message: CONTACT.failed }],
  ['a draft without its sections', new DomainError('upstream-failed', CASE_STUDY_ADMIN.invalidResponse, { code: 'InvalidResponse' }), 502, { code: 'InvalidResponse', message: CASE_STUDY_ADMIN.invalidResponse }],
  ['the consultant behind an open breaker', new DomainError('unavailable', CHAT.consultantUnavailable, { code: 'CircuitOpen' }), 503, { code: 'CircuitOpen', message: CHAT.consultantUnavailable }],
];

describe('domain failures at the HTTP edge', () => {
  for (const [what, failure, status, error] of ANSWERS) {
    it(`answers ${what} with ${status} ${error.code as string}, as before`, async () => {
      expect(await answerTo(failure)).toEqual({ status, body: { error } });
      // A streamed send that already began reports the same in its error event.
      expect(failureOf(failure, `GET ${API.threads}`)).toEqual({ status, error });
    });
  }
});
