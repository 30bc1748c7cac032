// The Lambda Node.js runtime's `awslambda` global for the local gateway (and tests that run a streaming handler in
// process): streamifyResponse marks a handler as streaming, as the runtime does, and HttpResponseStream.from gives the
// response its status and headers before the body, which the gateway then sends to the client as it is written.
import { PassThrough, type Writable } from 'node:stream';

/** The runtime's own mark of a streaming handler. */
const STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');
/** Our streams' mark: known by it, not by class, since tests may load this module afresh after the global is set. */
const LOCAL_STREAM: unique symbol = Symbol.for('pestpilot.local.responseStream');

export interface StreamPrelude {
  statusCode: number;
  headers: Record<string, string>;
}

/** The stream a streaming handler writes its response into; `prelude` settles with its status and headers. */
export class LocalResponseStream extends PassThrough {
  readonly [LOCAL_STREAM] = true;
  private announce: (prelude: StreamPrelude) => void = () => {};
  readonly prelude = new Promise<StreamPrelude>((resolve) => (this.announce = resolve));

  /** HttpResponseStream.from's part: the status and headers, before anything is written. */
  setPrelude(prelude: StreamPrelude): void {
    this.announce(prelude);
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // Written without a prelude: the runtime's default.
    this.announce({ statusCode: 200, headers: { 'content-type': 'application/octet-stream' } });
    super._write(chunk, encoding, callback);
  }
}

type Handler = ((...args: never[]) => unknown) & { [STREAMING]?: string };

export function isStreamingHandler(handler: unknown): boolean {
  return typeof handler === 'function' && (handler as Handler)[STREAMING] === 'response';
}

const local = {
  streamifyResponse<H extends Handler>(handler: H): H {
    handler[STREAMING] = 'response';
    return handler;
  },
  HttpResponseStream: {
    from(stream: Writable, metadata: Record<string, unknown>): Writable {
      if (!(stream as Partial<LocalResponseStream>)[LOCAL_STREAM]) throw new Error('Not a response stream of the local gateway');
      (stream as LocalResponseStream).setPrelude({ statusCode: Number(metadata.statusCode ?? 200), headers: (metadata.headers as Record<string, string> | undefined) ?? {} });
      return stream;
    },
  },
};

// Other libraries keep their own keys on the global (the SDK's invoke store): add ours beside them.
const runtime = ((globalThis as { awslambda?: Record<string, unknown> }).awslambda ??= {});
runtime.streamifyResponse ??= local.streamifyResponse;
runtime.HttpResponseStream ??= local.HttpResponseStream;
