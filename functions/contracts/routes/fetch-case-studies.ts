// The fetch-case-studies function's route (document 3, 7): the published case studies, filtered, or one by slug.
import { API } from '../api';
import { caseStudyQuerySchema, type CaseStudyWire } from '../caseStudy';
import { reply, route } from '../route';

export const fetchCaseStudiesRoutes = [route('GET', API.fetchCaseStudies, 'public', { query: caseStudyQuerySchema, reply: reply<CaseStudyWire[]>() })] as const;
