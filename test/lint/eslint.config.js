// ESLint for the whole repository: typescript-eslint's syntax-only recommended rules and the import boundaries
// (bulletproof-react's unidirectional layout: a feature imports no other feature, app/ and pages/ compose features,
// the web reaches the server side only through functions/contracts and functions/knowledge, functions/ never
// imports web/). The root eslint.config.js re-exports it; it lives in its own package (test/lint) because
// typescript-eslint needs a TypeScript with a JS API, and the root's TypeScript 7 has none.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const features = readdirSync(new URL('../../web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The app-wide services in app/ that features and shared code may use: the route paths and route state, the runtime
 * configuration, the signed-in user (context, session, Amplify loader), antd's theme and context (and AntdHost's
 * loadAntd, which loads them) and the plain pages' toasts. The rest of app/ (router, routes, shell, guards,
 * navigation, providers) composes features, so nothing below it imports it.
 */
const APP_SERVICES = ['AntdHost.tsx', 'AntdProvider.tsx', 'AuthProvider.tsx', 'amplify.ts', 'paths.ts', 'routeState.ts', 'runtimeConfig.tsx', 'session.ts', 'theme.ts', 'toasts.ts'];
const appServices = APP_SERVICES.map((file) => `./${file}`);

/** functions/lib's domains, one folder each over the platform floor (functions/lib/platform, which knows no domain). */
const domains = readdirSync(new URL('../../functions/lib', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name);
/** The functions' handler folders (everything in functions/ but lib, contracts and knowledge). */
const handlerFolders = readdirSync(new URL('../../functions', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['lib', 'contracts', 'knowledge'].includes(entry.name))
  .map((entry) => `./functions/${entry.name}`);
/**
 * A domain's doors besides its index.ts, for handlers: a use case that only one function runs, kept out of the index
 * because the index would put its code (and its lazy chunks: SES, S3, Cognito, the consultant) in every function that
 * imports the domain, past the bundle budgets (test/infra/bundles.test.ts).
 */
const NARROW_DOORS = {
  caseStudies: ['caseStudyGeneration.ts', 'caseStudyImages.ts'],
  chat: ['adminThreads.ts', 'consultation.ts', 'photos.ts'],
  leads: ['leadList.ts', 'leadNotification.ts'],
  monitoring: ['clientErrors.ts', 'monitoring.ts'],
  suggestions: ['suggestionNotice.ts', 'suggestionReview.ts'],
  users: ['account.ts', 'accountExport.ts', 'adminUsers.ts', 'deletionRun.ts', 'erasure.ts', 'secondFactor.ts'],
};
/**
 * What another domain may import besides an index, for the same reason: the case study writer uses the consultant's
 * interface (its token estimate) and, lazily, its pest matching, without the consultant itself (the OpenAI consultant
 * and the offline one's chunks would take generate-case-study past its budget).
 */
const SHARED_DOORS = { consultant: ['consultant.ts', 'retrieval.ts'] };

/** The import boundaries, as import-x/no-restricted-paths zones (paths from the repository root). */
const zones = [
  // functions/lib: the platform floor imports no domain; a domain imports another only through its index (or a shared
  // door); a handler imports a domain only through its index (or a narrow door).
  { target: './functions/lib/platform', from: './functions/lib', except: ['./platform'], message: 'functions/lib/platform is the floor: it imports no domain.' },
  ...domains.flatMap((domain) =>
    domains
      .filter((other) => other !== domain)
      .map((other) => ({
        target: `./functions/lib/${domain}`,
        from: `./functions/lib/${other}`,
        except: ['./index.ts', ...(SHARED_DOORS[other] ?? []).map((file) => `./${file}`)],
        message: `A domain imports another only through its index: import functions/lib/${other} (its index.ts).`,
      })),
  ),
  ...domains.map((domain) => ({
    target: handlerFolders,
    from: `./functions/lib/${domain}`,
    except: ['./index.ts', ...(NARROW_DOORS[domain] ?? []).map((file) => `./${file}`)],
    message: `A handler imports a domain only through its index (functions/lib/${domain}) or one of its narrow doors (NARROW_DOORS).`,
  })),
  // A feature does not import another feature: what two features share lives in web/src/lib or web/src/api, or a
  // page (or app/) composes them.
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared piece to web/src/lib (or web/src/api), or compose them in a page or app/.',
  })),
  // One direction: shared code (lib, api, app services) -> features -> pages and app.
  { target: './web/src/features', from: './web/src/pages', message: 'Features do not import pages: pages compose features.' },
  { target: './web/src/features', from: './web/src/app', except: appServices, message: 'Features use only the app services (see APP_SERVICES): app/ composes features.' },
  { target: ['./web/src/lib', './web/src/api'], from: ['./web/src/features', './web/src/pages'], message: 'Shared web code (lib, api) imports no feature or page.' },
  { target: ['./web/src/lib', './web/src/api'], from: './web/src/app', except: appServices, message: 'Shared web code (lib, api) uses only the app services (see APP_SERVICES).' },
  // The web reaches the server side only through the isomorphic contracts and knowledge.
  {
    target: './web',
    from: './functions',
    except: ['./contracts', './knowledge'],
    message: 'The web imports only functions/contracts and functions/knowledge of the server side.',
  },
  { target: './functions', from: './web', message: 'functions/ never imports web/.' },
  // The isomorphic modules stay isomorphic: no server-only code in what the web bundles.
  {
    target: ['./functions/contracts', './functions/knowledge'],
    from: './functions',
    except: ['./contracts', './knowledge'],
    message: 'functions/contracts and functions/knowledge are isomorphic: they import no server-only module.',
  },
];

export default defineConfig(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'cdk.out/**', '.data/**', 'test-results/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // Domain code knows no HTTP: it throws DomainError (platform/outcomes), and only the edge makes statuses of it.
  {
    files: domains.map((domain) => `functions/lib/${domain}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/platform/http'],
              importNames: ['HttpError', 'badRequest', 'notFound', 'conflict', 'json'],
              message: 'Domain code throws DomainError (platform/outcomes: invalid, notFound, conflict...); the edge (platform/http) maps it to a status.',
            },
          ],
        },
      ],
    },
  },
  // Tests read JSON replies and CDK templates of any shape.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
