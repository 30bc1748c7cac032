// The case study list's early cards in the pre-rendered pages (web/src/features/case-studies/earlyCards.ts, which the
// entry imports at once on a page with the card template): /case-studies gets the card template, rendered by
// CaseStudyCard (cardTemplate.tsx), and the early module's code preloaded from its head, beside the entry; every page
// leaves that module out of the app's code it preloads after its first paint.
import type { ViteDevServer } from 'vite';
import { PATHS } from '../web/src/app/paths';

/** The manifest's key of the early module's chunk among the entry's dynamic imports (by its name: the list's code imports it too, so the manifest keys it by its file). */
export function earlyCardsKey(manifest: Record<string, object>, dynamicImports: readonly string[]): string {
  const key = dynamicImports.find((module) => (manifest[module] as { name?: string } | undefined)?.name === 'earlyCards');
  if (!key) throw new Error("The entry's dynamic imports lack the early cards' chunk (web/src/features/case-studies/earlyCards.ts)");
  return key;
}

/**
 * What /case-studies adds to its page: the template before the end of the body and preloads of `files` (the early
 * module's chunks); any other page is left as it is.
 */
export async function earlyCards(vite: ViteDevServer, files: Iterable<string>): Promise<(path: string, html: string) => string> {
  const { renderCardTemplate } = (await vite.ssrLoadModule('/src/features/case-studies/cardTemplate.tsx')) as { renderCardTemplate: () => string };
  const template = renderCardTemplate();
  const preloads = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return (path, html) =>
    path === PATHS.caseStudies
      ? html.replace('  </head>', () => `    ${preloads.join('\n    ')}\n  </head>`).replace('  </body>', () => `    ${template}\n  </body>`)
      : html;
}
