// The browser's circuit breaker for AI calls: closed; open after 3 failures in a row (calls fail at once with
// 'Circuit is open'); half-open after 30 s, when one trial call goes through: success closes it, failure reopens it.
import { CHAT } from '@contracts/messages';
import { AI_BREAKER } from './constants';

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
  /** Which errors count as a failure of the service (a refused request, such as a 402, does not). */
  isFailure?: (error: unknown) => boolean;
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | undefined;
  private trialInFlight = false;
  private readonly failureThreshold: number;
  private readonly resetAfterMs: number;
  private readonly isFailure: (error: unknown) => boolean;
  private readonly now: () => number;

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = options.failureThreshold ?? AI_BREAKER.failureThreshold;
    this.resetAfterMs = options.resetAfterMs ?? AI_BREAKER.resetAfterMs;
    this.isFailure = options.isFailure ?? (() => true);
    this.now = options.now ?? (() => Date.now());
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
      if (this.isFailure(error)) {
        this.failures += 1;
        if (trial || this.failures >= this.failureThreshold) this.openedAt = this.now();
      } else if (trial) {
        // The service answered (with a refusal): it is up again.
        this.failures = 0;
        this.openedAt = undefined;
      }
      throw error;
    } finally {
      if (trial) this.trialInFlight = false;
    }
  }
}
