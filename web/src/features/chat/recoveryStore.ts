// The recovery store: a request is kept in local storage until it succeeds
// (an AI request for 10 minutes, anything else for 24 hours; at most 100, the oldest dropped first), so what did not
// get through can be re-sent by hand, latest first. Records belong to one user and are never shown to another.
import { RECOVERY, STORAGE_KEYS } from './constants';

export type RecoveryKind = 'ai' | 'request';
export type RecoveryState = 'pending' | 'failed';

/** A request kept locally: its operation id, state, when it was made and when it expires. */
export interface RecoveryRecord<P = unknown> {
  id: string;
  kind: RecoveryKind;
  state: RecoveryState;
  userId: string;
  timestamp: number;
  expiresAt: number;
  payload: P;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface RecoveryStoreOptions {
  storage?: KeyValueStorage;
  key?: string;
  maxItems?: number;
  now?: () => number;
}

function isRecord(value: unknown): value is RecoveryRecord {
  const r = value as RecoveryRecord | null;
  return (
    typeof r?.id === 'string' &&
    typeof r.userId === 'string' &&
    typeof r.timestamp === 'number' &&
    typeof r.expiresAt === 'number' &&
    (r.kind === 'ai' || r.kind === 'request') &&
    (r.state === 'pending' || r.state === 'failed')
  );
}

/** How long a record of this kind is kept. */
function recoveryLifetime(kind: RecoveryKind): number {
  return kind === 'ai' ? RECOVERY.aiTtlMs : RECOVERY.defaultTtlMs;
}

export class RecoveryStore<P = unknown> {
  private readonly storage: KeyValueStorage | undefined;
  private readonly key: string;
  private readonly maxItems: number;
  private readonly now: () => number;

  constructor(options: RecoveryStoreOptions = {}) {
    this.storage = options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
    this.key = options.key ?? STORAGE_KEYS.recovery;
    this.maxItems = options.maxItems ?? RECOVERY.maxItems;
    this.now = options.now ?? (() => Date.now());
  }

  /** Keeps a request until it succeeds; a record with the same id is replaced. */
  save(input: { id: string; kind: RecoveryKind; userId: string; payload: P; ttlMs?: number }): RecoveryRecord<P> {
    const timestamp = this.now();
    const record: RecoveryRecord<P> = {
      id: input.id,
      kind: input.kind,
      state: 'pending',
      userId: input.userId,
      timestamp,
      expiresAt: timestamp + (input.ttlMs ?? recoveryLifetime(input.kind)),
      payload: input.payload,
    };
    this.write([...this.read().filter((r) => r.id !== record.id), record]);
    return record;
  }

  /** Changes what a kept request will re-send (its time and expiry stay). */
  update(id: string, payload: P): void {
    this.write(this.read().map((r) => (r.id === id ? { ...r, payload } : r)));
  }

  setState(id: string, state: RecoveryState): void {
    this.write(this.read().map((r) => (r.id === id ? { ...r, state } : r)));
  }

  /** Forgets a request (it succeeded, or it can never succeed). */
  remove(id: string): void {
    const records = this.read();
    if (records.some((r) => r.id === id)) this.write(records.filter((r) => r.id !== id));
  }

  get(id: string): RecoveryRecord<P> | undefined {
    return this.read().find((r) => r.id === id);
  }

  /** The user's unexpired requests, latest first (the order of a manual recovery). */
  unsent(userId: string, kind?: RecoveryKind): RecoveryRecord<P>[] {
    return this.read()
      .filter((r) => r.userId === userId && (kind === undefined || r.kind === kind))
      .reverse()
      .sort((a, b) => b.timestamp - a.timestamp);
  }

  /** Every unexpired record, oldest first; expired ones are dropped from storage on the way. */
  private read(): RecoveryRecord<P>[] {
    if (!this.storage) return [];
    let raw: string | null;
    try {
      raw = this.storage.getItem(this.key);
    } catch {
      // Storage blocked: nothing to recover.
      return [];
    }
    if (!raw) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // Unreadable: start again with an empty store.
      this.write([]);
      return [];
    }
    const all = Array.isArray(parsed) ? parsed.filter(isRecord) : [];
    const now = this.now();
    const live = all.filter((r) => r.expiresAt > now) as RecoveryRecord<P>[];
    if (live.length !== all.length) this.write(live);
    return live;
  }

  private write(records: RecoveryRecord<P>[]): void {
    if (!this.storage) return;
    const kept = [...records].sort((a, b) => a.timestamp - b.timestamp).slice(-this.maxItems);
    try {
      if (kept.length) this.storage.setItem(this.key, JSON.stringify(kept));
      else this.storage.removeItem(this.key);
    } catch {
      // Storage blocked: unsent messages live only as long as this page.
    }
  }
}
