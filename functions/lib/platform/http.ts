// The HTTP edge of every function: requests that skipped CloudFront refused (its origin secret), each public request's
// source within its budget, route dispatch, access checks and path, body and query validation from the function's
// routes (the catalogue's), the write guard (budget, live account), JSON body parsing with size and type limits, and the
// `{ error: { code, message, fields } }` shape for every failure (a throttled or unavailable AWS service, once the SDK's
// retries are spent, is a 503), and one request record per answer (lib/platform/requestMetrics). The same edge serves a
// streaming function (a function URL: the JWT verified here).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Writable } from 'node:stream';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { ApiErrorBody } from '../../contracts/api';
import { GENERIC, INPUT } from '../../contracts/messages';
import { UNRECORDED_ROUTES } from '../../contracts/monitoring';
import type { BodyOf, ParamsOf, QueryOf, ReplyOf, Route, RouteKey } from '../../contracts/route';
import { fieldErrors, firstIssue, type Schema } from '../../contracts/zod';
import type { AuditNote } from './audit';
import { callerOf, type Caller } from './caller';
import { logContext, logger } from './logger';
import { DomainError, type FailureKind } from './outcomes';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyResultV2 & { statusCode: number; body: string; headers: Record<string, string> };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the refusal carries (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A spent budget: 429 in the error shape, with how many seconds to wait at most before the budget is whole again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'TooManyRequests', message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** The header CloudFront adds to every request it sends the API, holding the origin secret (infra/aws/web.ts). */
export const ORIGIN_SECRET_HEADER = 'x-pestpilot-origin';
/** The API stage's variable holding the same secret, which the stage hands every function in its event (infra/aws/api.ts). */
export const ORIGIN_SECRET_STAGE_VARIABLE = 'originSecret';
/** The header CloudFront adds with the viewer's address and port (forwarded by the API's origin request policies). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, 'BadRequest', message, fields);
export const notFound = (message: string = GENERIC.notFound) => new HttpError(404, 'NotFound', message);
export const conflict = (message: string) => new HttpError(409, 'Conflict', message);

export interface Request<Body = unknown, Query = Record<string, string | undefined>, Params = Record<string, string | undefined>> {
  event: ApiEvent;
  /** Present on every non-public route (the route's access check ran before the handler). */
  caller: Caller | undefined;
  /** The body, parsed by the route's body schema when it names one. */
  body: Body;
  /** The query string, parsed by the route's query schema when it names one. */
  query: Query;
  /** The path parameters, parsed by the route's params schema (every route with path parameters names one). */
  params: Params;
}

export interface Reply<Body = unknown> {
  status?: number;
  body: Body;
  headers?: Record<string, string>;
  /** An admin write's note for its audit record (lib/platform/audit); false for a POST that only reads (an action such as getLeads). */
  audit?: AuditNote | false;
}

/** One handler per route of the function, keyed 'METHOD /path', each typed from its route's schemas and reply. */
export type Handlers<Routes extends readonly Route[]> = {
  [R in Routes[number] as RouteKey<R>]: (req: Request<BodyOf<R>, QueryOf<R>, ParamsOf<R>>) => Promise<Reply<ReplyOf<R>>>;
};

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** Each domain failure's status and code (platform/outcomes): the one place where a domain's kind becomes HTTP. */
const EDGE_FAILURES: Readonly<Record<FailureKind, readonly [status: number, code: string]>> = {
  invalid: [400, 'BadRequest'],
  'no-tokens': [402, 'TokenLimitReached'],
  'not-found': [404, 'NotFound'],
  conflict: [409, 'Conflict'],
  'too-large': [413, 'PayloadTooLarge'],
  'unsupported-type': [415, 'UnsupportedMediaType'],
  'upstream-failed': [502, 'BadGateway'],
  unavailable: [503, 'ServiceUnavailable'],
};

/** A domain failure as the edge answers it. */
export function httpErrorOf(failure: DomainError): HttpError {
  const [status, code] = EDGE_FAILURES[failure.kind];
  return new HttpError(status, failure.detail.code ?? code, failure.message, failure.detail.fields);
}

function errorResult(error: HttpError): ApiResult {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
  return json(error.status, body, error.headers);
}

/** Validate input against a contract schema; a failure is a 400 with the spec's message and the field errors. */
function parse<S extends Schema>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstIssue(result.error), fieldErrors(result.error));
  return result.data;
}

/** The caller of a route the catalogue marks as signed-in or admin. */
export function signedIn(req: Pick<Request, 'caller'>): Caller {
  if (!req.caller) throw new HttpError(401, 'Unauthorized', GENERIC.unauthorized);
  return req.caller;
}

function readBody(event: ApiEvent, maxBytes: number): unknown {
  if (!event.body) return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) throw new HttpError(413, 'PayloadTooLarge', GENERIC.tooLarge);
  const type = event.headers?.['content-type'] ?? '';
  if (!type.toLowerCase().includes('application/json')) throw new HttpError(415, 'UnsupportedMediaType', GENERIC.unsupportedMediaType);
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(INPUT.notAnObject, { _: INPUT.notAnObject });
  }
}

/** AWS errors that say "not now" (throttling, a service briefly down): what the SDK's own retries could not get past. */
const UNAVAILABLE = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
]);

function isUnavailable(error: unknown): boolean {
  const e = error as { name?: string; $retryable?: { throttling?: boolean } };
  return UNAVAILABLE.has(e?.name ?? '') || Boolean(e?.$retryable?.throttling);
}

/** What every signed-in write passes before its handler (lib/platform/writeGuard: the caller's budget, a live account). */
export type WriteGuard = (routeKey: string, caller: Caller) => Promise<void>;
/** What every admin write leaves once it succeeded (lib/platform/audit's writeAudit). */
export type AuditWriter = (caller: Caller, routeKey: string, note: AuditNote, body: unknown) => Promise<unknown>;

/** What a function's edge is given beside its routes and handlers. */
interface EdgeOptions {
  maxBodyBytes?: number;
  writeGuard?: WriteGuard;
  audit?: AuditWriter;
}

/** What `api()` and `streamingApi()` share: each request routed, checked and handed to its handler; a refusal is thrown. */
function edge<const Routes extends readonly Route[]>(routes: Routes, handlers: object, options: EdgeOptions) {
  const byKey = new Map<string, Route>(routes.map((r) => [`${r.method} ${r.path}`, r]));
  const handlerOf = handlers as Record<string, (req: Request<unknown, unknown, unknown>) => Promise<Reply>>;
  const isWrite = (route: Route) => route.method !== 'GET' && route.access !== 'public';
  const writes = routes.filter(isWrite).map((r) => `${r.method} ${r.path}`);
  if (writes.length && !options.writeGuard) throw new Error(`${writes.join(', ')}: a signed-in write needs the write guard (lib/platform/writeGuard)`);
  const unchecked = routes.filter((r) => r.path.includes('{') && !r.params).map((r) => `${r.method} ${r.path}`);
  if (unchecked.length) throw new Error(`${unchecked.join(', ')}: a route with path parameters needs their schema (params)`);
  const adminWrites = routes.filter((r) => isWrite(r) && r.access === 'admin');
  if (adminWrites.length && !options.audit) throw new Error(`${adminWrites.map((r) => `${r.method} ${r.path}`).join(', ')}: an admin write needs the audit (lib/platform/audit)`);
  return async (event: ApiEvent): Promise<Reply> => {
    assertThroughCloudFront(event);
    const route = byKey.get(event.routeKey);
    const handler = handlerOf[event.routeKey];
    if (!route || !handler) throw notFound();
    if (route.access === 'public') await limitSource(event);
    const caller = callerOf(event);
    if (route.access !== 'public' && !caller) throw new HttpError(401, 'Unauthorized', GENERIC.unauthorized);
    if (route.access === 'admin' && caller?.role !== 'admin') throw new HttpError(403, 'Forbidden', GENERIC.forbidden);
    if (route.access === 'admin') await assertAdminNow(caller!);
    if (caller && isWrite(route)) await options.writeGuard!(event.routeKey, caller);
    const params = route.params ? parse(route.params as Schema, event.pathParameters ?? {}) : {};
    const raw = readBody(event, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    const body = route.body ? parse(route.body as Schema, raw) : raw;
    const query = route.query ? parse(route.query as Schema, event.queryStringParameters ?? {}) : (event.queryStringParameters ?? {});
    const reply = await handler({ event, caller, body, query, params });
    if (caller && isWrite(route) && route.access === 'admin' && reply.audit !== false) {
      await options.audit!(caller, event.routeKey, reply.audit ?? { target: Object.values(event.pathParameters ?? {}).filter(Boolean) as string[] }, body);
    }
    return reply;
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A request that did not come through CloudFront (the API's own execute-api endpoint) lacks the origin secret CloudFront
 * adds: 403 before anything else runs. The stage holds the secret and hands it over with each request (a stage variable,
 * on AWS and in the local gateway); an event without it (a handler called directly in a test, the streamed route's
 * function URL, which only CloudFront can sign for) is not checked.
 */
function assertThroughCloudFront(event: ApiEvent): void {
  const expected = event.stageVariables?.[ORIGIN_SECRET_STAGE_VARIABLE];
  if (expected === undefined) return;
  if (!timingSafeEqual(digest(event.headers?.[ORIGIN_SECRET_HEADER] ?? ''), digest(expected))) throw new HttpError(403, 'Forbidden', GENERIC.forbidden);
}

/**
 * Every public request spends its source's budget (lib/platform/rateLimit, loaded on first use: health does not carry
 * the table client at a cold start) before it is read further; a process without the table (a unit test of a handler)
 * keeps no budget.
 */
async function limitSource(event: ApiEvent): Promise<void> {
  if (!process.env.TABLE_NAME) return;
  const { throttleSource } = await import('./rateLimit');
  await throttleSource(event);
}

/** The admin's rights as the server holds them now, not only as the token says (lib/platform/adminRights, loaded on first use: health does not carry the table client). */
async function assertAdminNow(caller: Caller): Promise<void> {
  const { assertAdmin } = await import('./adminRights');
  await assertAdmin(caller);
}

/** A failure as the error shape: ours as they are, an unavailable AWS service as a 503, anything else as a 500 (logged). */
function failureResult(error: unknown, routeKey: string): ApiResult {
  if (error instanceof HttpError) return errorResult(error);
  if (error instanceof DomainError) return errorResult(httpErrorOf(error));
  if (isUnavailable(error)) {
    logger.warn('A service is unavailable or throttling', { routeKey, error: error as Error });
    return errorResult(new HttpError(503, 'ServiceUnavailable', GENERIC.serviceUnavailable));
  }
  logger.error('Unhandled error', { routeKey, error: error as Error });
  return errorResult(new HttpError(500, 'Internal', GENERIC.internal));
}

/** A failure's status and `{ error }` body, for a stream that already began (its own status is sent): as failureResult's. */
export function failureOf(error: unknown, routeKey: string): { status: number } & ApiErrorBody {
  const result = failureResult(error, routeKey);
  return { status: result.statusCode, ...(JSON.parse(result.body) as ApiErrorBody) };
}

/**
 * One Lambda's handler: the function's routes from the catalogue and a handler for each. The route gives the access
 * (admin rights are checked here, not only at the authorizer) and the schemas the body and query must parse by. A
 * function serving a signed-in write (any route that is neither public nor a GET) must pass the write guard, or it
 * fails as it loads: every write to come gets it. (It is passed in, not imported here, so that a function without
 * writes, such as health, does not carry the table client.)
 */
export function api<const Routes extends readonly Route[]>(
  routes: Routes,
  handlers: NoInfer<Handlers<Routes>>,
  options: EdgeOptions = {},
) {
  const run = edge(routes, handlers, options);
  const answer = async (event: ApiEvent): Promise<ApiResult> => {
    try {
      const reply = await run(event);
      return json(reply.status ?? 200, reply.body ?? null, reply.headers);
    } catch (error) {
      return failureResult(error, event.routeKey);
    }
  };
  return middy(async (event: ApiEvent, context: Context): Promise<ApiResult> => {
    const started = performance.now();
    const result = await answer(event);
    if (recorded(event.routeKey)) await recordRequest(event.routeKey, functionName(context), result.statusCode, performance.now() - started);
    return result;
  }).use(logContext());
}

/** Requests not recorded: the routes the edge does not count, and any request in a process without the table (a unit test of a handler). */
const recorded = (routeKey: string) => !UNRECORDED_ROUTES.includes(routeKey) && Boolean(process.env.TABLE_NAME);

/**
 * The catalogue's name of the function answering: PESTPILOT_FUNCTION, which the CDK sets on each (the Lambda's own name is
 * CloudFormation's), or else the invocation's (the local gateway invokes each function by its catalogue name).
 */
const functionName = (context: Context | undefined) => process.env.PESTPILOT_FUNCTION ?? context?.functionName;

/** One request into its minute's bucket (lib/platform/requestMetrics, loaded on first use: health does not carry the table client). */
async function recordRequest(routeKey: string, fn: string | undefined, status: number, durationMs: number): Promise<void> {
  const { recordRequest: record } = await import('./requestMetrics');
  await record(routeKey, fn, status, durationMs);
}

/** A streamed reply: its status and headers, then the body, written piece by piece as the pieces come. */
export interface StreamReply {
  status?: number;
  headers?: Record<string, string>;
  body: AsyncIterable<string | Uint8Array>;
}

/** One handler per route of a streaming function; its reply's body is a stream. */
export type StreamHandlers<Routes extends readonly Route[]> = {
  [R in Routes[number] as RouteKey<R>]: (req: Request<BodyOf<R>, QueryOf<R>, ParamsOf<R>>) => Promise<StreamReply>;
};

/** What the response stream is told before its body: the status and headers (the runtime's HTTP prelude). */
interface ResponseStreamMetadata {
  statusCode: number;
  headers: Record<string, string>;
}

/**
 * Writes each piece while the client is there, and reads the pieces to their end either way: the function finishes only
 * when the work behind them has (a send whose client went still saves its answer), then runs `beforeEnd` (so what it
 * records is there when the client sees the end) and ends the response.
 */
async function writeAll(pieces: AsyncIterable<string | Uint8Array> | Iterable<string>, out: Writable, beforeEnd: () => Promise<void>): Promise<void> {
  out.on('error', (error) => logger.info('The client left before the response was whole', { error }));
  for await (const piece of pieces) if (out.writable) out.write(piece);
  await beforeEnd();
  if (out.writable) await new Promise<void>((resolve) => out.end(resolve));
}

/**
 * A streaming function's handler (a Lambda function URL in response-streaming mode, behind CloudFront): no HTTP API
 * route or authorizer is in front of it, so the request is routed by method and path and the caller's JWT, from
 * `tokenHeader`, is verified here by `verify` (lib/platform/idToken) as the authorizer would, then everything runs as in `api()`.
 * A refusal before the stream begins is an ordinary status with the error body.
 */
export function streamingApi<const Routes extends readonly Route[]>(
  routes: Routes,
  handlers: NoInfer<StreamHandlers<Routes>>,
  options: {
    maxBodyBytes?: number;
    writeGuard?: WriteGuard;
    tokenHeader: string;
    verify: (token: string | undefined) => Promise<Record<string, string> | undefined>;
  },
) {
  const run = edge(routes, handlers, options);
  const respond = middy(async (event: ApiEvent): Promise<ApiResult | (ResponseStreamMetadata & { body: AsyncIterable<string | Uint8Array> })> => {
    const routeKey = `${event.requestContext.http.method} ${event.rawPath}`;
    try {
      const claims = await options.verify(event.headers?.[options.tokenHeader]);
      const authorizer = claims ? { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } } : undefined;
      const reply = (await run({ ...event, routeKey, requestContext: { ...event.requestContext, routeKey, authorizer } } as ApiEvent)) as unknown as StreamReply;
      return { statusCode: reply.status ?? 200, headers: { 'cache-control': 'no-store', ...reply.headers }, body: reply.body };
    } catch (error) {
      return failureResult(error, routeKey);
    }
  }).use(logContext());
  // awslambda: a global of the Lambda Node.js runtime (typed by @types/aws-lambda; locally infra/local/awslambda.ts).
  const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
  return awslambda.streamifyResponse<ApiEvent>(async (event, responseStream, context) => {
    const started = performance.now();
    const { statusCode, headers, body } = await respond(event, context);
    const out = awslambda.HttpResponseStream.from(responseStream, { statusCode, headers });
    // Counted at the edge as api() counts its requests (no HTTP API is in front to see it), once the reply is written.
    const routeKey = `${event.requestContext.http.method} ${event.rawPath}`;
    await writeAll(typeof body === 'string' ? [body] : body, out, async () => {
      if (served.has(routeKey) && recorded(routeKey)) await recordRequest(routeKey, functionName(context), statusCode, performance.now() - started);
    });
  });
}
