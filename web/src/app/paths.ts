// Every route path of the SPA, in one place: links, redirects and the route table use these.
export const PATHS = {
  home: '/',
  about: '/about',
  contact: '/contact',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  privacyPolicy: '/privacy-policy',
  dashboard: '/dashboard',
  chat: '/chat',
  providers: '/providers',
  profile: '/profile',
  knowledgebase: '/knowledgebase',
  faq: '/faq',
  addBusiness: '/add-business',
  dataDeletion: '/data-deletion',
  preventionGuide: '/prevention-guide',
  caseStudies: '/case-studies',
  admin: '/admin',
  monitoring: '/monitoring',
} as const;

/** A pest guide's page. */
export function pestPath(slug: string): string {
  return `/pests/${slug}`;
}

/** A case study's page. */
export function caseStudyPath(slug: string): string {
  return `/case-studies/${encodeURIComponent(slug)}`;
}

export type AppPath = (typeof PATHS)[keyof typeof PATHS];
