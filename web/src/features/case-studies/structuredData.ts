// The schema.org Article of a case study's page, for search engines (typed with schema-dts).
import type { Article, WithContext } from 'schema-dts';
import type { PublicCaseStudyWire } from '@contracts/caseStudy/facts';

/** Search engines show at most this many characters of a headline. */
const HEADLINE_MAX = 110;

const isoDay = (text: string | null | undefined) => (text && /^\d{4}-\d{2}-\d{2}/.test(text) ? text : undefined);

export function caseStudyArticle(study: PublicCaseStudyWire, { siteName, url }: { siteName: string; url: string }): WithContext<Article> {
  const organization = { '@type': 'Organization' as const, name: siteName };
  const published = isoDay(study.date) ?? isoDay(study.published_at) ?? isoDay(study.created_at);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title.length > HEADLINE_MAX ? `${study.title.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : study.title,
    description: study.description,
    ...(published ? { datePublished: published } : {}),
    ...(isoDay(study.updated_at) ? { dateModified: study.updated_at } : {}),
    author: organization,
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: 'Case Studies',
    ...(study.tags.length ? { keywords: study.tags.join(', ') } : {}),
  };
}
