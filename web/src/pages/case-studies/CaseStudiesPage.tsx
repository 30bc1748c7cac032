// /case-studies: the case study list on its own page (document 3, 2.6).
import { CASE_STUDIES } from '@contracts/messages';
import type { RouteHandle } from '../../app/DocumentTitle';
import { CaseStudyList } from '../../features/case-studies/CaseStudyList';

export const handle: RouteHandle = { title: CASE_STUDIES.title, description: CASE_STUDIES.listDescription };

export default function CaseStudiesPage() {
  return (
    <div className="page">
      <CaseStudyList standalone />
    </div>
  );
}
