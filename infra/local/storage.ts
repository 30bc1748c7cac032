// The embedded S3 (s3rver) with the site-assets bucket, files under the data folder, behind S3's own door: every
// request must carry a Signature Version 4 signature (an Authorization header or a presigned URL's query) made with the
// local secret key over this very request (method, path, query, signed headers), and a presigned URL is refused once
// expired. Like the private bucket on AWS, nothing is served to an anonymous caller (the local server reads /public/
// with a signature, as CloudFront's origin access control does). s3rver itself checks no V4 signature, so it never
// listens on a port of its own: only requests that pass here reach it.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import S3rver from 's3rver';
import { LOCAL } from './settings';

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

function refuse(res: ServerResponse, refusal: S3Refusal): void {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  res.writeHead(refusal.status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escape(refusal.message)}</Message></Error>`);
}

export async function startStorage(port: number, directory: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const s3 = new S3rver({ directory, silent: true, configureBuckets: [{ name: LOCAL.assetsBucket }] });
  await s3.configureBuckets();
  const handle = s3.callback();
  const server = createServer((req, res) => {
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
