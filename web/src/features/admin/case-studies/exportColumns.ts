// The columns of case-studies-export.csv (spec document 2, 2.6): every field of a case study, headed as the dialog and
// the table name them, Published or Draft, Featured as Yes or No.
import { isPublished, type CaseStudyWire } from '@contracts/caseStudy';
import { CASE_STUDY_ADMIN as M, CASE_STUDY_TAB as T } from '@contracts/messages';
import type { ExportColumn } from '../kit/exportList';

export const CASE_STUDY_EXPORT_COLUMNS: ExportColumn<CaseStudyWire>[] = [
  { header: T.exportColumns.id, value: (s) => s.id },
  { header: M.fields.title, value: (s) => s.title },
  { header: M.fields.slug, value: (s) => s.slug },
  { header: M.columns.status, value: (s) => (isPublished(s) ? M.published : M.draft) },
  { header: M.fields.description, value: (s) => s.description },
  { header: M.fields.date, value: (s) => s.date },
  { header: M.fields.readTime, value: (s) => s.read_time },
  { header: M.fields.tags, value: (s) => s.tags },
  { header: T.featured, value: (s) => (s.featured ? T.yes : T.no) },
  { header: T.exportColumns.publishedAt, value: (s) => s.published_at },
  { header: T.exportColumns.threadId, value: (s) => s.thread_id },
  { header: T.exportColumns.createdAt, value: (s) => s.created_at },
  { header: T.exportColumns.updatedAt, value: (s) => s.updated_at },
  { header: M.fields.content, value: (s) => s.content },
];
