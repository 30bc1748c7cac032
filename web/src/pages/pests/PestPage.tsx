// /pests/{pest}: a pest guide from functions/knowledge (hero with the 'Describe your problem' bar that opens the chat,
// help, identification, risks, prevention, life cycle, FAQ) and the guides carousel. Plain elements (no antd):
// pre-rendered, with its pest-control service data. The route table has one route per slug, so any other is the 404.
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pestGuide, type PestGuide } from '@knowledge/pests';
import type { PestSlug } from '@knowledge/slugs';
import type { RouteHandle } from '../../app/DocumentTitle';
import { PATHS, pestPath } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import type { ChatState } from '../../app/routeState';
import { Accordion } from '../../features/knowledge/Accordion';
import { PestCarousel } from '../../features/knowledge/PestCarousel';
import { PestImage } from '../../features/knowledge/PestImage';
import { StructuredData } from '../../features/knowledge/StructuredData';
import { TextList } from '../../features/knowledge/TextList';
import { pestControlService } from '../../features/knowledge/structuredData';

/** The guide of a pest page's path (/pests/{slug}). */
function guideOf(pathname: string): PestGuide {
  const guide = pestGuide(pathname.split('/')[2] ?? '');
  if (!guide) throw new Error(`No pest guide for ${pathname}`);
  return guide;
}

export function pestPageTitle(guide: PestGuide): string {
  return `${guide.title} - Prevention & Treatment`;
}

/** What a pest's bar says, and the question it opens the chat with ('an ant problem', 'a bed bug problem'). */
export function pestPrompt(guide: PestGuide): { bar: string; query: string } {
  const pest = guide.title.replace(/ Control Guide$/, '').toLowerCase();
  const article = /^[aeiou]/.test(pest) ? 'an' : 'a';
  return { bar: `Describe your ${pest} problem...`, query: `I have ${article} ${pest} problem. What should I do?` };
}

export function pestHandle(slug: PestSlug): RouteHandle {
  const guide = guideOf(pestPath(slug));
  return { title: pestPageTitle(guide), description: guide.shortDescription };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="kb-card pest-section" aria-labelledby={id}>
      <h2 id={id} className="kb-card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function PestPage() {
  const guide = guideOf(useLocation().pathname);
  const navigate = useNavigate();
  const { siteName } = useRuntimeConfig();
  const prompt = pestPrompt(guide);
  const openChat = () => {
    const state: ChatState = { initialQuery: prompt.query, newThread: true };
    navigate(PATHS.chat, { state });
  };
  return (
    <div className="page kb-page">
      <StructuredData data={pestControlService(guide, siteName)} />
      <section className="pest-hero" aria-labelledby="pest-title">
        <PestImage slug={guide.slug} alt={`Illustration of ${guide.name.toLowerCase()}`} className="pest-hero-image" eager />
        <div className="pest-hero-text">
          <h1 id="pest-title" className="kb-title">
            {guide.title}
          </h1>
          <p className="pest-scientific">
            <span className="sr-only">Scientific name: </span>
            <i>{guide.scientificName}</i>
          </p>
          <p className="pest-description">{guide.description}</p>
          <button type="button" className="pest-bar" onClick={openChat}>
            <span className="pest-bar-icon" aria-hidden />
            {prompt.bar}
          </button>
        </div>
      </section>
      <div className="pest-sections">
        <Section id="pest-help" title="Need Professional Help">
          <p>Call a licensed pest-control professional when:</p>
          <TextList items={guide.callProfessional} />
          <p>
            <Link to={PATHS.providers}>Find Providers</Link> near you.
          </p>
        </Section>
        <Section id="pest-identification" title="Identification Guide">
          <TextList items={guide.identification} />
        </Section>
        <Section id="pest-risks" title="Health & Property Risks">
          <TextList items={guide.risks} />
        </Section>
        <Section id="pest-prevention" title="Prevention Tips">
          <TextList items={guide.prevention} />
        </Section>
        <Section id="pest-life-cycle" title="Life Cycle">
          <p>{guide.lifeCycle}</p>
        </Section>
        <Section id="pest-faq" title="FAQ">
          <Accordion items={guide.faqs} single />
        </Section>
      </div>
      <PestCarousel />
    </div>
  );
}
