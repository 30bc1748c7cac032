// The pre-rendered pages (bin/prerender.ts) and the browser agree here on what a page was rendered with: a visitor
// and the default texts. The browser hydrates such a page only when its own state is the same.
import { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL, type RuntimeConfig } from '@contracts/config';

/** The attribute of #root that marks pre-rendered markup, with the key of the configuration it was rendered with. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The configuration pages are pre-rendered with: the default texts (the pool ids are not rendered). */
export const PRERENDER_CONFIG: RuntimeConfig = {
  siteName: DEFAULT_SITE_NAME,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  region: '',
  userPoolId: '',
  userPoolClientId: '',
  authFlowType: 'USER_SRP_AUTH',
};

/** What of the configuration a page's markup depends on. */
export function prerenderKey(config: RuntimeConfig): string {
  return JSON.stringify([config.siteName, config.supportEmail, config.supportPhone ?? '']);
}
