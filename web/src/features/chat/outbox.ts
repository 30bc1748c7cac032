// The chat's outbox: every message on its way to the consultant, kept in local storage until it is delivered, each
// pending (to be sent, oldest first) or failed (offered with Retry), with its operationId (the idempotency key, the same
// for every re-send, across reloads), thread, text and photo ids (uploaded before it was written, so every re-send
// carries them). Entries belong to one user and are never another's; what an earlier visit left is kept 10 minutes
// (the server's operation window) for a manual recovery; at most 100 are kept.
import { OUTBOX, STORAGE_KEYS } from './constants';

export type OutboxState = 'pending' | 'failed';

export interface OutboxEntry {
  /** The send's operationId. */
  id: string;
  userId: string;
  /** The visit to the chat that wrote it: that visit sends it; a later one offers it for recovery. */
  visit: string;
  state: OutboxState;
  /** Written (or left) while offline: it shows in the conversation as pending until it goes. */
  queued: boolean;
  message: string;
  /** Its photos, already uploaded (absent when it has none). */
  photoIds?: string[];
  /** Its thread; null for a conversation not saved yet (it gets the thread the conversation's first message creates). */
  threadId: string | null;
  /** The unsaved conversation it was written in. */
  draftKey: string;
  /** Sent at least once: its thread is fixed, since a re-send must match the first try. */
  attempted: boolean;
  location: string | null;
  createdAt: string;
  /** When a later visit stops offering it (epoch ms). */
  expiresAt: number;
}

export interface OutboxOptions {
  storage?: () => Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

function isEntry(value: unknown): value is OutboxEntry {
  const e = value as OutboxEntry | null;
  return (
    typeof e?.id === 'string' &&
    typeof e.userId === 'string' &&
    typeof e.visit === 'string' &&
    (e.state === 'pending' || e.state === 'failed') &&
    typeof e.message === 'string' &&
    (e.photoIds === undefined || (Array.isArray(e.photoIds) && e.photoIds.every((id) => typeof id === 'string'))) &&
    typeof e.expiresAt === 'number'
  );
}

export class Outbox {
  private readonly storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  private readonly now: () => number;
  /** The entries as last read or written; the only copy once the storage is found blocked. */
  private memory: OutboxEntry[] = [];
  private blocked = false;

  constructor(options: OutboxOptions = {}) {
    this.storage = options.storage ?? (() => localStorage);
    this.now = options.now ?? (() => Date.now());
  }

  /** Keeps a new entry (pending or failed as given) after the others; the oldest go beyond 100. */
  add(entry: Omit<OutboxEntry, 'expiresAt'>): OutboxEntry {
    const kept: OutboxEntry = { ...entry, expiresAt: this.now() + OUTBOX.lifetimeMs };
    this.write([...this.read().filter((e) => e.id !== entry.id), kept]);
    return kept;
  }

  /** Changes an entry in place (its order and expiry stay); undefined when it is gone. */
  update(id: string, patch: Partial<Pick<OutboxEntry, 'state' | 'queued' | 'attempted'>>): OutboxEntry | undefined {
    let changed: OutboxEntry | undefined;
    this.write(this.read().map((e) => (e.id === id ? (changed = { ...e, ...patch }) : e)));
    return changed;
  }

  /** Forgets an entry: it was delivered, or it can never be. */
  remove(id: string): void {
    const entries = this.read();
    if (entries.some((e) => e.id === id)) this.write(entries.filter((e) => e.id !== id));
  }

  get(id: string): OutboxEntry | undefined {
    return this.read().find((e) => e.id === id);
  }

  /** The user's entries, oldest first. */
  entries(userId: string): OutboxEntry[] {
    return this.read().filter((e) => e.userId === userId);
  }

  /** The conversation's first message created its thread: the messages written after it, not yet tried, join it. */
  assignThread(draftKey: string, threadId: string): void {
    this.write(this.read().map((e) => (e.draftKey === draftKey && e.threadId === null && !e.attempted ? { ...e, threadId } : e)));
  }

  /** What earlier visits left for the user, as a new visit starts: entries past their 10 minutes are dropped first. */
  left(userId: string): OutboxEntry[] {
    const entries = this.read();
    const now = this.now();
    const live = entries.filter((e) => e.expiresAt > now);
    if (live.length !== entries.length) this.write(live);
    return live.filter((e) => e.userId === userId);
  }

  private read(): OutboxEntry[] {
    if (this.blocked) return this.memory;
    let raw: string | null;
    try {
      raw = this.storage().getItem(STORAGE_KEYS.outbox);
    } catch (error) {
      this.block(error);
      return this.memory;
    }
    let parsed: unknown = [];
    try {
      parsed = raw ? JSON.parse(raw) : [];
    } catch (error) {
      console.warn('The chat outbox was unreadable and starts empty', error);
    }
    this.memory = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    return this.memory;
  }

  private write(entries: OutboxEntry[]): void {
    this.memory = entries.slice(-OUTBOX.maxItems);
    if (this.blocked) return;
    try {
      this.storage().setItem(STORAGE_KEYS.outbox, JSON.stringify(this.memory));
    } catch (error) {
      this.block(error);
    }
  }

  /** Storage blocked (private mode, quota): the entries live in memory for as long as this page. */
  private block(error: unknown): void {
    this.blocked = true;
    console.warn('Local storage is blocked: unsent chat messages are kept for this page only', error);
  }
}

/** The outbox every visit to the chat (and the monitoring page's recovery) in this tab shares. */
export const outbox = new Outbox();
