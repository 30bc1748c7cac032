// The header's links for visitors, signed-in users and admins, shared by desktop and mobile menus.
import type { AuthUser } from './session';
import { PATHS } from './paths';

export interface NavLink {
  to: string;
  label: string;
}

export const LOG_OUT_LABEL = 'Log out';

export function mainLinks(user: AuthUser | null): NavLink[] {
  if (!user) {
    return [
      { to: PATHS.about, label: 'About' },
      { to: PATHS.knowledgebase, label: 'Knowledgebase' },
      { to: PATHS.faq, label: 'FAQ' },
    ];
  }
  return [
    { to: PATHS.dashboard, label: 'Dashboard' },
    { to: PATHS.chat, label: 'Consult AI' },
    { to: PATHS.providers, label: 'Providers' },
    { to: PATHS.knowledgebase, label: 'Knowledgebase' },
    { to: PATHS.faq, label: 'FAQ' },
    { to: PATHS.addBusiness, label: 'Add Your Business' },
  ];
}

export const visitorLinks: NavLink[] = [
  { to: PATHS.login, label: 'Log in' },
  { to: PATHS.register, label: 'Sign up' },
];

/** The account menu: Profile, then Admin Panel and System Monitoring for admins. Log out is added by the menus. */
export function accountLinks(isAdmin: boolean): NavLink[] {
  const links: NavLink[] = [{ to: PATHS.profile, label: 'Profile' }];
  if (isAdmin) {
    links.push({ to: PATHS.admin, label: 'Admin Panel' }, { to: PATHS.monitoring, label: 'System Monitoring' });
  }
  return links;
}
