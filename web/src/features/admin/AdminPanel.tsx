// The admin panel (spec document 2, 2.1): the tabs by `?tab=` (default users), each its own lazy chunk loaded when it
// is first shown; `?edit=<id>` forces the case studies tab, hands it the id and leaves the address. Choosing a tab
// leaves the last tab's list state (search, filters, page, selection) behind.
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Flex, Spin, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ADMIN } from '@contracts/messages';
import { useTabParam } from '../../lib/useTabParam';
import { availableTabs, DEFAULT_ADMIN_TAB, tabLabel, TAB_LOADERS, type AdminTabKey, type AdminTabProps } from './tabs';
import './kit/admin.css';

const lazyTabs = new Map<AdminTabKey, ComponentType<AdminTabProps>>();
function tabComponent(key: AdminTabKey): ComponentType<AdminTabProps> {
  let component = lazyTabs.get(key);
  if (!component) {
    component = lazy(TAB_LOADERS[key]!);
    lazyTabs.set(key, component);
  }
  return component;
}

export function AdminPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const edit = searchParams.get('edit');
  const [editId, setEditId] = useState<string | undefined>();
  const [chosen] = useTabParam('tab', availableTabs(), DEFAULT_ADMIN_TAB);
  const select = (next: string) => setSearchParams({ tab: next }, { replace: true, preventScrollReset: true });
  const tab = edit && TAB_LOADERS['case-studies'] ? 'case-studies' : chosen;

  useEffect(() => {
    if (!edit) return;
    // The id goes to the case studies tab; the address keeps only the tab.
    if (TAB_LOADERS['case-studies']) setEditId(edit);
    setSearchParams(
      (params) => {
        params.delete('edit');
        if (TAB_LOADERS['case-studies']) params.set('tab', 'case-studies');
        return params;
      },
      { replace: true },
    );
  }, [edit, setSearchParams]);

  const items = useMemo(
    () =>
      availableTabs().map((key) => {
        const Tab = tabComponent(key);
        return {
          key,
          label: tabLabel(key),
          children: (
            <Suspense fallback={<Flex justify="center" style={{ padding: 48 }}><Spin size="large" /></Flex>}>
              <Tab {...(key === 'case-studies' ? { editId, onEditHandled: () => setEditId(undefined) } : {})} />
            </Suspense>
          ),
        };
      }),
    [editId],
  );

  return (
    <div className="page admin-panel">
      <Typography.Title level={1}>{ADMIN.title}</Typography.Title>
      <Tabs activeKey={tab} onChange={select} items={items} destroyOnHidden />
    </div>
  );
}
