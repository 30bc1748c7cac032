// The mutation helper as components use it: runMutation with a busy flag, its toasts shown through antd's App context.
import { useCallback, useState } from 'react';
import { App } from 'antd';
import { runMutation, type MutationOptions, type MutationOutcome, type ShowToast, type Toast } from './mutation';

/** Shows toasts through antd's App context (notifications, or messages for brief ones). */
export function useToast(): ShowToast {
  const { message, notification } = App.useApp();
  return useCallback(
    ({ kind, title, description, brief, key }: Toast) => {
      if (brief) void message.open({ type: kind, content: title, key });
      else notification[kind]({ title, description, key });
    },
    [message, notification],
  );
}

/** A write as a component uses it: `trigger(arg)` runs it with its toasts; `pending` while it runs. */
export function useMutation<A, R>(write: (arg: A) => Promise<R>, options: MutationOptions<A, R>) {
  const show = useToast();
  const [pending, setPending] = useState(false);
  const trigger = async (arg: A): Promise<MutationOutcome<R>> => {
    setPending(true);
    try {
      return await runMutation(write, arg, options, show);
    } finally {
      setPending(false);
    }
  };
  return { trigger, pending };
}
