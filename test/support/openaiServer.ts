// A local OpenAI-compatible server for the OpenAI path: POST /v1/chat/completions answers from a script of
// replies (status, optional answer and usage), then succeeds; every request body is kept for assertions.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedReply {
  status: number;
  content?: string;
  totalTokens?: number;
}

export interface OpenAiTestServer {
  /** The base URL to give the SDK (ends in /v1). */
  baseURL: string;
  /** Queue replies for the next requests; when the queue is empty the server answers 200. */
  script: (...replies: ScriptedReply[]) => void;
  /** Bodies of the chat completion requests received so far. */
  requests: Array<{ model: string; messages: Array<{ role: string; content: string }> }>;
  stop: () => Promise<void>;
}

export const DEFAULT_ANSWER = 'These sound like **cockroaches**. Start with sticky traps and gel bait.';

async function readJson(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

export async function startOpenAiServer(): Promise<OpenAiTestServer> {
  const queue: ScriptedReply[] = [];
  const requests: OpenAiTestServer['requests'] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const body = await readJson(req);
    requests.push(body);
    const reply = queue.shift() ?? { status: 200 };
    if (reply.status !== 200) {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `scripted ${reply.status}`, type: 'server_error' } }));
      return;
    }
    const total = reply.totalTokens ?? 321;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply.content ?? DEFAULT_ANSWER }, finish_reason: 'stop' }],
        usage: { prompt_tokens: total - 100, completion_tokens: 100, total_tokens: total },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    script: (...replies) => void queue.push(...replies),
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
