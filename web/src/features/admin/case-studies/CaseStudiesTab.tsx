// The Case Studies tab (spec document 2, 2.6, 4, 5 and 8): title, Export Case Studies (case-studies-export.csv, only
// when some exist), Add Case Study, search (title, description, slug), Refresh; the table (Title, Slug, Published or
// Draft, Created, Updated, edit and delete) with its empty state and inline load error; the create/edit dialog and the
// delete confirmation with their toasts. `?edit=<id>` (handed on by the panel) opens that case study in the dialog.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { isPublished, type CaseStudyWire } from '@contracts/caseStudy';
import { CASE_STUDY_ADMIN as M, CASE_STUDY_TAB as T } from '@contracts/messages';
import { ApiError } from '../../../api/client';
import { failureText } from '../../../api/mutation';
import { useMutation, useToast } from '../../../api/useMutation';
import { downloadFile } from '../../../lib/download';
import { PATHS } from '../../../app/paths';
import { deleteCaseStudy, getAdminCaseStudy, useAdminCaseStudies } from './api';
import { AdminTable } from '../kit/AdminTable';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { absoluteDate, dayDate } from '../kit/dates';
import { toCsv } from '../kit/exportList';
import type { AdminTabProps } from '../tabs';
import { CASE_STUDY_EXPORT_COLUMNS } from './exportColumns';
import './caseStudies.css';

// The dialog (with the Markdown editor, its paste converter and the date picker) loads when it first opens.
const CaseStudyDialog = lazy(() => import('./CaseStudyDialog'));

/** Published and draft tags with AA contrast for white text. */
const STATUS_COLOURS = { published: '#15803d', draft: '#595959' };

type Editing = { mode: 'create' } | { mode: 'edit'; study: CaseStudyWire } | null;

export default function CaseStudiesTab({ editId, onEditHandled }: AdminTabProps) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CaseStudyWire | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useAdminCaseStudies(search);
  const list: CaseStudyWire[] | undefined = data;
  const show = useToast();
  const studies = useMemo(() => (error ? [] : (list ?? [])), [list, error]);

  // ?edit=<id>: the case study from the list, or read by its id when the list does not hold it.
  useEffect(() => {
    if (!editId) return undefined;
    let current = true;
    const listed = list?.find((s) => s.id === editId);
    if (!listed && isLoading) return undefined;
    void (listed ? Promise.resolve(listed) : getAdminCaseStudy(editId))
      .then((study) => current && setEditing({ mode: 'edit', study }))
      // Said once: a missing case study is the toast's whole text; any other failure says what went wrong instead.
      .catch((e: unknown) => current && show({ kind: 'error', title: e instanceof ApiError && e.status === 404 ? M.notFound : failureText(e) }))
      .finally(() => current && onEditHandled?.());
    return () => {
      current = false;
    };
  }, [editId, list, isLoading, onEditHandled, show]);

  const remove = useMutation((study: CaseStudyWire) => deleteCaseStudy(study.id), {
    success: () => ({ kind: 'success', title: M.deleted, brief: true }),
    failure: (e) => ({ kind: 'error', title: M.deleteFailed(failureText(e)) }),
    onSuccess: () => setDeleting(null),
  });

  const exportCsv = () => downloadFile(M.exportFile, toCsv(studies, CASE_STUDY_EXPORT_COLUMNS), 'text/csv;charset=utf-8');

  const columns: TableColumnsType<CaseStudyWire> = [
    {
      title: M.columns.title,
      key: 'title',
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
      render: (_, s) => (isPublished(s) ? <Tag color={STATUS_COLOURS.published}>{M.published}</Tag> : <Tag color={STATUS_COLOURS.draft}>{M.draft}</Tag>),
    },
    {
      title: M.columns.created,
      key: 'created',
      render: (_, s) => (
        <Tooltip title={absoluteDate(s.created_at)}>
          <span>{dayDate(s.created_at)}</span>
        </Tooltip>
      ),
    },
    {
      title: M.columns.updated,
      key: 'updated',
      render: (_, s) => (
        <Tooltip title={absoluteDate(s.updated_at)}>
          <span>{dayDate(s.updated_at)}</span>
        </Tooltip>
      ),
    },
    {
      title: M.columns.actions,
      key: 'actions',
      render: (_, s) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ mode: 'edit', study: s })} aria-label={T.editLabel(s.title)}>
            {M.edit}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => setDeleting(s)} aria-label={T.deleteLabel(s.title)}>
            {M.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      {error && <Alert type="error" showIcon title={M.loadError} description={failureText(error)} style={{ marginBottom: 16 }} />}
      <AdminTable<CaseStudyWire>
        title={M.title}
        rows={studies}
        rowKey={(s) => s.id}
        columns={columns}
        total={studies.length}
        noun={T.noun}
        emptyText={M.empty}
        loading={isLoading || isValidating}
        onRefresh={() => void mutate()}
        actions={
          <>
            {studies.length > 0 && (
              <Button icon={<DownloadOutlined />} onClick={exportCsv}>
                {M.exportButton}
              </Button>
            )}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
              {M.add}
            </Button>
          </>
        }
        search={{ value: search, onChange: setSearch, placeholder: M.searchPlaceholder }}
      />
      {editing && (
        <Suspense fallback={null}>
          <CaseStudyDialog open study={editing.mode === 'edit' ? editing.study : null} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={M.deleteTitle}
        confirmText={M.delete}
        danger
        busy={remove.pending}
        onConfirm={() => deleting && void remove.trigger(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting && M.deleteConfirm(deleting.title)}
      </ConfirmDialog>
    </>
  );
}
