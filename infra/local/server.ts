// The one local origin: /api/* to the gateway with the headers CloudFront adds (the origin secret, the viewer's address;
// a streaming function's response sent on as it is written), /cognito (the
// browser's actions only) to the Cognito adapter, /config.json, /public/* from the site-assets bucket, and the web app
// (Vite in dev mode, or the built app from web/dist with the SPA fallback, as CloudFront serves it), each with CloudFront's
// security headers (infra/securityHeaders.ts); and the gateway on a port of its own, as API Gateway's execute-api endpoint
// answers a caller who skips CloudFront.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { extname, join, normalize } from 'node:path';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import type { RuntimeConfig } from '../../functions/contracts/config';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/lib/platform/http';
import { PRERENDERED_PAGES, prerenderedFile } from '../../web/src/app/prerendered';
import { assetHeaders, MAP_PAGE, pageHeaders } from '../securityHeaders';
import type { AdapterReply, CognitoCaller } from './cognitoAdapter';
import type { GatewayReply, GatewayRequest } from './gateway';
import { isOwnHost, listenOnLoopback, refuseForeignHost } from './loopback';
import { LOCAL } from './settings';

const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export type WebMode = 'dev' | 'built' | 'none';

export interface AppServerOptions {
  port: number;
  web: WebMode;
  webRoot: string;
  config: RuntimeConfig;
  gateway: (req: GatewayRequest) => Promise<GatewayReply>;
  cognito: (target: string, body: string, caller: CognitoCaller) => Promise<AdapterReply>;
  /** The secret CloudFront adds to each API request (the gateway's stage holds the same). */
  originSecret: string;
  /** The site-assets bucket on the S3 stand-in: /public/* is served from it, as CloudFront serves it on AWS. */
  assets?: { endpoint: string; bucket: string };
}

/** A file of the site-assets bucket under /public/, read with a signature as CloudFront's origin access control reads it (the bucket is private), with the headers CloudFront gives it (nothing in it may run). */
async function serveAsset(reader: S3Client, bucket: string, pathname: string, res: ServerResponse): Promise<void> {
  let key: string;
  try {
    key = decodeURIComponent(pathname).replace(/^\/+/, '');
  } catch {
    // A malformed escape names no file.
    return send(res, 404, { 'content-type': 'text/plain' }, 'Not Found');
  }
  if (key.includes('..')) return send(res, 404, { 'content-type': 'text/plain' }, 'Not Found');
  const stored = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch((error: Error) => {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  });
  if (!stored?.Body) return send(res, 404, { 'content-type': 'text/plain' }, 'Not Found');
  send(
    res,
    200,
    {
      'content-type': stored.ContentType ?? 'application/octet-stream',
      'cache-control': stored.CacheControl ?? 'no-cache',
      ...assetHeaders({ https: false }),
    },
    Buffer.from(await stored.Body.transformToByteArray()),
  );
}

/** The body, or null when it passes API Gateway's 10 MB limit (the rest is read and dropped, so a 413 can be sent). */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_REQUEST_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const TOO_LARGE = JSON.stringify({ message: 'Request Entity Too Large' });

type Gateway = (req: GatewayRequest) => Promise<GatewayReply>;

/** One request handed to the gateway (with `added` headers over the client's, as CloudFront sets its own) and its reply sent on. */
async function toGateway(req: IncomingMessage, res: ServerResponse, gateway: Gateway, added: Record<string, string>): Promise<void> {
  const body = await readBody(req);
  if (!body) return send(res, 413, { 'content-type': 'application/json' }, TOO_LARGE);
  const reply = await gateway({
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers: { ...req.headers, ...added },
    body,
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
  });
  send(res, reply.status, reply.headers, reply.body);
}

/** The gateway alone on `port`, as the API's execute-api endpoint: no CloudFront in front, so no header of its. */
export async function startApiEndpoint(port: number, gateway: Gateway): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (!isOwnHost(req, port)) return refuseForeignHost(res);
    toGateway(req, res, gateway, {}).catch((error: unknown) => {
      console.error('[api endpoint]', error);
      if (!res.headersSent) send(res, 500, { 'content-type': 'application/json' }, JSON.stringify({ message: 'Internal Server Error' }));
    });
  });
  const { endpoint, stop } = await listenOnLoopback(server, port);
  return { url: endpoint, stop };
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer | Readable): void {
  res.writeHead(status, headers);
  if (!(body instanceof Readable)) {
    res.end(body);
    return;
  }
  // A streamed response goes on as it is written; when the client leaves, the rest is read and dropped (the function runs on).
  body.pipe(res);
  res.on('close', () => {
    if (body.readableEnded) return;
    body.unpipe(res);
    body.resume();
  });
}

/** Types CloudFront compresses (text); images and fonts are sent as they are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
/** On the fly, so a middle quality: brotli's best (11) takes seconds on the 1.4 MB charts chunk. */
const BROTLI_QUALITY = 5;

/** The encoding CloudFront would pick for this request and file: brotli, else gzip, else none. */
function encodingFor(req: IncomingMessage, file: string): 'br' | 'gzip' | undefined {
  if (!COMPRESSIBLE.has(extname(file))) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Each pre-rendered path and its file (index.html for /, faq.html, pests/ants.html ...). */
const PRERENDERED = new Map(PRERENDERED_PAGES.map(({ path }) => [path, prerenderedFile(path)]));

/**
 * Serve a file of the built app as CloudFront does: a pre-rendered path gets its own page (see bin/prerender.ts),
 * other paths without an extension fall back to app.html (the SPA's routes), hashed assets are immutable, the pages
 * are revalidated, and text is compressed (brotli or gzip).
 */
function serveBuilt(root: string, pathname: string, req: IncomingMessage, res: ServerResponse): void {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, relative);
  const isFile = existsSync(file) && statSync(file).isFile();
  if (!isFile) {
    if (extname(pathname)) return send(res, 404, { 'content-type': 'text/plain' }, 'Not Found');
    file = join(root, PRERENDERED.get(pathname) ?? 'app.html');
  }
  const immutable = file.includes(`${join(root, 'assets')}`);
  const encoding = encodingFor(req, file);
  res.writeHead(200, {
    'content-type': MIME[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  const body = createReadStream(file);
  if (encoding === 'br') body.pipe(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })).pipe(res);
  else if (encoding === 'gzip') body.pipe(createGzip()).pipe(res);
  else body.pipe(res);
}

export async function startAppServer(options: AppServerOptions): Promise<{ url: string; stop: () => Promise<void> }> {
  let vite: import('vite').ViteDevServer | undefined;
  const { assets } = options;
  // Plain HTTP, so no HSTS; Vite's dev server gets the CSP as a report (its inline preamble and hot reload would be blocked).
  const headersOf = (pathname: string) =>
    pageHeaders({
      region: LOCAL.region,
      maps: Boolean(options.config.googleMapsApiKey),
      mapPage: pathname === MAP_PAGE,
      photoOrigin: assets && new URL(assets.endpoint).origin,
      https: false,
      enforce: options.web !== 'dev',
    });
  const assetReader = assets
    ? new S3Client({
        endpoint: assets.endpoint,
        forcePathStyle: true,
        region: LOCAL.region,
        credentials: { accessKeyId: LOCAL.accessKeyId, secretAccessKey: LOCAL.secretAccessKey },
      })
    : undefined;
  const server: Server = createServer(async (req, res) => {
    try {
      // Only requests naming this listener by its own address: a page whose name was rebound to 127.0.0.1 is refused.
      if (!isOwnHost(req, options.port)) return refuseForeignHost(res);
      const url = new URL(req.url ?? '/', 'http://localhost');
      // CloudFront's headers (infra/securityHeaders.ts) on everything but the site's assets, which have their own.
      const asset = url.pathname.startsWith('/public/');
      if (!asset) for (const [name, value] of Object.entries(headersOf(url.pathname))) res.setHeader(name, value);
      if (url.pathname.startsWith('/api/')) {
        // As CloudFront: the origin secret, and the viewer's address and port, each over any the client sent.
        const viewer = `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`;
        return await toGateway(req, res, options.gateway, { [ORIGIN_SECRET_HEADER]: options.originSecret, [VIEWER_ADDRESS_HEADER]: viewer });
      }
      if ((url.pathname === LOCAL.cognitoPath || url.pathname === `${LOCAL.cognitoPath}/`) && req.method === 'POST') {
        const body = await readBody(req);
        if (!body) return send(res, 413, { 'content-type': 'application/json' }, TOO_LARGE);
        const caller = { admin: false, signed: req.headers.authorization !== undefined };
        const reply = await options.cognito(String(req.headers['x-amz-target'] ?? ''), body.toString('utf8'), caller);
        return send(res, reply.status, reply.headers, reply.body);
      }
      if (assets && assetReader && asset && req.method === 'GET') return await serveAsset(assetReader, assets.bucket, url.pathname, res);
      if (url.pathname === '/config.json') {
        return send(res, 200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }, JSON.stringify(options.config));
      }
      if (vite) return vite.middlewares(req, res);
      if (options.web === 'built') return serveBuilt(options.webRoot, url.pathname, req, res);
      return send(res, 404, { 'content-type': 'text/plain' }, 'Not Found');
    } catch (error) {
      console.error('[server]', error);
      if (!res.headersSent) send(res, 500, { 'content-type': 'application/json' }, JSON.stringify({ message: 'Internal Server Error' }));
    }
  });
  if (options.web === 'dev') {
    const { createServer: createVite } = await import('vite');
    vite = await createVite({ server: { middlewareMode: true, ws: { server } }, appType: 'spa' });
  }
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      await vite?.close();
      assetReader?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
