// The web's request queue on p-queue: at most 5 requests at a time, at most 100
// waiting ('Queue capacity exceeded'), the highest priority first (high 100, normal 50, low 10; first come first
// served within one), and a request that asks for it retried (cockatiel) after 500 ms x 2^attempt, its slot freed
// while it waits.
import { ExponentialBackoff, handleWhen, noJitterGenerator, retry } from 'cockatiel';
import PQueue from 'p-queue';
import { CHAT } from '@contracts/messages';
import { isRetryableError } from './retryable';

/** The local request queue: 5 at a time, at most 100 waiting, up to 3 retries after 500 ms x 2^attempt. */
export const REQUEST_QUEUE = { concurrency: 5, maxLength: 100, retries: 3, backoffMs: 500 } as const;

export const PRIORITY = { high: 100, normal: 50, low: 10 } as const;
export type Priority = keyof typeof PRIORITY;

export class QueueFullError extends Error {
  constructor() {
    super(CHAT.queueFull);
    this.name = 'QueueFullError';
  }
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

export interface EnqueueOptions {
  priority?: Priority;
  /** Retries of a retryable failure; 0 (the default) for a request that must not be repeated or has its own policy. */
  retries?: number;
}

export interface RequestQueueOptions {
  concurrency?: number;
  maxLength?: number;
  isRetryable?: (error: unknown) => boolean;
}

export class RequestQueue {
  private readonly queue: PQueue;
  private readonly maxLength: number;
  private readonly isRetryable: (error: unknown) => boolean;

  constructor(options: RequestQueueOptions = {}) {
    this.queue = new PQueue({ concurrency: options.concurrency ?? REQUEST_QUEUE.concurrency });
    this.maxLength = options.maxLength ?? REQUEST_QUEUE.maxLength;
    this.isRetryable = options.isRetryable ?? isRetryableError;
  }

  /** Requests waiting for a slot. */
  get size(): number {
    return this.queue.size;
  }

  /** Requests running now. */
  get active(): number {
    return this.queue.pending;
  }

  /** Runs `task` when a slot is free and its turn comes; rejects with 'Queue capacity exceeded' when 100 are waiting. */
  enqueue<T>(task: () => Promise<T>, { priority = 'normal', retries = 0 }: EnqueueOptions = {}): Promise<T> {
    const attempt = (): Promise<T> => {
      if (this.queue.size >= this.maxLength) return Promise.reject(new QueueFullError());
      return this.queue.add(task, { priority: PRIORITY[priority] }) as Promise<T>;
    };
    if (retries <= 0) return attempt();
    const backoff = new ExponentialBackoff({ initialDelay: REQUEST_QUEUE.backoffMs, maxDelay: Number.MAX_SAFE_INTEGER, generator: noJitterGenerator });
    return retry(handleWhen((error) => !(error instanceof QueueFullError) && this.isRetryable(error)), { maxAttempts: retries, backoff }).execute(attempt);
  }
}

/** The page's one queue: every API call takes its turn here. */
export const requestQueue = new RequestQueue();
