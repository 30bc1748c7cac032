// A page's tab kept in one query parameter: read (a missing or unknown value is the default), and chosen without a
// new history entry or a jump of the scroll position (a tab is part of the page).
import { useSearchParams } from 'react-router-dom';

export function useTabParam<T extends string>(name: string, tabs: readonly T[], fallback: T): [T, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const known = (value: string | null): T => (tabs.includes(value as T) ? (value as T) : fallback);
  const choose = (next: string) =>
    setSearchParams(
      (params) => {
        params.set(name, known(next));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return [known(searchParams.get(name)), choose];
}
