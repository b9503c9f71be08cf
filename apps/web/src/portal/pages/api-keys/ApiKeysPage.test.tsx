import { validationMessages } from '@docread/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardLayout } from '../../dashboard/DashboardLayout.tsx';
import { APPROVED_ME, fakeApi, renderPortal } from '../../testing/renderPortal.tsx';
import { ApiKeysPage } from './ApiKeysPage.tsx';

const routes = [
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [{ path: 'api-keys', element: <ApiKeysPage /> }],
  },
];

const FULL_KEY = `ocr_${'ab12'.repeat(16)}`;
const CALLBACK_SECRET = 'whsec_c2VjcmV0LWNhbGxiYWNrLXNpZ25pbmcta2V5LTMyYnl0ZXM=';
const STORED = {
  id: 'k1',
  name: 'Production',
  keyPrefix: 'ocr_ab12ab12…',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: null,
  legacyCallbackSecret: false,
};

describe('API keys', () => {
  it('shows the empty state with the product name', async () => {
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/api-keys?limit=50': { body: { items: [], nextCursor: null } },
    });
    renderPortal(routes, '/dashboard/api-keys');
    expect(await screen.findByText('No API Keys')).toBeTruthy();
    expect(screen.getByText('Create your first API key to integrate with DocRead')).toBeTruthy();
  });

  it('refuses a blank name with the validation message', async () => {
    const calls = fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/api-keys?limit=50': { body: { items: [], nextCursor: null } },
    });
    renderPortal(routes, '/dashboard/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Create API Key' }));
    expect(screen.getByPlaceholderText('e.g. Production, Development')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Key Name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate API Key' }));
    expect(await screen.findByText('Please provide a name for the API key')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the whole key once, right after creation, with the warning; a later visit shows it masked', async () => {
    let created = false;
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/api-keys?limit=50': () => ({ body: { items: created ? [STORED] : [], nextCursor: null } }),
      'POST /api/api-keys': () => {
        created = true;
        return { status: 201, body: { ...STORED, key: FULL_KEY, callbackSecret: CALLBACK_SECRET } };
      },
      'GET /api/overview': { body: { documentsThisMonth: 0, processingNow: 0, apiKeys: 1, webhooks: 0 } },
    });
    const first = renderPortal(routes, '/dashboard/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Create API Key' }));
    fireEvent.change(screen.getByLabelText('Key Name'), { target: { value: 'Production' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate API Key' }));
    await waitFor(() => expect(screen.getByTestId('api-key-value').textContent).toBe(FULL_KEY));
    expect(screen.getByTestId('api-key-callback-secret').textContent).toBe(CALLBACK_SECRET);
    expect(
      screen.getAllByText(
        "Make sure to copy your API key now. For security reasons, it won't be displayed again.",
      ).length,
    ).toBeGreaterThan(0);
    first.unmount();

    renderPortal(routes, '/dashboard/api-keys');
    await waitFor(() => expect(screen.getByTestId('api-key-value').textContent).toBe('ocr_ab12ab12…'));
    expect(screen.queryByText(FULL_KEY)).toBeNull();
    expect(screen.queryByText(CALLBACK_SECRET)).toBeNull();
    expect(screen.getByText(/Created on/)).toBeTruthy();
  });

  it('reads older keys a page at a time with the cursor the list answered', async () => {
    const calls = fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/api-keys?limit=50': { body: { items: [STORED], nextCursor: 'c1' } },
      'GET /api/api-keys?limit=50&cursor=c1': {
        body: { items: [{ ...STORED, id: 'k0', name: 'Staging' }], nextCursor: null },
      },
    });
    renderPortal(routes, '/dashboard/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Staging')).toBeTruthy();
    expect(screen.getByText('Production')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/api-keys?limit=50&cursor=c1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('asks to replace a key made before callback secrets, and only such a key', async () => {
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/api-keys?limit=50': {
        body: {
          items: [
            { ...STORED, legacyCallbackSecret: true },
            { ...STORED, id: 'k2' },
          ],
          nextCursor: null,
        },
      },
    });
    renderPortal(routes, '/dashboard/api-keys');
    await waitFor(() => expect(screen.getAllByTestId('api-key-card')).toHaveLength(2));
    expect(screen.getAllByTestId('api-key-legacy')).toHaveLength(1);
    expect(screen.getByText(/Create a new key, which comes with its own callback secret/)).toBeTruthy();
  });

  it("says why a key over the limit was refused, in the reader's words", async () => {
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/api-keys?limit=50': { body: { items: [STORED], nextCursor: null } },
      'POST /api/api-keys': {
        status: 409,
        body: {
          type: 'about:blank#api_key_limit_reached',
          title: 'API key limit reached',
          status: 409,
          code: 'api_key_limit_reached',
          errors: [{ path: 'name', messageKey: 'validation.apiKeyLimitReached', message: 'limit' }],
        },
      },
    });
    renderPortal(routes, '/dashboard/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Create API Key' }));
    fireEvent.change(screen.getByLabelText('Key Name'), { target: { value: 'Eleventh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate API Key' }));
    expect(await screen.findByText(validationMessages.en['validation.apiKeyLimitReached'])).toBeTruthy();
  });
});
