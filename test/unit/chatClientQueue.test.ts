// The web's request queue on p-queue (5 at a time, 100 waiting, priorities, cockatiel's retries after 500 ms x
// 2^attempt).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT } from '../../functions/contracts/messages';
import { PRIORITY, QueueFullError, REQUEST_QUEUE, RequestQueue, requestPriority } from '../../web/src/api/queue';
import { deferred } from '../support/deferred';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status, code: `http_${status}` });


const tick = () => new Promise((r) => setTimeout(r, 0));

describe('request queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the spec constants', () => {
    expect(REQUEST_QUEUE).toEqual({ concurrency: 5, maxLength: 100, retries: 3, backoffMs: 500 });
    expect(PRIORITY).toEqual({ high: 100, normal: 50, low: 10 });
  });

  it('runs at most 5 requests at a time', async () => {
    const queue = new RequestQueue();
    const gates = Array.from({ length: 7 }, () => deferred());
    const results = gates.map((g, i) => queue.enqueue(() => g.promise.then(() => i)));
    await tick();
    expect(queue.active).toBe(5);
    expect(queue.size).toBe(2);
    gates[0].resolve();
    await tick();
    expect(queue.active).toBe(5);
    expect(queue.size).toBe(1);
    gates.forEach((g) => g.resolve());
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queue.active).toBe(0);
  });

  it("refuses a request when 100 are waiting: 'Queue capacity exceeded'", async () => {
    const queue = new RequestQueue({ concurrency: 1 });
    const gate = deferred();
    const all = [queue.enqueue(() => gate.promise)];
    for (let i = 0; i < 100; i += 1) all.push(queue.enqueue(async () => undefined));
    expect(queue.size).toBe(100);
    const refused = queue.enqueue(async () => undefined);
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toThrow(CHAT.queueFull);
    gate.resolve();
    await Promise.all(all);
  });

  it('starts the highest priority first, first come first served within a priority', async () => {
    const queue = new RequestQueue({ concurrency: 1 });
    const gate = deferred();
    const order: string[] = [];
    const run = (name: string) => async () => {
      order.push(name);
    };
    const first = queue.enqueue(() => gate.promise);
    const rest = [
      queue.enqueue(run('low'), { priority: 'low' }),
      queue.enqueue(run('normal-1')),
      queue.enqueue(run('high'), { priority: 'high' }),
      queue.enqueue(run('normal-2'), { priority: 'normal' }),
    ];
    gate.resolve();
    await Promise.all([first, ...rest]);
    expect(order).toEqual(['high', 'normal-1', 'normal-2', 'low']);
  });

  it('retries a retryable failure up to 3 times after 500 ms x 2^attempt, freeing its slot meanwhile', async () => {
    vi.useFakeTimers();
    const queue = new RequestQueue({ concurrency: 1 });
    const starts: number[] = [];
    const t0 = Date.now();
    const task = vi.fn(async () => {
      starts.push(Date.now() - t0);
      throw httpError(503);
    });
    const failing = queue.enqueue(task, { retries: REQUEST_QUEUE.retries }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.active).toBe(0);
    const other = queue.enqueue(async () => 'meanwhile');
    await expect(other).resolves.toBe('meanwhile');
    await vi.runAllTimersAsync();
    expect(await failing).toMatchObject({ status: 503 });
    expect(task).toHaveBeenCalledTimes(4);
    expect(starts).toEqual([0, 500, 1500, 3500]);

    let n = 0;
    const flaky = queue.enqueue(
      async () => {
        n += 1;
        if (n < 3) throw httpError(429);
        return 'ok';
      },
      { retries: 3 },
    );
    await vi.runAllTimersAsync();
    await expect(flaky).resolves.toBe('ok');
  });

  it('does not retry a refusal, nor a request enqueued with no retries (the default)', async () => {
    vi.useFakeTimers();
    const queue = new RequestQueue();
    const refused = vi.fn(async () => {
      throw httpError(400);
    });
    await expect(queue.enqueue(refused, { retries: 3 })).rejects.toMatchObject({ status: 400 });
    expect(refused).toHaveBeenCalledTimes(1);
    const write = vi.fn(async () => {
      throw httpError(503);
    });
    await expect(queue.enqueue(write)).rejects.toMatchObject({ status: 503 });
    expect(write).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('prioritises admin requests and provider writes high, reads and the rest normal', () => {
    expect(requestPriority({ method: 'GET', path: '/api/admin/users' })).toBe('high');
    expect(requestPriority({ method: 'POST', path: '/api/threads', role: 'admin' })).toBe('high');
    expect(requestPriority({ method: 'PUT', path: '/api/providers/1', role: 'provider' })).toBe('high');
    expect(requestPriority({ method: 'GET', path: '/api/providers', role: 'provider' })).toBe('normal');
    expect(requestPriority({ method: 'GET', path: '/api/threads', role: 'user' })).toBe('normal');
    expect(requestPriority({ method: 'POST', path: '/api/pest-consultant', role: 'user' })).toBe('normal');
  });
});
