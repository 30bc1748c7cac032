// The layout route of every page but the pre-rendered content pages: it puts antd's theme and App context (toasts,
// dialogs) around its antd pages once one has loaded them (loadAntd), and keeps them from then on. A plain page (its
// handle says `plain`: login, sign-up, add-business) renders outside it, so antd's arrival (its first toast) does not
// render the page anew, and a visitor sent to /login loads no antd code; its toasts come through app/toasts.ts from a
// holder beside the page, which stays, so a toast outlives the move to another page (register's on /login).
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router-dom';
import type { RouteHandle } from './DocumentTitle';

type Provider = ComponentType<{ children: ReactNode }>;
interface Loaded {
  Provider: Provider;
  ToastBridge: ComponentType;
}

let loaded: Loaded | null = null;
let loading: Promise<Provider> | null = null;
const listeners = new Set<() => void>();

/** Loads antd's provider (once); a page that uses antd awaits it with its own code, so it first renders inside it. */
export function loadAntd(): Promise<Provider> {
  loading ??= import('./AntdProvider').then(
    ({ AntdProvider, ToastBridge }) => {
      loaded = { Provider: AntdProvider, ToastBridge };
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
const current = () => loaded;

export function AntdHost() {
  const outlet = useOutlet();
  const antd = useSyncExternalStore(subscribe, current, current);
  const plain = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.plain);
  return (
    <>
      {antd && !plain ? <antd.Provider>{outlet}</antd.Provider> : outlet}
      {antd && (
        <antd.Provider>
          <antd.ToastBridge />
        </antd.Provider>
      )}
    </>
  );
}
