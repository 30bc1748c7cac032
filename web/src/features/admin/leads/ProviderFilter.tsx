// Lead Management's provider filter: a select that searches the providers (the admin list's own search, a page of
// them at a time, read once it is opened) and names the chosen one even when the search does not list it.
import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { API } from '@contracts/api';
import type { AdminProviderPage, AdminProviderReply } from '@contracts/provider';
import { LEAD_ADMIN } from '@contracts/messages';
import { useApi } from '../../../api/useApi';
import { adminQueryCache } from '../kit/cache';
import { SEARCH_DEBOUNCE_MS } from '../kit/AdminTable';
import { PROVIDER_LIST_CACHE_MS, providersUrl } from '../providers/api';

export function ProviderFilter({ value, onChange }: { value: string | undefined; onChange: (providerId: string | undefined) => void }) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useApi<`/api/admin-provider-management?${string}`, AdminProviderPage>(opened ? providersUrl({ query, page: 1 }) : null, {
    ...adminQueryCache,
    dedupingInterval: PROVIDER_LIST_CACHE_MS,
  });
  const options = (found.data?.providers ?? []).map((p) => ({ value: p.id, label: p.name }));
  const listed = !value || options.some((o) => o.value === value);
  const chosen = useApi<`/api/admin-provider-management/${string}`, AdminProviderReply>(
    listed ? null : `${API.adminProviderManagement}/${encodeURIComponent(value)}`,
    adminQueryCache,
  );
  const shown = chosen.data && !listed ? [{ value: chosen.data.provider.id, label: chosen.data.provider.name }, ...options] : options;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      allowClear
      value={value}
      options={shown}
      loading={found.isLoading}
      onOpenChange={(open) => open && setOpened(true)}
      placeholder={LEAD_ADMIN.allProviders}
      aria-label={LEAD_ADMIN.providerFilterLabel}
      onChange={(id?: string) => {
        setText('');
        onChange(id);
      }}
      style={{ width: 220 }}
    />
  );
}
