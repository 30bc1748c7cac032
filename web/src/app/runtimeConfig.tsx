// The runtime configuration (/config.json): loaded once at boot and handed to the tree through context.
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL, type RuntimeConfig } from '@contracts/config';

export const CONFIG_URL = '/config.json';

/** Reads /config.json; fills the optional texts with their defaults. Throws when it cannot be read. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${CONFIG_URL} (HTTP ${response.status})`);
  const raw = (await response.json()) as Partial<RuntimeConfig>;
  if (!raw.userPoolId || !raw.userPoolClientId) throw new Error(`${CONFIG_URL} lacks userPoolId or userPoolClientId`);
  return {
    ...raw,
    siteName: raw.siteName || DEFAULT_SITE_NAME,
    supportEmail: raw.supportEmail || DEFAULT_SUPPORT_EMAIL,
    region: raw.region ?? '',
    userPoolId: raw.userPoolId,
    userPoolClientId: raw.userPoolClientId,
    authFlowType: raw.authFlowType ?? 'USER_SRP_AUTH',
  };
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>');
  return config;
}
