// A page's tab in its query parameter (web/src/lib/useTabParam): a missing or unknown value reads as the default, a
// known one as itself; choosing a tab keeps the other parameters and replaces the history entry.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useTabParam } from '../../web/src/lib/useTabParam';

const TABS = ['users', 'leads', 'settings'] as const;

function renderAt(url: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/', url], initialIndex: 1 });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useTabParam('tab', TABS, 'users'), { wrapper });
  return { hook, router };
}

describe('useTabParam', () => {
  it('reads a missing or unknown tab as the default and a known one as itself', () => {
    expect(renderAt('/admin').hook.result.current[0]).toBe('users');
    expect(renderAt('/admin?tab=nonsense').hook.result.current[0]).toBe('users');
    expect(renderAt('/admin?tab=leads').hook.result.current[0]).toBe('leads');
  });

  it('chooses a tab in place: the other parameters stay and no history entry is added', () => {
    const { hook, router } = renderAt('/admin?tab=leads&q=ant');
    act(() => hook.result.current[1]('settings'));
    expect(hook.result.current[0]).toBe('settings');
    expect(router.state.location.search).toBe('?tab=settings&q=ant');
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});
