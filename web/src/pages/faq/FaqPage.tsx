// /faq: Frequently Asked Questions in six categories of three collapsible answers, each with a View All button, and
// the links on to the knowledgebase and support. Plain elements (no antd): pre-rendered, with its FAQPage data.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SITE_FAQ, type FaqCategory } from '@knowledge/siteFaq';
import type { RouteHandle } from '../../app/DocumentTitle';
import { PATHS } from '../../app/paths';
import { Accordion } from '../../features/knowledge/Accordion';
import { StructuredData } from '../../features/knowledge/StructuredData';
import { faqPage } from '../../features/knowledge/structuredData';

export const FAQ_TITLE = 'Frequently Asked Questions';

export const handle: RouteHandle = {
  title: FAQ_TITLE,
  description: 'Answers about the AI pest consultant, tokens, the vetted provider network, reliability, your account and privacy, and support.',
};

function Category({ category }: { category: FaqCategory }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const allOpen = open.size === category.items.length;
  const headingId = `faq-${category.id}`;
  return (
    <section className="kb-card" aria-labelledby={headingId}>
      <div className="kb-card-header">
        <h2 id={headingId} className="kb-card-title">
          {category.title}
        </h2>
        <button
          type="button"
          className="pp-btn"
          onClick={() => setOpen(allOpen ? new Set() : new Set(category.items.map((_, index) => index)))}
        >
          {allOpen ? 'Collapse All' : 'View All'}
        </button>
      </div>
      <Accordion items={category.items} open={open} onOpenChange={setOpen} />
    </section>
  );
}

export default function FaqPage() {
  return (
    <div className="page kb-page">
      <StructuredData data={faqPage(SITE_FAQ.flatMap((category) => category.items))} />
      <h1 className="kb-title">{FAQ_TITLE}</h1>
      <p className="kb-intro">
        Quick answers about the AI pest consultant and its tokens, how providers in the network are vetted, how the
        service stays reliable, what happens to your account and data, and where to get help when you need it.
      </p>
      <div className="kb-grid">
        {SITE_FAQ.map((category) => (
          <Category key={category.id} category={category} />
        ))}
      </div>
      <nav className="kb-footer-links" aria-label="More help">
        <Link to={PATHS.knowledgebase} className="pp-btn pp-btn-primary">
          Browse Knowledgebase
        </Link>
        <Link to={PATHS.contact} className="pp-btn">
          Contact Support
        </Link>
      </nav>
    </div>
  );
}
