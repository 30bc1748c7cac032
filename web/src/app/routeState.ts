// The route state the account screens hand each other (prefilled email, pending chat query).
import { PATHS } from './paths';

/** Route state the login page understands. */
export interface LoginState {
  /** Where the user was going before being sent to log in. */
  from?: { pathname: string; search?: string; hash?: string; state?: unknown };
  email?: string;
  initialQuery?: string;
}

export interface RegisterState {
  initialQuery?: string;
}

/** Chat's route state when a query is waiting to be asked. */
export interface ChatState {
  initialQuery: string;
  newThread: true;
}

/** Where a user goes once signed in: the chat with a waiting query, else where they were going, else the dashboard. */
export function afterLoginTarget(state: LoginState | null): { to: string; state?: unknown } {
  if (state?.initialQuery) {
    const chat: ChatState = { initialQuery: state.initialQuery, newThread: true };
    return { to: PATHS.chat, state: chat };
  }
  const from = state?.from;
  if (from && from.pathname !== PATHS.login) {
    return { to: `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, state: from.state };
  }
  return { to: PATHS.dashboard };
}
