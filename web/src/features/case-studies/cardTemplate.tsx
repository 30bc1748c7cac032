// The card template of the pre-rendered /case-studies (bin/earlyCards.ts runs this at build time): CaseStudyCard itself,
// as the standalone list renders it, with a study whose texts are the marks of earlyCardSlots.ts, so the cards that
// earlyCards.ts paints before the app has started are the app's own markup, which it then hydrates.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { caseStudyFromSample, toPublicCaseStudyWire } from '@contracts/caseStudy/facts';
import { SAMPLE_CASE_STUDIES } from '@knowledge/caseStudies';
import { CaseStudyCard } from './CaseStudyCard';
import { CARD_SLOTS, CARD_TEMPLATE } from './earlyCardSlots';

/** The template element, ready for the page's HTML. */
export function renderCardTemplate(): string {
  const study = {
    ...toPublicCaseStudyWire(caseStudyFromSample(SAMPLE_CASE_STUDIES[0]!)),
    title: CARD_SLOTS.title,
    date: CARD_SLOTS.date,
    read_time: CARD_SLOTS.readTime,
    description: CARD_SLOTS.description,
    slug: CARD_SLOTS.slug,
    tags: [CARD_SLOTS.tag],
  };
  const card = renderToString(
    <MemoryRouter>
      <CaseStudyCard study={study} headingLevel={2} onTag={() => undefined} />
    </MemoryRouter>,
  );
  return `<template id="${CARD_TEMPLATE}">${card}</template>`;
}
