// /knowledgebase?section=faq|prevention|case-studies: title, intro, the Pest Control Guides carousel and three tabs.
// A bare address becomes ?section=faq (replacing history); changing tab replaces the query and shows the loading bar
// (PROGRESS_STEP every PROGRESS_INTERVAL_MS up to 100) and a placeholder before the tab. Plain elements (no antd):
// pre-rendered, with the FAQPage block of 7 sample questions. The Case Studies tab (the service's list) loads when shown.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FAQ_SAMPLE, PEST_FAQ, PREVENTION_FAQ } from '@knowledge/knowledgebase';
import type { RouteHandle } from '../../app/DocumentTitle';
import { KnowledgeSections, PlaceholderCards } from '../../features/knowledge/KnowledgeSections';
import { PestCarousel } from '../../features/knowledge/PestCarousel';
import { nextProgress, PROGRESS_INTERVAL_MS } from '../../features/knowledge/rules';
import { StructuredData } from '../../features/knowledge/StructuredData';
import { Tabs } from '../../features/knowledge/Tabs';
import { faqPage } from '../../features/knowledge/structuredData';
import { useTabParam } from '../../lib/useTabParam';

export const KNOWLEDGEBASE_TITLE = 'Pest Control Knowledgebase';

export const handle: RouteHandle = {
  title: 'Knowledgebase',
  description: 'Pest control FAQs, prevention advice for crawling insects, flying insects and rodents, pest guides and case studies.',
};

export const TABS = [
  { id: 'faq', label: 'Pest FAQ' },
  { id: 'prevention', label: 'Prevention' },
  { id: 'case-studies', label: 'Case Studies' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** The Case Studies tab's list (the service's data, its calls and rules): loaded when the tab is first shown. */
const CaseStudyList = lazy(() => import('../../features/case-studies/CaseStudyList').then((module) => ({ default: module.CaseStudyList })));

const TAB_IDS = TABS.map((tab) => tab.id);

function TabPanel({ tab }: { tab: TabId }) {
  if (tab === 'faq') return <KnowledgeSections id="faq" heading="Pest Control FAQs" sections={PEST_FAQ} microdata />;
  if (tab === 'prevention') return <KnowledgeSections id="prevention" heading="Pest Prevention Guide" sections={PREVENTION_FAQ} />;
  return (
    <Suspense fallback={<PlaceholderCards count={3} label="Loading" />}>
      <CaseStudyList standalone={false} />
    </Suspense>
  );
}

export default function KnowledgebasePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [current, select] = useTabParam('section', TAB_IDS, 'faq');
  /** The loading bar's value while a newly chosen tab loads; null when the tab shows. */
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!location.search) navigate({ search: '?section=faq' }, { replace: true, preventScrollReset: true });
  }, [location.search, navigate]);

  useEffect(() => {
    if (progress === null) return;
    const timer = window.setTimeout(() => setProgress(progress >= 100 ? null : nextProgress(progress)), PROGRESS_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [progress]);

  const choose = (tab: TabId) => {
    if (tab === current) return;
    select(tab);
    setProgress(0);
  };
  return (
    <div className="page kb-page">
      <StructuredData data={faqPage(FAQ_SAMPLE)} />
      <h1 className="kb-title">{KNOWLEDGEBASE_TITLE}</h1>
      <p className="kb-intro">
        Answers to common pest questions, prevention advice and real case studies, with a guide to each pest.
      </p>
      <PestCarousel />
      <Tabs label="Knowledgebase sections" tabs={TABS} selected={current} onSelect={choose}>
        {progress === null ? (
          <TabPanel tab={current} />
        ) : (
          <>
            <div className="kb-progress" role="progressbar" aria-label="Loading" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <span className="kb-progress-bar" style={{ width: `${progress}%` }} />
            </div>
            <PlaceholderCards count={3} label="Loading" />
          </>
        )}
      </Tabs>
    </div>
  );
}
