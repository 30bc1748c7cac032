// The Case Studies tab (spec document 2, 2.6, 4, 5 and 8): title, Export Case Studies (case-studies-export.csv, only
// when some exist), Add Case Study, search (title, description, slug; in the address), Refresh; the table
// (columns.tsx) with its empty state and load error; the create/edit dialog and the delete confirmation with their
// toasts. `?edit=<id>` (handed on by the panel) opens that case study in the dialog.
import { lazy, Suspense, useCallback, useState } from 'react';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CaseStudyWire } from '@contracts/caseStudy';
import { CASE_STUDY_ADMIN as M, CASE_STUDY_TAB as T } from '@contracts/messages';
import { downloadFile } from '../../../lib/download';
import { ConfirmItem } from '../kit/ConfirmDialog';
import { toCsv } from '../kit/exportList';
import { listQuery, ResourceTab } from '../kit/ResourceTab';
import { useResourceList } from '../kit/useResourceList';
import type { AdminTabProps } from '../tabs';
import { useAdminCaseStudies, useDeleteCaseStudy, useEditById } from './api';
import { CASE_STUDY_EXPORT_COLUMNS, caseStudyColumns } from './columns';
import './caseStudies.css';

// The dialog (with the Markdown editor, its paste converter and the date picker) loads when it first opens.
const CaseStudyDialog = lazy(() => import('./CaseStudyDialog'));

type Editing = { mode: 'create' } | { mode: 'edit'; study: CaseStudyWire } | null;

export default function CaseStudiesTab({ editId, onEditHandled }: AdminTabProps) {
  const list = useResourceList();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CaseStudyWire | null>(null);
  const swr = useAdminCaseStudies(list.search);
  const query = listQuery(swr, (studies) => ({ rows: studies, total: studies.length }));
  useEditById(editId, { studies: swr.data, loading: swr.isLoading }, useCallback((study) => setEditing({ mode: 'edit', study }), []), onEditHandled);
  const remove = useDeleteCaseStudy(() => setDeleting(null));
  const exportCsv = () => downloadFile(M.exportFile, toCsv(query.rows, CASE_STUDY_EXPORT_COLUMNS), 'text/csv;charset=utf-8');

  return (
    <ResourceTab<CaseStudyWire>
      list={list}
      query={query}
      texts={{ title: M.title, noun: T.noun, empty: M.empty, loadError: M.loadError }}
      columns={caseStudyColumns({ edit: (study) => setEditing({ mode: 'edit', study }), remove: setDeleting })}
      rowKey={(s) => s.id}
      searchPlaceholder={M.searchPlaceholder}
      actions={
        <>
          {query.total > 0 && (
            <Button icon={<DownloadOutlined />} onClick={exportCsv}>
              {M.exportButton}
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            {M.add}
          </Button>
        </>
      }
    >
      {editing && (
        <Suspense fallback={null}>
          <CaseStudyDialog open study={editing.mode === 'edit' ? editing.study : null} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <ConfirmItem item={deleting} run={remove} title={M.deleteTitle} confirmText={M.delete} danger onCancel={() => setDeleting(null)}>
        {(study) => M.deleteConfirm(study.title)}
      </ConfirmItem>
    </ResourceTab>
  );
}
