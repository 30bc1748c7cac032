// The local request queue: at most 5 requests at a time, at most 100 waiting
// ('Queue capacity exceeded'), the highest priority first (high 100, normal 50, low 10; first come first served
// within one), and a failed request retried up to 3 times after 500 ms x 2^attempt when the failure is retryable.
import { CHAT } from '@contracts/messages';
import { PRIORITY, REQUEST_QUEUE, type Priority } from './constants';
import { isRetryableError } from './retry';

export class QueueFullError extends Error {
  constructor() {
    super(CHAT.queueFull);
    this.name = 'QueueFullError';
  }
}

export interface RequestQueueOptions {
  concurrency?: number;
  maxLength?: number;
  retries?: number;
  backoffMs?: number;
  isRetryable?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

export interface EnqueueOptions {
  priority?: Priority;
  /** Retries for this request; give 0 for a request that must not be repeated (a write without an idempotency key). */
  retries?: number;
}

interface Entry {
  task: () => Promise<unknown>;
  priority: number;
  seq: number;
  /** Attempts made so far. */
  attempts: number;
  retries: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The wait before retrying a request whose attempt number `attempt` (0 for the first try) failed. */
export function queueBackoff(attempt: number, backoffMs: number = REQUEST_QUEUE.backoffMs): number {
  return backoffMs * 2 ** attempt;
}

/**
 * Who goes first: admin requests high, a provider's write requests high, read requests
 * normal, everything else normal.
 */
export function requestPriority(request: { method: string; path: string; role?: string }): Priority {
  const write = request.method.toUpperCase() !== 'GET';
  if (request.path.startsWith('/api/admin') || request.role === 'admin') return 'high';
  if (request.role === 'provider' && write) return 'high';
  return 'normal';
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class RequestQueue {
  private readonly waiting: Entry[] = [];
  private running = 0;
  private seq = 0;
  private readonly concurrency: number;
  private readonly maxLength: number;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly isRetryable: (error: unknown) => boolean;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: RequestQueueOptions = {}) {
    this.concurrency = options.concurrency ?? REQUEST_QUEUE.concurrency;
    this.maxLength = options.maxLength ?? REQUEST_QUEUE.maxLength;
    this.retries = options.retries ?? REQUEST_QUEUE.retries;
    this.backoffMs = options.backoffMs ?? REQUEST_QUEUE.backoffMs;
    this.isRetryable = options.isRetryable ?? isRetryableError;
    this.sleep = options.sleep ?? realSleep;
  }

  /** Requests waiting for a slot. */
  get size(): number {
    return this.waiting.length;
  }

  /** Requests running now. */
  get active(): number {
    return this.running;
  }

  /** Runs `task` when a slot is free and its turn comes; rejects with 'Queue capacity exceeded' when 100 are waiting. */
  enqueue<T>(task: () => Promise<T>, options: EnqueueOptions = {}): Promise<T> {
    if (this.waiting.length >= this.maxLength) return Promise.reject(new QueueFullError());
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        task,
        priority: PRIORITY[options.priority ?? 'normal'],
        seq: this.seq++,
        attempts: 0,
        retries: options.retries ?? this.retries,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.pump();
    });
  }

  private next(): Entry | undefined {
    let best = -1;
    for (let i = 0; i < this.waiting.length; i += 1) {
      const e = this.waiting[i];
      const b = this.waiting[best];
      if (!b || e.priority > b.priority || (e.priority === b.priority && e.seq < b.seq)) best = i;
    }
    return best < 0 ? undefined : this.waiting.splice(best, 1)[0];
  }

  private pump(): void {
    while (this.running < this.concurrency) {
      const entry = this.next();
      if (!entry) return;
      this.running += 1;
      void this.run(entry);
    }
  }

  private async run(entry: Entry): Promise<void> {
    const attempt = entry.attempts;
    entry.attempts += 1;
    try {
      entry.resolve(await entry.task());
    } catch (error) {
      if (attempt < entry.retries && this.isRetryable(error)) {
        // The slot is freed while waiting; the request then takes its turn again (its place in line is kept).
        void this.sleep(queueBackoff(attempt, this.backoffMs)).then(() => {
          this.waiting.push(entry);
          this.pump();
        });
      } else {
        entry.reject(error);
      }
    } finally {
      this.running -= 1;
      this.pump();
    }
  }
}
