// The admin panel's tabs (spec document 2, 2.1): their keys in `?tab=`, their labels, and each tab's own lazy chunk.
// A tab plugs in by adding its loader here; a tab without one is not offered yet.
import type { ComponentType } from 'react';
import { ADMIN } from '@contracts/messages';

export const ADMIN_TABS = ['users', 'providers', 'leads', 'threads', 'case-studies', 'suggestions', 'settings', 'audit'] as const;
export type AdminTabKey = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTabKey = 'users';

/** What a tab receives from the panel: the case study to open (`?edit=<id>`), for the case studies tab. */
export interface AdminTabProps {
  editId?: string;
  onEditHandled?: () => void;
}

type Loader = () => Promise<{ default: ComponentType<AdminTabProps> }>;

/** The tabs built so far, each loaded when first shown. */
export const TAB_LOADERS: Partial<Record<AdminTabKey, Loader>> = {
  users: () => import('./users/UsersTab'),
  providers: () => import('./providers/ProvidersTab'),
  leads: () => import('./leads/LeadsTab'),
  threads: () => import('./threads/ThreadsTab'),
  'case-studies': () => import('./case-studies/CaseStudiesTab'),
  suggestions: () => import('./suggestions/SuggestionsTab'),
  settings: () => import('./settings/SettingsTab'),
  audit: () => import('./audit/AuditTab'),
};

export const tabLabel = (key: AdminTabKey) => ADMIN.tabs[key];

/** The tabs an admin is offered, in the spec's order. */
export function availableTabs(): AdminTabKey[] {
  return ADMIN_TABS.filter((key) => TAB_LOADERS[key]);
}
