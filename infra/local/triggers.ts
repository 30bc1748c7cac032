// The embedded Lambda service's Invoke for the user pool's triggers that Cognito runs while it issues tokens:
// cognito-local's Lambda client is pointed here (cognito.ts writes its config), and each invocation runs the trigger's
// handler (functions/auth-triggers/<name>.ts) in this process, its answer or failure returned as Lambda returns them.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { isOwnHost, listenOnLoopback, refuseForeignHost } from './loopback';

/** The pool's triggers cognito-local invokes, by Cognito's name for each, and the function that serves it. */
export const POOL_TRIGGERS = { PreTokenGeneration: 'pre-token-generation' } as const;

type TriggerHandler = (event: unknown) => Promise<unknown>;

const served: ReadonlySet<string> = new Set(Object.values(POOL_TRIGGERS));
const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

export interface LocalTriggers {
  /** The Lambda endpoint cognito-local's client calls. */
  endpoint: string;
  stop: () => Promise<void>;
}

export async function startTriggers(port: number, functionsDir: string): Promise<LocalTriggers> {
  const handlers = new Map<string, Promise<TriggerHandler>>();
  const load = (name: string) => {
    let handler = handlers.get(name);
    if (!handler) {
      handler = import(pathToFileURL(`${functionsDir}/auth-triggers/${name}.ts`).href).then((m: { handler: TriggerHandler }) => m.handler);
      handlers.set(name, handler);
    }
    return handler;
  };
  const server = createServer((req, res) => {
    if (!isOwnHost(req, port)) return refuseForeignHost(res);
    const name = decodeURIComponent(INVOKE_PATH.exec(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)?.[1] ?? '');
    if (req.method !== 'POST' || !served.has(name)) {
      res.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'ResourceNotFoundException' });
      res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name}` }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const run = async () => (await load(name))(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      run().then(
        (result) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(result));
        },
        (error: unknown) => {
          // As Lambda answers a function that threw: 200, the error named in a header and described in the payload.
          console.error(`[triggers] ${name} failed:`, error);
          res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
          res.end(JSON.stringify({ errorType: (error as Error).name, errorMessage: (error as Error).message }));
        },
      );
    });
  });
  return listenOnLoopback(server, port);
}
