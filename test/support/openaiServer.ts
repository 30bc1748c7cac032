// A local OpenAI-compatible server for the OpenAI path: POST /v1/chat/completions answers from a script of
// replies (status, optional answer and usage), then succeeds; every request body is kept for assertions (a question's
// photos as image_url content parts among them). A request
// with `stream: true` gets the answer as server-sent chat.completion.chunk events (the scripted pieces, usage last);
// a reply can hold its stream after the first piece until the test releases it, or cut the connection there.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedReply {
  status: number;
  content?: string;
  totalTokens?: number;
  /** Streamed: the answer in these pieces (by default the content in pieces of a few words). */
  pieces?: string[];
  /** Streamed: after the first piece, wait for this before the rest. */
  holdAfterFirst?: Promise<void>;
  /** Streamed: cut the connection after the first piece (once the hold, if any, is released). */
  dropAfterFirst?: boolean;
}

/** A part of a message's content, as the chat completions API takes it. */
export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: string } };

export interface OpenAiTestServer {
  /** The base URL to give the SDK (ends in /v1). */
  baseURL: string;
  /** Queue replies for the next requests; when the queue is empty the server answers 200. */
  script: (...replies: ScriptedReply[]) => void;
  /** Bodies of the chat completion requests received so far (a question with photos has content parts: text and image_url). */
  requests: Array<{ model: string; stream?: boolean; max_tokens?: number; messages: Array<{ role: string; content: string | ContentPart[] }> }>;
  stop: () => Promise<void>;
}

export const DEFAULT_ANSWER = 'These sound like **cockroaches**. Start with sticky traps and gel bait.';

async function readJson(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/** The content in pieces of about three words, as a model's stream brings it. */
export function piecesOf(content: string): string[] {
  return content.match(/(\S+\s*){1,3}/g) ?? [content];
}

async function streamReply(res: ServerResponse, model: string, id: string, reply: ScriptedReply, total: number): Promise<void> {
  const pieces = reply.pieces ?? piecesOf(reply.content ?? DEFAULT_ANSWER);
  const created = Math.floor(Date.now() / 1000);
  const event = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  const chunk = (delta: Record<string, string>, finish: string | null = null) =>
    event({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  chunk({ role: 'assistant', content: '' });
  for (const [n, piece] of pieces.entries()) {
    chunk({ content: piece });
    if (n > 0) continue;
    await reply.holdAfterFirst;
    if (reply.dropAfterFirst) {
      res.socket?.destroy();
      return;
    }
  }
  chunk({}, 'stop');
  event({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: { prompt_tokens: total - 100, completion_tokens: 100, total_tokens: total } });
  res.end('data: [DONE]\n\n');
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
    if (body.stream) {
      await streamReply(res, body.model, `chatcmpl-${requests.length}`, reply, total);
      return;
    }
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
