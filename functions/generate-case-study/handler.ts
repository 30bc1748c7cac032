// generate-case-study (admin): a case study draft written from a chat thread by the configured writer (OpenAI when
// keyed, otherwise the offline writer), without the user's personal details; the call is recorded for monitoring.
import { toCaseStudyWire } from '../contracts/caseStudy/entity';
import { generateCaseStudyRoutes } from '../contracts/routes/generate-case-study';
import { writeAudit } from '../lib/platform/audit';
import { generateCaseStudy } from '../lib/caseStudies/caseStudyGeneration';
import { api } from '../lib/platform/http';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  generateCaseStudyRoutes,
  {
    'POST /api/admin/generate-case-study': async (req) => {
      const study = await generateCaseStudy(req.body);
      return { status: 201, body: { caseStudy: toCaseStudyWire(study) }, audit: { action: 'case-study.generate', target: study.id, changes: { threadId: req.body.threadId, slug: study.slug } } };
    },
  },
  { writeGuard: guardWrite, audit: writeAudit },
);
