// The streamed send from a test's side: POST /api/pest-consultant/stream as the web sends it (the token in its own
// header, the body's SHA-256), its newline-delimited JSON events read as they arrive, optionally leaving after the
// first piece of the answer (a dropped connection).
import { createHash } from 'node:crypto';
import { API, STREAMED_ROUTE } from '../../functions/contracts/api';
import type { ConsultStreamEvent } from '../../functions/contracts/chat';

export interface StreamedSend {
  status: number;
  contentType: string | null;
  /** The events read (all of them, or up to the first delta when the client left). */
  events: ConsultStreamEvent[];
  /** The error body of a refusal (a non-2xx status). */
  error?: { error: { code: string; message: string; fields?: Record<string, string> } };
}

export async function streamSend(appUrl: string, token: string | undefined, body: Record<string, unknown>, options: { leaveAfterFirstDelta?: boolean } = {}): Promise<StreamedSend> {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json', [STREAMED_ROUTE.bodyHashHeader]: createHash('sha256').update(raw).digest('hex') };
  if (token) headers[STREAMED_ROUTE.tokenHeader] = `Bearer ${token}`;
  const controller = new AbortController();
  const res = await fetch(`${appUrl}${API.pestConsultantStream}`, { method: 'POST', headers, body: raw, signal: controller.signal });
  const contentType = res.headers.get('content-type');
  if (!res.ok) return { status: res.status, contentType, events: [], error: await res.json() };
  const events: ConsultStreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = res.body!.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as ConsultStreamEvent;
      events.push(event);
      if (options.leaveAfterFirstDelta && event.type === 'delta') {
        controller.abort();
        return { status: res.status, contentType, events };
      }
    }
  }
  return { status: res.status, contentType, events };
}

/** The text of the deltas, joined. */
export const streamedText = (events: ConsultStreamEvent[]) => events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
