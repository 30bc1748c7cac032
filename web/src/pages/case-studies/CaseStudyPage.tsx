// /case-studies/:slug: one case study (document 3, 2.7), with its own title, description and Article structured data.
import { useLocation, useParams } from 'react-router-dom';
import type { PublicCaseStudyWire } from '@contracts/caseStudy/facts';
import { CASE_STUDIES } from '@contracts/messages';
import { usePageHead, type RouteHandle } from '../../app/DocumentTitle';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { CaseStudyDetail } from '../../features/case-studies/CaseStudyDetail';
import { caseStudyArticle } from '../../features/case-studies/structuredData';
import { StructuredData } from '../../features/knowledge/StructuredData';

export const handle: RouteHandle = { title: CASE_STUDIES.title, description: CASE_STUDIES.listDescription };

function CaseStudyHead({ study }: { study: PublicCaseStudyWire }) {
  const { siteName } = useRuntimeConfig();
  const { pathname } = useLocation();
  usePageHead(CASE_STUDIES.pageTitle(study.title), study.description);
  return <StructuredData data={caseStudyArticle(study, { siteName, url: new URL(pathname, window.location.origin).href })} />;
}

export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  return <CaseStudyDetail slug={slug} head={(study) => <CaseStudyHead study={study} />} />;
}
