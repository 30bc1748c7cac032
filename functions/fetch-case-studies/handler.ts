// fetch-case-studies (public): the published case studies, filtered by search, featured and tag, or the one with a
// slug (a list of at most one; a draft is never found). Answers are cached briefly by browsers and the edge.
import { CASE_STUDY_CACHE, toPublicCaseStudyWire } from '../contracts/caseStudy/entity';
import { fetchCaseStudiesRoutes } from '../contracts/routes/fetch-case-studies';
import { publishedBySlug, publishedCaseStudies } from '../lib/caseStudies';
import { api } from '../lib/platform/http';

const CACHED = { 'cache-control': `public, max-age=${CASE_STUDY_CACHE.edgeSeconds}, s-maxage=${CASE_STUDY_CACHE.edgeSeconds}` };

export const handler = api(fetchCaseStudiesRoutes, {
  'GET /api/fetch-case-studies': async (req) => {
    const { slug, search, featured, tag, limit } = req.query;
    if (slug !== undefined) {
      const study = await publishedBySlug(slug);
      return { body: study ? [toPublicCaseStudyWire(study)] : [], headers: CACHED };
    }
    const list = await publishedCaseStudies({ search, featured, tag, limit });
    return { body: list.map(toPublicCaseStudyWire), headers: CACHED };
  },
});
