// The functions' log lines carry the invocation's request id and cold-start flag, and never the request's body
// (even when POWERTOOLS_LOGGER_LOG_EVENT asks for events): the HTTP edge's middy pipeline with Powertools' context.
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../functions/contracts/api';
import type { ContactReply } from '../../functions/contracts/contact';
import { reply, route } from '../../functions/contracts/route';
import type { ApiEvent } from '../../functions/lib/platform/http';

const SECRET = 'my-neighbour-Jane-Doe@example.com has rats';

function event(requestId: string): ApiEvent {
  return {
    version: '2.0',
    routeKey: `POST ${API.contact}`,
    rawPath: API.contact,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: SECRET }),
    isBase64Encoded: false,
    requestContext: { requestId, http: { method: 'POST', path: API.contact } },
  } as unknown as ApiEvent;
}

function context(awsRequestId: string): Context {
  return {
    awsRequestId,
    functionName: 'contact',
    functionVersion: '$LATEST',
    memoryLimitInMB: '256',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-1:000000000000:function:contact',
    getRemainingTimeInMillis: () => 30_000,
  } as Context;
}

/** Every line the function writes to stdout or stderr while `run` runs. */
async function captured(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines;
}

afterEach(() => vi.unstubAllEnvs());

describe('function logs', () => {
  it('carry the request id and cold start, and no request body even when events are asked for', async () => {
    vi.stubEnv('POWERTOOLS_LOGGER_LOG_EVENT', 'true');
    // What the Lambda runtime sets for an on-demand environment (Powertools reports cold starts only there).
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    vi.resetModules();
    const { api } = await import('../../functions/lib/platform/http');
    // The contact route's method, path and access without its body schema: the handler runs with any body and fails.
    const handler = api([route('POST', API.contact, 'public', { reply: reply<ContactReply>() })], {
      'POST /api/contact': async () => {
        throw new Error('the mail relay is down');
      },
    });

    const first = await captured(() => handler(event('req-first'), context('req-first')));
    const second = await captured(() => handler(event('req-second'), context('req-second')));

    for (const lines of [first, second]) {
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toContain('Jane-Doe');
    }
    const entry = (lines: string[]) => JSON.parse(lines.find((l) => l.includes('Unhandled error'))!);
    expect(entry(first)).toMatchObject({ message: 'Unhandled error', function_request_id: 'req-first', cold_start: true, function_name: 'contact' });
    expect(entry(second)).toMatchObject({ function_request_id: 'req-second', cold_start: false });
  });
});
