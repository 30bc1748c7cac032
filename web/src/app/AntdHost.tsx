// The layout route of every page but the pre-rendered content pages: it puts antd's theme and App context (toasts,
// dialogs) around its pages once a page that uses antd has loaded them (loadAntd), and keeps them from then on, so a
// toast outlives the move to a plain page (register's toast on /login). Until then its pages render plain: a visitor
// sent to /login loads no antd code.
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useOutlet } from 'react-router-dom';

type Provider = ComponentType<{ children: ReactNode }>;

let provider: Provider | null = null;
let loading: Promise<Provider> | null = null;
const listeners = new Set<() => void>();

/** Loads antd's provider (once); a page that uses antd awaits it with its own code, so it first renders inside it. */
export function loadAntd(): Promise<Provider> {
  loading ??= import('./AntdProvider').then(
    ({ AntdProvider }) => {
      provider = AntdProvider;
      listeners.forEach((listener) => listener());
      return AntdProvider;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => provider;

export function AntdHost() {
  const outlet = useOutlet();
  const Provider = useSyncExternalStore(subscribe, current, current);
  return Provider ? <Provider>{outlet}</Provider> : outlet;
}
