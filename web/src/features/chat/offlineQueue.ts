// The offline queue: messages written while offline wait here, shown as pending, and
// are sent in the order they were written when the connection returns; one that fails goes back in the queue.
export interface Queued {
  id: string;
}

export interface FlushResult<T> {
  sent: T[];
  /** The first item that failed (it and everything after it stay queued, so the order is kept). */
  failed?: { item: T; error: unknown };
}

export class OfflineQueue<T extends Queued> {
  private items: T[] = [];
  private flushing: Promise<FlushResult<T>> | undefined;

  add(item: T): void {
    this.items = [...this.items.filter((i) => i.id !== item.id), item];
  }

  remove(id: string): void {
    this.items = this.items.filter((i) => i.id !== id);
  }

  list(): readonly T[] {
    return this.items;
  }

  get size(): number {
    return this.items.length;
  }

  /**
   * Sends the queued items one by one, oldest first; each one sent leaves the queue. A failure stops the flush and
   * re-queues that item. A flush already running is joined rather than started twice.
   */
  flush(send: (item: T) => Promise<void>): Promise<FlushResult<T>> {
    this.flushing ??= this.drain(send).finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async drain(send: (item: T) => Promise<void>): Promise<FlushResult<T>> {
    const sent: T[] = [];
    for (;;) {
      const item = this.items[0];
      if (!item) return { sent };
      try {
        await send(item);
      } catch (error) {
        return { sent, failed: { item: this.items.find((i) => i.id === item.id) ?? item, error } };
      }
      sent.push(item);
      this.remove(item.id);
    }
  }
}
