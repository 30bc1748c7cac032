// The schema.org data of the knowledge pages (FAQPage, the pest-control service), typed with schema-dts.
import type { FAQPage, Service, WithContext } from 'schema-dts';
import type { PestGuide } from '@knowledge/pests';
import type { QuestionAnswer } from '@knowledge/siteFaq';

export function faqPage(items: readonly QuestionAnswer[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The pest-control service a pest guide page describes. */
export function pestControlService(guide: PestGuide, siteName: string): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    serviceType: 'Pest control',
    name: `${guide.name} Control`,
    description: guide.description,
    provider: { '@type': 'Organization', name: siteName },
    areaServed: 'Worldwide',
    audience: { '@type': 'Audience', audienceType: 'Homeowners, renters, property managers and businesses' },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `${guide.name} prevention and treatment`,
      itemListElement: guide.prevention.map((tip) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: tip } })),
    },
  };
}
