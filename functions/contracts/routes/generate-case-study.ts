// The generate-case-study function's route (document 2, 2.8 and 7): a case study draft written from a chat thread; admins only.
import { API } from '../api';
import { generateCaseStudySchema, type CaseStudyReply } from '../caseStudy/admin';
import { reply, route } from '../route';

export const generateCaseStudyRoutes = [route('POST', API.generateCaseStudy, 'admin', { body: generateCaseStudySchema, reply: reply<CaseStudyReply>() })] as const;
