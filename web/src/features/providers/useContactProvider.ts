// Contact from a provider card: signed out, 'Login Required' and the way to /login (back here after); signed in, the
// lead dialog for that provider.
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { AUTH } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import { useAuth } from '../../app/AuthProvider';
import type { LoginState } from '../../app/routeState';
import { PATHS } from '../../app/paths';

export function useContactProvider(openLeadDialog: (provider: ProviderWire) => void): (provider: ProviderWire) => void {
  const { user } = useAuth();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  return (provider) => {
    if (user) {
      openLeadDialog(provider);
      return;
    }
    notification.warning({ title: AUTH.loginRequiredTitle, description: AUTH.loginRequired });
    const state: LoginState = { from: { pathname: location.pathname, search: location.search } };
    navigate(PATHS.login, { state });
  };
}
