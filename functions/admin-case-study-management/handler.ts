// admin-case-study-management (admin): every case study with the drafts, one by id, create, update (the changed
// fields) and delete, each slug unique; and the Markdown editor's image upload. Every write leaves an audit record.
import { CASE_STUDY_IMAGE_MAX_BODY_BYTES } from '../contracts/caseStudy/images';
import { toCaseStudyWire } from '../contracts/caseStudy/entity';
import { CASE_STUDY_ADMIN } from '../contracts/messages';
import { adminCaseStudyManagementRoutes } from '../contracts/routes/admin-case-study-management';
import { writeAudit } from '../lib/platform/audit';
import { allCaseStudies, caseStudyFromForm, createCaseStudy, deleteCaseStudy, getCaseStudy, updateCaseStudy } from '../lib/caseStudies';
import { uploadCaseStudyImage } from '../lib/caseStudies/caseStudyImages';
import { api, notFound } from '../lib/platform/http';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  adminCaseStudyManagementRoutes,
  {
    'GET /api/admin-case-study-management': async (req) => ({ body: (await allCaseStudies(req.query)).map(toCaseStudyWire) }),
    'GET /api/admin-case-study-management/{id}': async (req) => {
      const study = await getCaseStudy(req.params.id);
      if (!study) throw notFound(CASE_STUDY_ADMIN.notFound);
      return { body: { caseStudy: toCaseStudyWire(study) } };
    },
    'POST /api/admin-case-study-management': async (req) => {
      const study = await createCaseStudy(caseStudyFromForm(req.body, new Date()));
      return { status: 201, body: { caseStudy: toCaseStudyWire(study) }, audit: { action: 'case-study.create', target: study.id, changes: { ...req.body, content: `${req.body.content.length} characters` } } };
    },
    'PUT /api/admin-case-study-management': async (req) => {
      const study = await updateCaseStudy(req.body);
      const { id, ...changes } = req.body;
      return { body: { caseStudy: toCaseStudyWire(study) }, audit: { action: 'case-study.update', target: id, changes: { ...changes, ...(changes.content ? { content: `${changes.content.length} characters` } : {}) } } };
    },
    'DELETE /api/admin-case-study-management': async (req) => {
      const { id } = req.body;
      if (!(await deleteCaseStudy(id))) throw notFound(CASE_STUDY_ADMIN.notFound);
      return { body: { deleted: true, id }, audit: { action: 'case-study.delete', target: id } };
    },
    'PUT /api/admin/case-study-images': async (req) => {
      const image = await uploadCaseStudyImage(req.body);
      return { status: 201, body: image, audit: { action: 'case-study.image', target: image.url, changes: { fileName: req.body.fileName } } };
    },
  },
  { writeGuard: guardWrite, audit: writeAudit, maxBodyBytes: CASE_STUDY_IMAGE_MAX_BODY_BYTES },
);
