// The functions' own door to the Cognito adapter, where every action (the Admin* ones, ListUsers...) is served: a
// loopback port apart from the app's, under a path that is a secret drawn at each start. Only the functions (through
// AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER) and the tests are told the endpoint; as on AWS, where only IAM-signed
// callers reach these actions, a browser or a page that rebinds its name to 127.0.0.1 reaches none of them.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AdapterReply, CognitoCaller } from './cognitoAdapter';
import { isOwnHost, listenOnLoopback, refuseForeignHost } from './loopback';

/** Far above any Cognito request (the largest holds a few attributes); a longer body is refused unread. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface CognitoAdminDoor {
  /** http://127.0.0.1:PORT/SECRET: the endpoint the functions' SDK client is given. */
  endpoint: string;
  stop: () => Promise<void>;
}

type Handle = (target: string, body: string, caller: CognitoCaller) => Promise<AdapterReply>;

export async function startCognitoAdmin(port: number, handle: Handle): Promise<CognitoAdminDoor> {
  const secret = Buffer.from(`/${randomBytes(32).toString('hex')}`);
  const isSecretPath = (path: string) => {
    const given = Buffer.from(path.replace(/\/$/, ''));
    return given.length === secret.length && timingSafeEqual(given, secret);
  };
  const denied = (res: ServerResponse) => {
    res.writeHead(403, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': 'MissingAuthenticationTokenException' });
    res.end(JSON.stringify({ __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' }));
  };
  const server = createServer((req, res) => {
    if (!isOwnHost(req, port)) return refuseForeignHost(res);
    if (req.method !== 'POST' || !isSecretPath(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)) return denied(res);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Request Entity Too Large' }));
        return;
      }
      handle(String(req.headers['x-amz-target'] ?? ''), Buffer.concat(chunks).toString('utf8'), { admin: true }).then(
        (reply) => {
          res.writeHead(reply.status, reply.headers);
          res.end(reply.body);
        },
        (error: unknown) => {
          console.error('[cognito-admin]', error);
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: 'Internal Server Error' }));
        },
      );
    });
  });
  const { endpoint, stop } = await listenOnLoopback(server, port);
  return { endpoint: `${endpoint}${secret.toString()}`, stop };
}
