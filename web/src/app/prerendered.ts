// The pre-rendered pages (bin/prerender.ts): which paths, into which files, and what a page was rendered with (a
// visitor and the default texts). The browser hydrates such a page only when its own state is the same.
import { API } from '@contracts/api';
import { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL, type RuntimeConfig } from '@contracts/config';
import { PEST_SLUGS } from '@knowledge/slugs';
import { PATHS, pestPath } from './paths';

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

/** A page rendered to its own HTML file at build time, with the module of its route (its code and styles are preloaded). */
export interface PrerenderedPage {
  path: string;
  /** The route's page module, as the build manifest names it (relative to web/). */
  module: string;
  /** Query parameters the markup depends on, with the value it was rendered for (an absent parameter means that value). */
  query?: Record<string, string>;
  /**
   * The public API paths (GET, as the app asks for them) its first render reads: preloaded from its HTML, so the answer
   * is on its way before the app's code has run, and the app takes it from there.
   */
  reads?: readonly string[];
}

/** Every pre-rendered page, once: bin/prerender.ts writes them, CloudFront and the local server serve them. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: PATHS.home, module: 'src/pages/home/HomePage.tsx' },
  { path: PATHS.about, module: 'src/pages/about/AboutPage.tsx' },
  { path: PATHS.privacyPolicy, module: 'src/pages/privacy-policy/PrivacyPolicyPage.tsx' },
  { path: PATHS.faq, module: 'src/pages/faq/FaqPage.tsx' },
  // The login form as a visitor first sees it (empty), painted before the app boots; a visit with route state (a
  // prefilled email, where to go after) renders anew.
  { path: PATHS.login, module: 'src/pages/login/LoginPage.tsx' },
  { path: PATHS.knowledgebase, module: 'src/pages/knowledgebase/KnowledgebasePage.tsx', query: { section: 'faq' } },
  // The case study list as it starts: title, filters and the placeholder cards while the service's list loads.
  { path: PATHS.caseStudies, module: 'src/pages/case-studies/CaseStudiesPage.tsx', query: { search: '', category: 'all' }, reads: [API.fetchCaseStudies] },
  // The public forms, plain, empty as a visitor first sees them.
  // (The e-mailed link's landing, /register?confirm=1, renders anew.)
  { path: PATHS.register, module: 'src/pages/register/RegisterPage.tsx', query: { confirm: '' } },
  { path: PATHS.contact, module: 'src/pages/contact/ContactPage.tsx' },
  { path: PATHS.addBusiness, module: 'src/pages/add-business/AddBusinessPage.tsx' },
  ...PEST_SLUGS.map((slug) => ({ path: pestPath(slug), module: 'src/pages/pests/PestPage.tsx' })),
];

/** The file of web/dist a pre-rendered path is written to: index.html for /, else the path with .html (faq.html, pests/ants.html). */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Whether the markup pre-rendered for this address is what the app renders first there, to hydrate (else it renders
 * anew). Pages are rendered without route state: an entry that carries some
 * (`historyState`, the router's `usr`) renders anew.
 */
export function rendersPrerendered(location: { pathname: string; search: string }, historyState?: unknown): boolean {
  const page = PRERENDERED_PAGES.find((p) => p.path === location.pathname);
  if (!page) return false;
  if ((historyState as { usr?: unknown } | null | undefined)?.usr != null) return false;
  const params = new URLSearchParams(location.search);
  return Object.entries(page.query ?? {}).every(([name, value]) => (params.get(name) ?? value) === value);
}
