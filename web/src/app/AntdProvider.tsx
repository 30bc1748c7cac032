// antd's theme and App context (message, notification, modal) for the parts that use antd: every page but the home
// page is under AntdLayout, and lazily loaded shell parts (the cookie banner) wrap themselves. The shell and the home
// page are plain elements, so their first paint loads no antd code.
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { theme } from './theme';

export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** The layout route of every page that uses antd. */
export default function AntdLayout() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
