// Issue 32 §4 through the local stack's edge: each source (the viewer's address, as the local CloudFront reports it) has
// one budget on the public routes together, whatever header it sends, and another source still passes when it is spent;
// a request to the API's own endpoint, which skips CloudFront and so lacks its origin secret, is refused; and a caller
// has at most OPEN_STREAMS_LIMIT streamed answers open at once, each given back when its stream ends. Each source here
// is a loopback address of its own (127.0.0.x), as the rest of the suite calls from 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { GENERIC } from '../../functions/contracts/messages';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/lib/platform/http';
import { keys } from '../../functions/lib/platform/keys';
import { OPEN_STREAMS_LIMIT, PUBLIC_SOURCE_LIMIT } from '../../functions/lib/platform/limits';
import { subjectHash } from '../../functions/lib/platform/rateLimit';
import { LOCAL } from '../../infra/local/settings';
import { streamSend } from '../support/consultStream';
import { call } from '../support/http';
import { stackTable } from '../support/stack';
import { createUser } from '../support/users';

const appUrl = inject('appUrl');
const apiEndpoint = inject('apiEndpoint');
const table = stackTable();
afterAll(() => table.destroy());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** GET `path` of `base` from the loopback address `from` (its own source), with `headers`. */
function getFrom(from: string, base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'GET', localAddress: from, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The counter of `scope` for `subject`, set to `hits` in a window open for the next minute. */
async function setCounter(scope: string, subject: string, hits: number): Promise<void> {
  const windowEndsAt = Math.floor(Date.now() / 1000) + 60;
  await table.send(new PutCommand({ TableName: LOCAL.tableName, Item: { ...keys.rateCounter(scope, subjectHash(subject)), hits, windowEndsAt, expiresAt: windowEndsAt } }));
}

const hitsOf = async (scope: string, subject: string) =>
  (await table.send(new GetCommand({ TableName: LOCAL.tableName, Key: keys.rateCounter(scope, subjectHash(subject)), ConsistentRead: true }))).Item?.hits as number | undefined;

const refusal = { error: { code: 'TooManyRequests', message: GENERIC.tooManyRequests } };

describe('per-source limit on the public routes', () => {
  // Addresses only this file uses; their counters start empty.
  const spent = `127.0.0.${10 + Math.floor(Math.random() * 100)}`;
  const other = `127.0.0.${120 + Math.floor(Math.random() * 100)}`;
  afterAll(async () => {
    for (const source of [spent, other]) await table.send(new DeleteCommand({ TableName: LOCAL.tableName, Key: keys.rateCounter('source', subjectHash(source)) }));
  });

  it("counts every public request of a source, refuses the one past its budget with 429 and Retry-After, and serves another source", async () => {
    await setCounter('source', spent, PUBLIC_SOURCE_LIMIT.limit - 1);
    expect((await getFrom(spent, appUrl, API.health)).status).toBe(200);
    expect(await hitsOf('source', spent)).toBe(PUBLIC_SOURCE_LIMIT.limit);

    for (const path of [API.health, API.siteSettings]) {
      const refused = await getFrom(spent, appUrl, path);
      expect(refused.status, path).toBe(429);
      expect(refused.body).toEqual(refusal);
      expect(refused.headers['retry-after']).toBe(String(PUBLIC_SOURCE_LIMIT.windowSeconds));
    }
    // A viewer address of its own choosing does not help: the edge sets the header from the connection, over the client's.
    expect((await getFrom(spent, appUrl, API.health, { [VIEWER_ADDRESS_HEADER]: `203.0.113.${Math.floor(Math.random() * 200)}:443` })).status).toBe(429);

    const served = await getFrom(other, appUrl, API.health);
    expect(served.status).toBe(200);
    expect(await hitsOf('source', other)).toBe(1);
  });
});

describe('traffic that skips CloudFront', () => {
  it("is refused at the API's own endpoint (403 in the error shape), with or without a guessed secret, while the same request through CloudFront is served", async () => {
    const direct = await fetch(`${apiEndpoint}${API.siteSettings}`);
    expect(direct.status).toBe(403);
    expect(await direct.json()).toEqual({ error: { code: 'Forbidden', message: GENERIC.forbidden } });
    const guessed = await fetch(`${apiEndpoint}${API.siteSettings}`, { headers: { [ORIGIN_SECRET_HEADER]: randomUUID() } });
    expect(guessed.status).toBe(403);
    expect((await call(appUrl, 'GET', API.siteSettings)).status).toBe(200);
  });

  it('is refused on signed-in routes as well, before the token is looked at', async () => {
    const user = await createUser(appUrl);
    const direct = await fetch(`${apiEndpoint}${API.profile}`, { headers: { authorization: `Bearer ${user.idToken}` } });
    expect(direct.status).toBe(403);
    expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).status).toBe(200);
  });
});

describe('open streams per caller', () => {
  it('refuses a stream past the caller’s open streams with 429, and gives each back when its stream ends', async () => {
    const user = await createUser(appUrl);
    const send = () => streamSend(appUrl, user.idToken, { message: 'Ants on the kitchen counter every morning', location: 'GB', operationId: randomUUID() });

    const done = await send();
    expect(done.status).toBe(200);
    // The stream ended: its place is given back.
    expect(await hitsOf('open streams', user.sub)).toBe(0);

    await setCounter('open streams', user.sub, OPEN_STREAMS_LIMIT.limit);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.error).toEqual(refusal);
    await setCounter('open streams', user.sub, OPEN_STREAMS_LIMIT.limit - 1);
    expect((await send()).status).toBe(200);
    expect(await hitsOf('open streams', user.sub)).toBe(OPEN_STREAMS_LIMIT.limit - 1);
  });
});
