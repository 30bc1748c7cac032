// /providers (signed in): the provider directory. Title, search and refresh, the featured block, Map View (default)
// and List View tabs over one search (country then city, radius, the user's location), the result list with its
// states, the lead dialog, and the provider-listing terms. On a phone the results come first: above the map, and the
// featured block after them.
import { useMemo, useReducer, useState } from 'react';
import { App, Tabs, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PROVIDER_DIRECTORY, PROVIDERS } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { useThreads } from '../../features/chat/api';
import { LeadDialog, type ChatChoices } from '../../features/leads/LeadDialog';
import { ProviderTermsLink } from '../../features/legal/ProviderTermsLink';
import { useFeaturedProviders, useProviderSearch } from '../../features/providers/api';
import { DirectoryFilters } from '../../features/providers/DirectoryFilters';
import { directoryReducer, featuredQuery, initialDirectoryState, mapView, searchPoint, searchQuery } from '../../features/providers/directoryState';
import { FeaturedProviders } from '../../features/providers/FeaturedProviders';
import { ProviderMapPanel } from '../../features/providers/ProviderMapPanel';
import { ProviderResults } from '../../features/providers/ProviderResults';
import { useContactProvider } from '../../features/providers/useContactProvider';
import { useIsMobile } from '../../lib/useMediaQuery';
import '../../features/providers/providers.css';

type View = 'map' | 'list';

/** The lead form's chat choices: the chat's own thread list (one SWR entry for GET /api/threads, through its request queue). */
function useChatChoices(): ChatChoices {
  const threads = useThreads();
  return { chats: threads.data?.threads, isLoading: threads.isLoading };
}

export default function ProvidersPage() {
  const { googleMapsApiKey, googleMapsMapId } = useRuntimeConfig();
  const { notification } = App.useApp();
  const [state, dispatch] = useReducer(directoryReducer, initialDirectoryState);
  const query = useMemo(() => searchQuery(state), [state]);
  const search = useProviderSearch(query, () => notification.error({ title: PROVIDERS.loadFailed }));
  const near = useMemo(() => featuredQuery(state), [state]);
  const featured = useFeaturedProviders(near);
  const [view, setView] = useState<View>('map');
  const [contacting, setContacting] = useState<ProviderWire | null>(null);
  const contact = useContactProvider(setContacting);
  const phone = useIsMobile();

  const refresh = () => {
    search.reload();
    void featured.mutate();
  };
  const results = (
    <ProviderResults search={search} page={state.page} onPage={(page) => dispatch({ type: 'page', page })} onContact={contact} />
  );
  const featuredBlock = <FeaturedProviders featured={featured} onContact={contact} />;
  const map = (
    <ProviderMapPanel
      apiKey={googleMapsApiKey}
      mapId={googleMapsMapId}
      {...mapView(state)}
      radiusKm={state.radiusKm}
      searchPoint={searchPoint(state)}
      providers={search.result?.providers ?? []}
      onContact={contact}
    />
  );

  return (
    <div className="page providers-page">
      <Typography.Title level={1}>{PROVIDERS.title}</Typography.Title>
      <Typography.Paragraph>{PROVIDER_DIRECTORY.intro}</Typography.Paragraph>
      <DirectoryFilters state={state} dispatch={dispatch} onRefresh={refresh} loading={search.status === 'loading'} />
      {!phone && featuredBlock}
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key as View)}
        destroyOnHidden
        items={[
          {
            key: 'map',
            label: PROVIDERS.mapView,
            children: phone ? (
              <>
                {results}
                {map}
              </>
            ) : (
              <>
                {map}
                {results}
              </>
            ),
          },
          { key: 'list', label: PROVIDERS.listView, children: results },
        ]}
      />
      {phone && featuredBlock}
      <p className="providers-footnote">
        {PROVIDER_DIRECTORY.termsNote} <ProviderTermsLink />. {PROVIDER_DIRECTORY.chatNote}{' '}
        <Link to={PATHS.chat}>{PROVIDER_DIRECTORY.chatLink}</Link>.
      </p>
      <LeadDialog
        provider={contacting}
        onClose={() => setContacting(null)}
        place={{ country: state.country, city: state.city }}
        useChats={useChatChoices}
      />
    </div>
  );
}
