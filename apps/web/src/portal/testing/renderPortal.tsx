import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { afterEach, vi } from 'vitest';
import { allResources } from '../../i18n/all-resources.ts';
import { initI18n } from '../../i18n/index.ts';

/** A canned answer of the fake API: status and JSON body. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
export type FakeRoute = (request: { method: string; path: string; body: unknown }) => FakeAnswer | undefined;

/** Every request the fake API saw, in order. */
export interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` with a table of answers so page tests run without a server. Unknown calls fail the
 * test loudly instead of hanging.
 */
export function fakeApi(routes: Record<string, FakeRoute | FakeAnswer>): Recorded[] {
  const calls: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = typeof input === 'string' ? input : input.toString();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      const answer = typeof route === 'function' ? route({ method, path, body }) : route;
      if (!answer) throw new Error(`Unexpected request ${method} ${path}`);
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      });
    }),
  );
  return calls;
}

/** A request that never answers: the page stays in its loading state. */
export const never: FakeRoute = () => {
  throw new Error('unreachable');
};

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let prepared = false;
function prepareDom() {
  if (prepared) return;
  prepared = true;
  initI18n('en', allResources);
  // jsdom lacks these; Radix and sonner only need them to exist.
  globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders routes at `path` with a fresh query cache and the toaster, as the app does. */
export function renderPortal(routes: RouteObject[], path: string, state?: unknown) {
  prepareDom();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, {
    initialEntries: [
      { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
    ],
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

export const APPROVED_ME = {
  user: {
    id: 'u1',
    email: 'dana@example.com',
    name: 'Dana Levi',
    emailVerified: true,
    twoFactorEnabled: false,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  profile: {
    userId: 'u1',
    approved: true,
    fullName: 'Dana Levi',
    company: null,
    language: 'en',
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  role: 'user',
  owner: false,
} as const;
