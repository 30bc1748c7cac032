// Failures in the domain's words: what went wrong (a kind), the spec's message and the fields it concerns. Domain code
// throws these and knows nothing of HTTP; the edge (platform/http, EDGE_FAILURES) alone turns a kind into a status.
import { GENERIC } from '../../contracts/messages';

export type FailureKind = 'invalid' | 'no-tokens' | 'not-found' | 'conflict' | 'too-large' | 'unsupported-type' | 'upstream-failed' | 'unavailable';

export interface FailureDetail {
  /** The fields it concerns, each with its message (a form shows them at the fields). */
  fields?: Record<string, string>;
  /** The reply's code, where the kind's own is not precise enough for the web (OperationInProgress, CircuitOpen...). */
  code?: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly detail: FailureDetail = {},
  ) {
    super(message);
  }
}

export const invalid = (message: string, fields?: Record<string, string>) => new DomainError('invalid', message, { fields });
export const notFound = (message: string = GENERIC.notFound) => new DomainError('not-found', message);
export const conflict = (message: string, detail?: FailureDetail) => new DomainError('conflict', message, detail);
