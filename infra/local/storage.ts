// The embedded S3 (s3rver) with the site-assets bucket, files under the data folder, behind S3's own door: every
// request must carry a Signature Version 4 signature (an Authorization header or a presigned URL's query) made with the
// local secret key over this very request (method, path, query, signed headers), and a presigned URL is refused once
// expired. Like the private bucket on AWS, nothing is served to an anonymous caller (the local server reads /public/
// with a signature, as CloudFront's origin access control does). A browser's upload by presigned POST (a form with a
// policy) is held to its policy as S3 holds it: signed with the local key, not expired, every condition met (the key,
// the type, the size's range), no field the policy does not name. The bucket answers browsers' cross-origin POSTs and
// GETs as the AWS bucket's CORS rule does. s3rver itself checks no V4 signature and no policy, so it never listens on a
// port of its own: only requests that pass here reach it.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { LOCAL } from './settings';
import { listenOnLoopback } from './loopback';

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3's longest presigned URL: seven days. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;
/** How far a header-signed request's time may be from the server's. */
const MAX_SKEW_MS = 15 * 60 * 1000;

/** An S3 error answer: its status, code and message, as S3 writes them. */
export class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** RFC 3986 encoding, as SigV4 canonicalizes query names and values. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The query's parameters as sent (names and values decoded), in order. */
function queryParams(rawQuery: string): Array<[string, string]> {
  if (!rawQuery) return [];
  return rawQuery.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      return [decodeURIComponent(name), decodeURIComponent(value)];
    } catch {
      throw new S3Refusal(400, 'InvalidArgument', 'The query string is not validly encoded.');
    }
  });
}

/** The time of an ISO 8601 basic timestamp (20261127T154000Z), or NaN. */
function parseAmzDate(text: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  return match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!) : NaN;
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

interface Signed {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
}

/** The signature's parts from the Authorization header (AWS4-HMAC-SHA256 Credential=..., SignedHeaders=..., Signature=...). */
function fromHeader(req: IncomingMessage): Signed {
  const authorization = String(req.headers.authorization);
  if (!authorization.startsWith(`${ALGORITHM} `)) {
    throw new S3Refusal(400, 'InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');
  }
  const parts = new Map(
    authorization
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      }),
  );
  const [credential, signedHeaders, signature] = ['Credential', 'SignedHeaders', 'Signature'].map((name) => parts.get(name));
  const amzDate = req.headers['x-amz-date'];
  const payloadHash = req.headers['x-amz-content-sha256'];
  if (!credential || !signedHeaders || !signature) {
    throw new S3Refusal(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed; it requires Credential, SignedHeaders and Signature.');
  }
  if (typeof amzDate !== 'string') throw new S3Refusal(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (typeof payloadHash !== 'string') throw new S3Refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  const skew = Math.abs(Date.now() - parseAmzDate(amzDate));
  if (!(skew <= MAX_SKEW_MS)) throw new S3Refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  return { credential, signedHeaders, signature, amzDate, payloadHash };
}

/** The signature's parts from a presigned URL's query; refused once the URL has expired. */
function fromQuery(params: Map<string, string>): Signed {
  const [credential, signedHeaders, signature, amzDate, expires] = ['X-Amz-Credential', 'X-Amz-SignedHeaders', 'X-Amz-Signature', 'X-Amz-Date', 'X-Amz-Expires'].map((name) =>
    params.get(name),
  );
  if (params.get('X-Amz-Algorithm') !== ALGORITHM) throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  if (!credential || !signedHeaders || !signature || !amzDate || !expires) {
    throw new S3Refusal(
      400,
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  const signedAt = parseAmzDate(amzDate);
  if (Number.isNaN(signedAt)) throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"');
  const seconds = /^\d+$/.test(expires) ? Number(expires) : NaN;
  if (!(seconds >= 1 && seconds <= MAX_EXPIRES_SECONDS)) {
    throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800 seconds.');
  }
  if (Date.now() > signedAt + seconds * 1000) throw new S3Refusal(403, 'AccessDenied', 'Request has expired');
  return { credential, signedHeaders, signature, amzDate, payloadHash: params.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD' };
}

/**
 * Check the request's SigV4 signature as S3 does; throws an S3Refusal when it is missing, expired, made with another
 * key or scope, or made over another request (another key of the bucket, another method, a changed query or header).
 */
export function verifyS3Request(req: IncomingMessage): void {
  const raw = req.url ?? '/';
  const queryAt = raw.indexOf('?');
  const path = queryAt < 0 ? raw : raw.slice(0, queryAt);
  const params = queryParams(queryAt < 0 ? '' : raw.slice(queryAt + 1));
  const byName = new Map(params);
  const headerSigned = req.headers.authorization !== undefined;
  if (!headerSigned && !byName.has('X-Amz-Algorithm')) throw new S3Refusal(403, 'AccessDenied', 'Access Denied');
  const signed = headerSigned ? fromHeader(req) : fromQuery(byName);

  const [accessKeyId, day, region, service, terminator, ...rest] = signed.credential.split('/');
  if (accessKeyId !== LOCAL.accessKeyId) throw new S3Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (rest.length || day !== signed.amzDate.slice(0, 8) || region !== LOCAL.region || service !== 's3' || terminator !== 'aws4_request') {
    throw new S3Refusal(400, 'AuthorizationHeaderMalformed', `The credential's scope is wrong; expecting '${LOCAL.region}' and service 's3'.`);
  }
  const headerNames = signed.signedHeaders.split(';');
  if (!headerNames.includes('host')) throw new S3Refusal(400, 'AuthorizationHeaderMalformed', 'The signed headers must include host.');

  const canonicalQuery = params
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = headerNames.map((name) => {
    const value = req.headers[name];
    if (value === undefined) throw new S3Refusal(403, 'SignatureDoesNotMatch', `The signed header ${name} is missing.`);
    return `${name}:${String(value).trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalRequest = [req.method ?? 'GET', path, canonicalQuery, canonicalHeaders.join(''), signed.signedHeaders, signed.payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, signed.amzDate, scope, createHash('sha256').update(canonicalRequest, 'utf8').digest('hex')].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce((key, part) => hmac(key, part), hmac(hmac(`AWS4${LOCAL.secretAccessKey}`, day), region));
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const provided = Buffer.from(signed.signature);
  if (expected.length !== provided.length || !timingSafeEqual(expected, provided)) {
    throw new S3Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
}

/** The largest form this door reads at all (S3 itself takes up to 5 GB; a policy's own range is checked below). */
const MAX_FORM_BYTES = 32 * 1024 * 1024;

/** A browser's upload: a POST to the bucket's own path, with a form and no signature of the request itself. */
function isPostUpload(req: IncomingMessage): boolean {
  return req.method === 'POST' && !(req.url ?? '').includes('?') && req.headers.authorization === undefined && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
}

interface UploadForm {
  /** The fields before the file, by their names in lower case (S3 reads field names so; it ignores those after the file). */
  fields: Map<string, string>;
  file: Buffer | undefined;
}

/** The multipart form's fields up to its `file`, and the file's bytes. */
export function parseUploadForm(body: Buffer, contentType: string): UploadForm {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) throw new S3Refusal(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const fields = new Map<string, string>();
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const partStart = at + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, partStart);
    if (next < 0) break;
    const part = body.subarray(partStart + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) throw new S3Refusal(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    const content = part.subarray(headerEnd + 4);
    if (name?.toLowerCase() === 'file') return { fields, file: Buffer.from(content) };
    if (name) fields.set(name.toLowerCase(), content.toString('utf8'));
    at = next;
  }
  return { fields, file: undefined };
}

type PolicyCondition = Record<string, string> | [string, ...unknown[]];

/** Field names a policy need not name (S3's list). */
const UNCONDITIONED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * Hold a presigned POST to S3's rules: its signature (SigV4 over the policy, with the local key and scope), the
 * policy's expiry, each of its conditions against the form (exact, starts-with, the content's length range), and no
 * field the policy leaves out. Throws the S3Refusal S3 answers.
 */
export function verifyPostUpload(bucketName: string, form: UploadForm, now = Date.now()): void {
  const field = (name: string) => form.fields.get(name.toLowerCase());
  const encoded = field('policy');
  if (!encoded) throw new S3Refusal(403, 'AccessDenied', 'Bucket POST must contain a field named Policy.');
  if (field('x-amz-algorithm') !== ALGORITHM) throw new S3Refusal(400, 'InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');
  const credential = field('x-amz-credential') ?? '';
  const amzDate = field('x-amz-date') ?? '';
  const [accessKeyId, day, region, service, terminator, ...rest] = credential.split('/');
  if (accessKeyId !== LOCAL.accessKeyId) throw new S3Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (rest.length || day !== amzDate.slice(0, 8) || region !== LOCAL.region || service !== 's3' || terminator !== 'aws4_request') {
    throw new S3Refusal(400, 'AuthorizationHeaderMalformed', `The credential's scope is wrong; expecting '${LOCAL.region}' and service 's3'.`);
  }
  const signingKey = ['s3', 'aws4_request'].reduce((key, part) => hmac(key, part), hmac(hmac(`AWS4${LOCAL.secretAccessKey}`, day), region));
  const expected = Buffer.from(hmac(signingKey, encoded).toString('hex'));
  const provided = Buffer.from(field('x-amz-signature') ?? '');
  if (expected.length !== provided.length || !timingSafeEqual(expected, provided)) {
    throw new S3Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  let policy: { expiration?: string; conditions?: PolicyCondition[] };
  try {
    policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as typeof policy;
  } catch {
    throw new S3Refusal(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  if (!(Date.parse(policy.expiration ?? '') > now)) throw new S3Refusal(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  const failed = (condition: unknown) => new S3Refusal(403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  const valueOf = (name: string) => (name.toLowerCase() === 'bucket' ? bucketName : field(name));
  const named = new Set<string>();
  for (const condition of policy.conditions ?? []) {
    if (!Array.isArray(condition)) {
      for (const [name, value] of Object.entries(condition)) {
        named.add(name.toLowerCase());
        if (valueOf(name) !== value) throw failed(condition);
      }
      continue;
    }
    const [operator, subject, value] = condition;
    if (operator === 'content-length-range') {
      const size = form.file?.length ?? 0;
      if (size > Number(value)) throw new S3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      if (size < Number(subject)) throw new S3Refusal(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
      continue;
    }
    const name = String(subject).replace(/^\$/, '');
    named.add(name.toLowerCase());
    const actual = valueOf(name) ?? '';
    if (operator === 'eq' ? actual !== value : operator === 'starts-with' ? !actual.startsWith(String(value)) : true) throw failed(condition);
  }
  const extra = [...form.fields.keys()].filter((name) => !UNCONDITIONED_FIELDS.has(name) && !name.startsWith('x-ignore-') && name !== 'bucket' && !named.has(name));
  if (extra.length) throw new S3Refusal(403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  if (!form.file) throw new S3Refusal(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
}

/** The request's body, refused past the door's limit. */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_BYTES) throw new S3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new S3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A browser's upload: checked against its policy, then handed to s3rver as the request it was (its body read again). */
async function postUpload(req: IncomingMessage, res: ServerResponse, handle: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<void> {
  const body = await readBody(req);
  const bucketName = decodeURIComponent((req.url ?? '/').split('/')[1] ?? '');
  verifyPostUpload(bucketName, parseUploadForm(body, req.headers['content-type'] ?? ''));
  const replay = Object.assign(Readable.from([body]), { method: req.method, url: req.url, headers: req.headers, httpVersion: req.httpVersion, socket: req.socket, connection: req.socket });
  await handle(replay as unknown as IncomingMessage, res);
}

/**
 * The bucket's CORS rule: a browser may POST an upload to it and GET a signed link, from any origin (the local site's
 * port is chosen as it starts; on AWS only the site's own origins may POST, infra/aws/web.ts).
 */
const CORS_CONFIGURATION = Buffer.from(
  '<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>',
);

function refuse(res: ServerResponse, refusal: S3Refusal): void {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  res.writeHead(refusal.status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escape(refusal.message)}</Message></Error>`);
}

export async function startStorage(port: number, directory: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const s3 = new S3rver({ directory, silent: true, configureBuckets: [{ name: LOCAL.assetsBucket, configs: [CORS_CONFIGURATION] }] });
  await s3.configureBuckets();
  const handle = s3.callback();
  const server = createServer((req, res) => {
    // A browser's preflight carries no signature, on S3 as here: the bucket's CORS rule answers it.
    if (req.method === 'OPTIONS') return void handle(req, res);
    if (isPostUpload(req)) {
      postUpload(req, res, handle).catch((error: unknown) => {
        req.resume();
        if (error instanceof S3Refusal) return refuse(res, error);
        console.error('[storage]', error);
        refuse(res, new S3Refusal(500, 'InternalError', 'We encountered an internal error. Please try again.'));
      });
      return;
    }
    try {
      verifyS3Request(req);
    } catch (error) {
      // The body is not wanted: read and dropped, so the client gets the answer rather than a reset.
      req.resume();
      if (error instanceof S3Refusal) return refuse(res, error);
      console.error('[storage]', error);
      return refuse(res, new S3Refusal(500, 'InternalError', 'We encountered an internal error. Please try again.'));
    }
    void handle(req, res);
  });
  return listenOnLoopback(server, port);
}
