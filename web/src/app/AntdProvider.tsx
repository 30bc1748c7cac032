// antd's theme and App context (message, notification, modal) for the parts that use antd: AntdHost puts it around
// the pages once one that uses antd loads it, and lazily loaded shell parts wrap themselves. The shell, the content
// pages and the login page are plain elements, so their first paint loads no antd code.
import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useToast } from '../api/useMutation';
import { theme } from './theme';
import { setToastHost } from './toasts';

export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Hands antd's toasts to the plain pages (app/toasts.ts) while it is mounted (AntdHost keeps it so). */
export function ToastBridge() {
  const show = useToast();
  useEffect(() => {
    setToastHost(show);
    return () => setToastHost(null);
  }, [show]);
  return null;
}
