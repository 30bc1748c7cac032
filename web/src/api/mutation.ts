// The web's one way to change data, without React: a feature's write run with the spec's toasts (success and
// failure), the caller's follow-up (cache update, form reset) between the answer and the success toast.

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** A toast: a notification with a title and optional description, or (brief) a one-line message. */
export interface Toast {
  kind: ToastKind;
  title: string;
  description?: string;
  brief?: boolean;
  /** A toast with the same key replaces the one on screen instead of stacking under it (a failure that repeats). */
  key?: string;
}

export type ShowToast = (toast: Toast) => void;

export interface MutationOptions<A, R> {
  /** The toast after the write and its follow-up succeeded; none when omitted or undefined. */
  success?: (result: R, arg: A) => Toast | undefined;
  /** The toast when the write (or its follow-up) failed; none when it returns undefined. */
  failure: (error: unknown, arg: A) => Toast | undefined;
  /** Runs after a successful write, before the success toast (update the cache, reset the form). */
  onSuccess?: (result: R, arg: A) => unknown;
  /** Runs after a failed write, before the failure toast (map field errors onto the form). */
  onError?: (error: unknown, arg: A) => void;
}

export type MutationOutcome<R> = { ok: true; result: R } | { ok: false; error: unknown };

/** Runs one write with its follow-up and toasts; never throws (the outcome says how it went). */
export async function runMutation<A, R>(write: (arg: A) => Promise<R>, arg: A, options: MutationOptions<A, R>, show: ShowToast): Promise<MutationOutcome<R>> {
  let result: R;
  try {
    result = await write(arg);
    await options.onSuccess?.(result, arg);
  } catch (error) {
    options.onError?.(error, arg);
    const toast = options.failure(error, arg);
    if (toast) show(toast);
    return { ok: false, error };
  }
  const toast = options.success?.(result, arg);
  if (toast) show(toast);
  return { ok: true, result };
}

/** The message of a failure, for a toast's description. */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
