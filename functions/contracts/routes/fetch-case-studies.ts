// The fetch-case-studies function's route (document 3, 7): the published case studies, filtered, or one by slug, in
// their public form (without the chat thread a generated one came from).
import { API } from '../api';
import { caseStudyQuerySchema } from '../caseStudy/admin';
import { type PublicCaseStudyWire } from '../caseStudy/entity';
import { reply, route } from '../route';

export const fetchCaseStudiesRoutes = [route('GET', API.fetchCaseStudies, 'public', { query: caseStudyQuerySchema, reply: reply<PublicCaseStudyWire[]>() })] as const;
