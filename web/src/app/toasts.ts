// The plain pages' toasts: antd's message and notification, whose code loads with the first toast (loadAntd); AntdHost
// keeps their holder mounted from then on, so a toast outlives a move to another page (register's on /login).
import type { ShowToast, Toast } from '../api/mutation';
import { loadAntd } from './AntdHost';

let host: ShowToast | null = null;
const waiting: Toast[] = [];

/** antd's toasts, while their holder is mounted (AntdProvider's ToastBridge); the toasts asked for before it go first. */
export function setToastHost(show: ShowToast | null): void {
  host = show;
  if (show) waiting.splice(0).forEach(show);
}

/** Shows a toast, loading antd's code first when no page has yet. */
export const showToast: ShowToast = (toast) => {
  if (host) return host(toast);
  waiting.push(toast);
  loadAntd().catch((error: unknown) => console.error('antd did not load, so a toast was not shown:', toast.title, error));
};
