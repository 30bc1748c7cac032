// The case studies' door: the public list and slug lookup and the admin's writes. One function's use cases are doors
// of their own: caseStudies/caseStudyImages (the editor's image upload, with the S3 client) and
// caseStudies/caseStudyGeneration (the AI draft from a thread, with the writer).
export {
  allCaseStudies,
  caseStudyFromForm,
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudy,
  publishedBySlug,
  publishedCaseStudies,
  updateCaseStudy,
} from './caseStudies';
