// The circuit breaker for AI calls: closed; open after 3 failures in a row (calls fail fast with 'Circuit is
// open'); half-open after 30 s, when one trial call is let through: its success closes it, its failure reopens it.
import { CHAT } from '../../contracts/messages';

export type CircuitState = 'closed' | 'open' | 'half-open';

export class CircuitOpenError extends Error {
  constructor() {
    super(CHAT.circuitOpen);
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitBreakerOptions {
  failureThreshold?: number;
  resetAfterMs?: number;
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | undefined;
  private trialInFlight = false;
  private readonly failureThreshold: number;
  private readonly resetAfterMs: number;
  private readonly now: () => number;

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = options.failureThreshold ?? 3;
    this.resetAfterMs = options.resetAfterMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.resetAfterMs ? 'half-open' : 'open';
  }

  /** Runs `call` unless the circuit is open; while half-open only one trial call runs at a time. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.trialInFlight)) throw new CircuitOpenError();
    const trial = state === 'half-open';
    if (trial) this.trialInFlight = true;
    try {
      const result = await call();
      this.failures = 0;
      this.openedAt = undefined;
      return result;
    } catch (error) {
      this.failures += 1;
      if (trial || this.failures >= this.failureThreshold) this.openedAt = this.now();
      throw error;
    } finally {
      if (trial) this.trialInFlight = false;
    }
  }
}
