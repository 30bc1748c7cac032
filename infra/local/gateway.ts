// The local API gateway: matches each request against functions/catalog.ts, verifies the JWT as the HTTP API's
// Cognito authorizer does, builds the same API Gateway v2 event and calls the same handler module. A streaming
// function's routes are served as its function URL behind CloudFront is: no authorizer (the function verifies the
// JWT), the same event without one, and the response sent on as the function writes it. Each handler runs as an
// invocation of its function (infra/local/iam.ts), whose AWS calls are held to that function's role. As the stage on AWS,
// it hands each function the origin secret (a stage variable) that requests must carry from the local CloudFront.
// Served by the app server (server.ts, CloudFront's stand-in) and on a port of its own (server.ts's startApiEndpoint), as
// execute-api serves it to whoever skips CloudFront.
import './awslambda';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { allRoutes, type Route } from '../../functions/catalog';
import { ORIGIN_SECRET_STAGE_VARIABLE } from '../../functions/lib/platform/http';
import { flattenClaims, localVerifier } from '../../functions/lib/platform/idToken';
import { isStreamingHandler, LocalResponseStream } from './awslambda';
import { invoke } from './iam';

export interface GatewayRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
}

export interface GatewayReply {
  status: number;
  headers: Record<string, string>;
  /** A stream for a streaming function: sent as it is written. */
  body: string | Buffer | Readable;
}

type LambdaHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<unknown>;
type StreamingHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, stream: LocalResponseStream, context: Context) => Promise<unknown>;

interface CompiledRoute extends Route {
  fn: string;
  streams: boolean;
  pattern: RegExp;
  names: string[];
}

function compile(route: Route & { fn: string; streams: boolean }): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\+?\\?\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { ...route, names, pattern: new RegExp(`^${source}$`) };
}

const gatewayError = (status: number, message: string): GatewayReply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message }),
});

/**
 * Calls a streaming handler and answers once it gave its status and headers; the body follows as it is written. A
 * failure after that cuts the response short, as a failed function URL invocation does.
 */
async function streamed(handler: StreamingHandler, event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context): Promise<GatewayReply> {
  const stream = new LocalResponseStream();
  let failed = false;
  const running = handler(event, stream, context).then(
    () => undefined,
    (error: unknown) => {
      failed = true;
      console.error(`[gateway] ${context.functionName} failed while streaming:`, error);
      stream.destroy(error as Error);
    },
  );
  const prelude = await Promise.race([stream.prelude, running]);
  if (!prelude) return failed ? gatewayError(500, 'Internal Server Error') : { status: 200, headers: {}, body: '' };
  return { status: prelude.statusCode, headers: prelude.headers, body: stream };
}

export interface GatewayOptions {
  issuer: string;
  clientId: string;
  /** The pool's signing keys, fetched once from the local Cognito (never trusted outside local mode). */
  jwks: { keys: unknown[] };
  functionsDir: string;
  /** The stage's origin secret (ORIGIN_SECRET_STAGE_VARIABLE), which the local CloudFront adds to each request; none: no check. */
  originSecret?: string;
}

export function createGateway(options: GatewayOptions) {
  const routes = allRoutes().map(compile);
  const verifier = localVerifier(options.issuer, options.clientId, options.jwks);
  const modules = new Map<string, Promise<LambdaHandler>>();

  function load(fn: string): Promise<LambdaHandler> {
    let mod = modules.get(fn);
    if (!mod) {
      const url = pathToFileURL(`${options.functionsDir}/${fn}/handler.ts`).href;
      mod = import(url).then((m: { handler: LambdaHandler }) => m.handler);
      modules.set(fn, mod);
    }
    return mod;
  }

  return async function handle(req: GatewayRequest): Promise<GatewayReply> {
    const url = new URL(req.url, 'http://localhost');
    const method = req.method.toUpperCase();
    let params: Record<string, string> = {};
    let malformed = false;
    const route = routes.find((r) => {
      if (r.method !== method) return false;
      const match = r.pattern.exec(url.pathname);
      if (!match) return false;
      try {
        params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(match[i + 1])]));
      } catch {
        // A malformed percent-encoding in a path parameter: API Gateway answers 400 before any function runs.
        malformed = true;
      }
      return true;
    });
    if (!route) return gatewayError(404, 'Not Found');
    if (malformed) return gatewayError(400, 'Bad Request');

    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;

    let claims: Record<string, string> | undefined;
    if (route.access !== 'public' && !route.streams) {
      const token = /^Bearer (.+)$/i.exec(headers.authorization ?? '')?.[1] ?? headers.authorization;
      if (!token) return gatewayError(401, 'Unauthorized');
      try {
        claims = flattenClaims((await verifier.verify(token)) as Record<string, unknown>);
      } catch {
        return gatewayError(401, 'Unauthorized');
      }
    }

    const now = new Date();
    // A function URL's event has the catch-all route key; the function routes by method and path itself.
    const routeKey = route.streams ? '$default' : `${route.method} ${route.path}`;
    const query = Object.fromEntries(url.searchParams.entries());
    const isBinary = req.body.length > 0 && !/json|text|xml|form/.test(headers['content-type'] ?? '');
    const event = {
      version: '2.0',
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters: Object.keys(params).length ? params : undefined,
      body: req.body.length ? req.body.toString(isBinary ? 'base64' : 'utf8') : undefined,
      isBase64Encoded: isBinary,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'local',
        http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.sourceIp, userAgent: headers['user-agent'] ?? '' },
        requestId: randomUUID(),
        routeKey,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
        authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claims ?? {}, scopes: [] } },
      },
      ...(options.originSecret !== undefined && !route.streams ? { stageVariables: { [ORIGIN_SECRET_STAGE_VARIABLE]: options.originSecret } } : {}),
    } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
    if (!claims) (event.requestContext as { authorizer?: unknown }).authorizer = undefined;

    const context = { functionName: route.fn, awsRequestId: event.requestContext.requestId, getRemainingTimeInMillis: () => 30_000 } as Context;
    try {
      const handler = await load(route.fn);
      if (isStreamingHandler(handler)) return await invoke(route.fn, () => streamed(handler as unknown as StreamingHandler, event, context));
      const result = await invoke(route.fn, () => handler(event, context));
      if (result && typeof result === 'object' && 'statusCode' in result) {
        const r = result as { statusCode: number; headers?: Record<string, string>; body?: string; isBase64Encoded?: boolean };
        return { status: r.statusCode, headers: r.headers ?? {}, body: r.isBase64Encoded ? Buffer.from(r.body ?? '', 'base64') : (r.body ?? '') };
      }
      return { status: 200, headers: { 'content-type': 'application/json' }, body: typeof result === 'string' ? result : JSON.stringify(result) };
    } catch (error) {
      console.error(`[gateway] ${route.fn} failed:`, error);
      return gatewayError(500, 'Internal Server Error');
    }
  };
}
