// The directory's controls: text search and refresh; country then city, radius and 'Use my location', with the
// location hint bubble and a line saying where the search looks.
import { useState, type Dispatch } from 'react';
import { Button, Input, Select } from 'antd';
import { AimOutlined, ReloadOutlined } from '@ant-design/icons';
import { PROVIDER_DIRECTORY } from '@contracts/messages';
import { RADIUS_OPTIONS_KM } from '@contracts/provider/directory';
import { searchOrigin, type DirectoryAction, type DirectoryState } from './directoryState';
import { LocationHint } from './LocationHint';
import { cityOptions, COUNTRY_OPTIONS } from '../../lib/locationOptions';
import { useGeolocation } from './useGeolocation';

const RADIUS_CHOICES = RADIUS_OPTIONS_KM.map((km) => ({ value: km, label: `${km} km` }));

/** The sentence under the controls that says where the results come from. */
function originSummary(state: DirectoryState): string {
  const origin = searchOrigin(state);
  switch (origin.kind) {
    case 'city':
      return PROVIDER_DIRECTORY.nearCity(state.radiusKm, origin.city, origin.country);
    case 'country':
      return PROVIDER_DIRECTORY.inCountry(origin.country);
    case 'user':
      return PROVIDER_DIRECTORY.nearUser(state.radiusKm);
    case 'default':
      return PROVIDER_DIRECTORY.nearDefault(state.radiusKm);
  }
}

export interface DirectoryFiltersProps {
  state: DirectoryState;
  dispatch: Dispatch<DirectoryAction>;
  onRefresh: () => void;
  loading: boolean;
}

export function DirectoryFilters({ state, dispatch, onRefresh, loading }: DirectoryFiltersProps) {
  const [text, setText] = useState(state.q);
  const { locate, locating } = useGeolocation((point) => dispatch({ type: 'located', point }));
  const radiusApplies = searchOrigin(state).kind !== 'country';

  return (
    <div className="directory-filters">
      <div className="directory-search">
        <label htmlFor="provider-search" className="sr-only">
          {PROVIDER_DIRECTORY.searchLabel}
        </label>
        <Input.Search
          id="provider-search"
          value={text}
          placeholder={PROVIDER_DIRECTORY.searchPlaceholder}
          allowClear
          enterButton="Search"
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => dispatch({ type: 'search', q: value })}
        />
        <Button icon={<ReloadOutlined aria-hidden spin={loading} />} onClick={onRefresh}>
          {PROVIDER_DIRECTORY.refresh}
        </Button>
      </div>
      <div className="directory-location">
        <div className="directory-field">
          <label htmlFor="provider-country">Country</label>
          <Select
            id="provider-country"
            value={state.country}
            options={COUNTRY_OPTIONS}
            placeholder="Any country"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(country?: string) => dispatch({ type: 'country', country })}
          />
        </div>
        <div className="directory-field">
          <label htmlFor="provider-city">City</label>
          <Select
            id="provider-city"
            value={state.city}
            options={cityOptions(state.country)}
            placeholder={state.country ? 'Any city' : 'Choose a country first'}
            disabled={!state.country}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(city?: string) => dispatch({ type: 'city', city })}
          />
        </div>
        <div className="directory-field directory-radius">
          <label htmlFor="provider-radius">Radius</label>
          <Select
            id="provider-radius"
            value={state.radiusKm}
            options={RADIUS_CHOICES}
            disabled={!radiusApplies}
            onChange={(radiusKm: number) => dispatch({ type: 'radius', radiusKm })}
          />
        </div>
        <div className="directory-locate">
          <Button icon={<AimOutlined aria-hidden />} onClick={locate} loading={locating}>
            {PROVIDER_DIRECTORY.useMyLocation}
          </Button>
          <LocationHint />
        </div>
      </div>
      <p className="directory-origin" aria-live="polite">
        {originSummary(state)}
      </p>
    </div>
  );
}
