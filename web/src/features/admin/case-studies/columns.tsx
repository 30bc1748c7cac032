// The Case Studies tab's columns (spec document 2, 2.6): the table's (Title, Slug linked while published, Published or
// Draft, Created, Updated, edit and delete), sortable within the list by title, status and the two dates; and those of
// case-studies-export.csv, the contract's CASE_STUDY_EXPORT with the status as Published or Draft and Featured as Yes or No.
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CASE_STUDY_EXPORT, isPublished, type CaseStudyExportField, type CaseStudyWire } from '@contracts/caseStudy';
import { wireName } from '@contracts/wire';
import { CASE_STUDY_ADMIN as M, CASE_STUDY_TAB as T } from '@contracts/messages';
import { PATHS } from '../../../app/paths';
import { ACTIONS_KEY } from '../kit/AdminTable';
import { absoluteDate, dayDate } from '../kit/dates';
import type { ExportColumn } from '../kit/exportList';

/** Published and draft tags with AA contrast for white text. */
const STATUS_COLOURS = { published: '#15803d', draft: '#595959' };

const dateCell = (at: string) => (
  <Tooltip title={absoluteDate(at)}>
    <span>{dayDate(at)}</span>
  </Tooltip>
);

export function caseStudyColumns(act: { edit: (s: CaseStudyWire) => void; remove: (s: CaseStudyWire) => void }): TableColumnsType<CaseStudyWire> {
  return [
    {
      title: M.columns.title,
      key: 'title',
      sorter: (a, b) => a.title.localeCompare(b.title),
      render: (_, s) => (
        <Typography.Text strong className="case-study-title-cell">
          {s.title}
        </Typography.Text>
      ),
    },
    {
      title: M.columns.slug,
      key: 'slug',
      render: (_, s) =>
        isPublished(s) ? (
          <Tooltip title={T.viewLabel(s.title)}>
            <a href={`${PATHS.caseStudies}/${s.slug}`} target="_blank" rel="noopener noreferrer" className="case-study-slug">
              {s.slug}
            </a>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary" className="case-study-slug">
            {s.slug}
          </Typography.Text>
        ),
    },
    {
      title: M.columns.status,
      key: 'status',
      sorter: (a, b) => Number(isPublished(a)) - Number(isPublished(b)),
      render: (_, s) => (isPublished(s) ? <Tag color={STATUS_COLOURS.published}>{M.published}</Tag> : <Tag color={STATUS_COLOURS.draft}>{M.draft}</Tag>),
    },
    { title: M.columns.created, key: 'created', sorter: (a, b) => a.created_at.localeCompare(b.created_at), render: (_, s) => dateCell(s.created_at) },
    { title: M.columns.updated, key: 'updated', sorter: (a, b) => a.updated_at.localeCompare(b.updated_at), render: (_, s) => dateCell(s.updated_at) },
    {
      title: M.columns.actions,
      key: ACTIONS_KEY,
      render: (_, s) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => act.edit(s)} aria-label={T.editLabel(s.title)}>
            {M.edit}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => act.remove(s)} aria-label={T.deleteLabel(s.title)}>
            {M.delete}
          </Button>
        </Space>
      ),
    },
  ];
}

/** How a column of the CSV shows its field, where not as the wire has it. */
const EXPORT_VALUES: Partial<Record<CaseStudyExportField, (study: CaseStudyWire) => unknown>> = {
  status: (s) => (isPublished(s) ? M.published : M.draft),
  featured: (s) => (s.featured ? T.yes : T.no),
};

/** The CSV's columns: the contract's (CASE_STUDY_EXPORT), each field's value read from the wire under its wire name. */
export const CASE_STUDY_EXPORT_COLUMNS: ExportColumn<CaseStudyWire>[] = CASE_STUDY_EXPORT.map(([field, header]) => ({
  header,
  value: EXPORT_VALUES[field] ?? ((s: CaseStudyWire) => (s as Record<string, unknown>)[wireName(field)]),
}));
