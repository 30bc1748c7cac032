// The chat's two sends run in this process against the running stack with OPENAI_* set (the gateway's functions run in
// the globalSetup process, whose environment cannot change per test): the JSON send called as API Gateway calls it with
// the caller's verified claims, the streamed send as its function URL does, with the caller's token.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { inject } from 'vitest';
import { API, STREAMED_ROUTE } from '../../functions/contracts/api';
import type { ConsultStreamEvent } from '../../functions/contracts/chat';
import { LocalResponseStream, type StreamPrelude } from '../../infra/local/awslambda';
import { LOCAL } from '../../infra/local/settings';
import { freshModules, useStackEnvironment } from './stack';
import type { TestUser } from './users';

type JsonHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<{ statusCode: number; body: string }>;
type StreamingHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, stream: LocalResponseStream, context: Context) => Promise<void>;

export interface InProcessSends {
  /** The JSON send: its status and parsed body. A body without `operationId` or `location` gets a new one and 'US'. */
  json: (user: TestUser, body: Record<string, unknown>) => Promise<{ status: number; body: any }>;
  /** The streamed send: its prelude and events; `onEvent` sees each event as it is written. */
  streamed: (user: TestUser, body: Record<string, unknown>, onEvent?: (event: ConsultStreamEvent) => void) => Promise<{ prelude: StreamPrelude; events: ConsultStreamEvent[] }>;
  /** Puts the process environment back as it was. */
  restore: () => void;
}

const withDefaults = (body: Record<string, unknown>) => JSON.stringify({ operationId: randomUUID(), location: 'US', ...body });

/** Both sends on the OpenAI-compatible server at `baseURL`, model 'test-model'. */
export async function inProcessSends(baseURL: string): Promise<InProcessSends> {
  const saved = { ...process.env };
  const issuer = `${inject('cognitoEndpoint')}/${LOCAL.userPoolId}`;
  const jwks = await (await fetch(`${issuer}/.well-known/jwks.json`)).text();
  useStackEnvironment({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: baseURL, OPENAI_MODEL: 'test-model', LOCAL_JWT_ISSUER: issuer, LOCAL_JWKS: jwks });
  // Loaded afresh on this file's model server: an earlier file's consultant keeps its own server and breaker state.
  freshModules();
  const jsonHandler = (await import('../../functions/pest-consultant/handler')).handler as unknown as JsonHandler;
  const streamingHandler = (await import('../../functions/pest-consultant-stream/handler')).handler as unknown as StreamingHandler;

  return {
    async json(user, body) {
      const routeKey = `POST ${API.pestConsultant}`;
      const event = {
        version: '2.0',
        routeKey,
        rawPath: API.pestConsultant,
        headers: { 'content-type': 'application/json' },
        body: withDefaults(body),
        isBase64Encoded: false,
        requestContext: { routeKey, http: { method: 'POST', path: API.pestConsultant }, authorizer: { jwt: { claims: { sub: user.sub, email: user.email, 'cognito:username': user.email }, scopes: [] } } },
      } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
      const res = await jsonHandler(event, { functionName: 'pest-consultant', awsRequestId: randomUUID() } as Context);
      return { status: res.statusCode, body: JSON.parse(res.body) };
    },
    async streamed(user, body, onEvent = () => {}) {
      const event = {
        version: '2.0',
        routeKey: '$default',
        rawPath: API.pestConsultantStream,
        headers: { 'content-type': 'application/json', [STREAMED_ROUTE.tokenHeader]: `Bearer ${user.idToken}` },
        body: withDefaults(body),
        isBase64Encoded: false,
        requestContext: { routeKey: '$default', http: { method: 'POST', path: API.pestConsultantStream } },
      } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
      const stream = new LocalResponseStream();
      const running = streamingHandler(event, stream, { functionName: 'pest-consultant-stream', awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000 } as Context);
      const prelude = await stream.prelude;
      const events: ConsultStreamEvent[] = [];
      let buffered = '';
      for await (const chunk of stream) {
        buffered += String(chunk);
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        for (const line of lines.filter(Boolean)) {
          const parsed = JSON.parse(line) as ConsultStreamEvent;
          events.push(parsed);
          onEvent(parsed);
        }
      }
      if (buffered.trim()) events.push(JSON.parse(buffered) as ConsultStreamEvent);
      await running;
      return { prelude, events };
    },
    restore: () => void (process.env = saved),
  };
}
