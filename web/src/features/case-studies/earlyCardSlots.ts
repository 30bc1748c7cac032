// The case study card's template in the pre-rendered /case-studies (cardTemplate.tsx renders it from CaseStudyCard with
// these marks as the study's texts, bin/earlyCards.ts puts it in the page) and the marks that earlyCards.ts fills.
export const CARD_TEMPLATE = 'case-study-card';

/** The study's texts in the template: each mark is a text of its own (and a part of the link's and a tag's attributes). */
export const CARD_SLOTS = {
  title: 'cs-slot-title',
  date: 'cs-slot-date',
  readTime: 'cs-slot-read-time',
  description: 'cs-slot-description',
  slug: 'cs-slot-slug',
  tag: 'cs-slot-tag',
} as const;
