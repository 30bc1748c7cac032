// The admin-case-study-management function's routes (document 2, 2.6, 2.7 and 7): every case study with drafts, one by
// id, create, update (changed fields), delete, and the editor's image upload; admins only.
import { API } from '../api';
import { adminCaseStudyQuerySchema, caseStudyDeleteSchema, caseStudyFormSchema, caseStudyPathSchema, caseStudyUpdateSchema, type CaseStudyReply } from '../caseStudy/admin';
import { caseStudyImageUploadSchema, type CaseStudyImageReply } from '../caseStudy/images';
import { type CaseStudyWire } from '../caseStudy/entity';
import { reply, route } from '../route';

export const adminCaseStudyManagementRoutes = [
  route('GET', API.adminCaseStudyManagement, 'admin', { query: adminCaseStudyQuerySchema, reply: reply<CaseStudyWire[]>() }),
  route('GET', API.adminCaseStudy, 'admin', { params: caseStudyPathSchema, reply: reply<CaseStudyReply>() }),
  route('POST', API.adminCaseStudyManagement, 'admin', { body: caseStudyFormSchema, reply: reply<CaseStudyReply>() }),
  route('PUT', API.adminCaseStudyManagement, 'admin', { body: caseStudyUpdateSchema, reply: reply<CaseStudyReply>() }),
  route('DELETE', API.adminCaseStudyManagement, 'admin', { body: caseStudyDeleteSchema, reply: reply<{ deleted: true; id: string }>() }),
  route('PUT', API.adminCaseStudyImages, 'admin', { body: caseStudyImageUploadSchema, reply: reply<CaseStudyImageReply>() }),
] as const;
