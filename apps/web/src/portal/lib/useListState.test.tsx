import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { listStateCodec } from '../pages/documents/listState.ts';
import { useListState } from './useListState.ts';

let startPath = '/';
let router: ReturnType<typeof createMemoryRouter>;

function InRouter({ children }: { children: ReactNode }) {
  const [made] = useState(() =>
    createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [startPath] }),
  );
  router = made;
  return <RouterProvider router={made} />;
}

function renderListState(path: string) {
  startPath = path;
  const { result } = renderHook(() => useListState(listStateCodec), { wrapper: InRouter });
  return { result, router };
}

describe('useListState', () => {
  it('reads the state from the URL, with the default sort and without values it does not know', () => {
    const { result } = renderListState('/list?status=failed&type=nonsense&q=%20rent%20');
    const [state] = result.current;
    expect(state).toMatchObject({ status: 'failed', type: undefined, q: 'rent', sort: '-createdAt' });
  });

  it('writes a change to the URL in place of the current entry', () => {
    const { result, router } = renderListState('/list?status=failed');
    act(() => result.current[1]({ sort: 'name' }));
    expect(router.state.location.search).toBe('?status=failed&sort=name');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(result.current[0]).toMatchObject({ status: 'failed', sort: 'name' });
    act(() => result.current[1]({ status: undefined }));
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('keeps both of two changes made before React renders', () => {
    const { result, router } = renderListState('/list');
    act(() => {
      result.current[1]({ status: 'completed' });
      // What a second control calls: the setter of the render the first change produced.
      result.current[1]({ sort: 'name' });
    });
    expect(router.state.location.search).toBe('?status=completed&sort=name');
  });

  it('follows the URL when something else changes it', async () => {
    const { result, router } = renderListState('/list');
    await act(() => router.navigate('/list?source=api&from=2026-01-02'));
    expect(result.current[0]).toMatchObject({ source: 'api', from: '2026-01-02' });
  });
});
