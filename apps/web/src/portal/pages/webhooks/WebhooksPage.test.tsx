import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardLayout } from '../../dashboard/DashboardLayout.tsx';
import { APPROVED_ME, fakeApi, renderPortal } from '../../testing/renderPortal.tsx';
import { WebhooksPage } from './WebhooksPage.tsx';

const routes = [
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [{ path: 'webhooks', element: <WebhooksPage /> }],
  },
];

const HOOK = {
  id: 'w1',
  name: 'Books',
  url: 'https://books.example.com/hook',
  events: ['document_uploaded', 'processing_completed'],
  isActive: true,
  createdAt: '2026-11-20T08:00:00.000Z',
};

describe('webhooks', () => {
  it('shows the empty state', async () => {
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/webhooks?limit=50': { body: { items: [], nextCursor: null } },
    });
    renderPortal(routes, '/dashboard/webhooks');
    expect(await screen.findByText('No Webhooks')).toBeTruthy();
    expect(screen.getByText('Create your first webhook to receive real-time updates')).toBeTruthy();
  });

  it('starts with every event on, failed included, and sends no is-active flag', async () => {
    let hooks: unknown[] = [];
    const calls = fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/webhooks?limit=50': () => ({ body: { items: hooks, nextCursor: null } }),
      'POST /api/webhooks': ({ body }) => {
        hooks = [HOOK];
        return { status: 201, body: { ...HOOK, ...(body as object), secret: 'whsec_test' } };
      },
      'GET /api/overview': { body: { documentsThisMonth: 0, processingNow: 0, apiKeys: 0, webhooks: 1 } },
    });
    renderPortal(routes, '/dashboard/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const state = (name: string) => screen.getByRole('checkbox', { name }).getAttribute('aria-checked');
    expect(state('Document uploaded')).toBe('true');
    expect(state('Processing completed')).toBe('true');
    expect(state('Processing failed')).toBe('true');
    expect(screen.getByPlaceholderText('https://example.com/webhook')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Books' } });
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: HOOK.url } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Webhook' }));
    expect(await screen.findByText('Webhook Created')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Books',
      url: HOOK.url,
      events: ['document_uploaded', 'processing_completed', 'processing_failed'],
    });
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_test');
    await waitFor(() => expect(screen.getByText('Processing completed')).toBeTruthy());
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('asks for a name and URL when either is blank', async () => {
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/webhooks?limit=50': { body: { items: [], nextCursor: null } },
    });
    renderPortal(routes, '/dashboard/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Books' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Webhook' }));
    expect(await screen.findByText('Please provide a name and URL for the webhook')).toBeTruthy();
  });

  it('says under the URL field why a private address is refused, naming the allow-list setting', async () => {
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/webhooks?limit=50': { body: { items: [], nextCursor: null } },
      'POST /api/webhooks': {
        status: 400,
        body: {
          type: '/docs/errors#validation_failed',
          title: 'Invalid input',
          status: 400,
          code: 'validation_failed',
          errors: [{ path: 'url', messageKey: 'validation.webhookUrlNotPublic', message: 'refused' }],
        },
      },
    });
    renderPortal(routes, '/dashboard/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Books' } });
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'http://10.0.0.5/hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Webhook' }));
    await waitFor(() => expect(screen.getByLabelText('URL').getAttribute('aria-invalid')).toBe('true'));
    const said = document.getElementById(screen.getByLabelText('URL').getAttribute('aria-describedby')!);
    expect(said?.textContent).toContain('private and local addresses are refused');
    expect(said?.textContent).toContain('OUTBOUND_ALLOWLIST');
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://books.example.com/hook' } });
    expect(screen.getByLabelText('URL').getAttribute('aria-invalid')).toBeNull();
  });

  it('toggles a webhook off and says so', async () => {
    const calls = fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/webhooks?limit=50': { body: { items: [HOOK], nextCursor: null } },
      'PATCH /api/webhooks/w1': { body: { ...HOOK, isActive: false } },
      'GET /api/overview': { body: { documentsThisMonth: 0, processingNow: 0, apiKeys: 0, webhooks: 1 } },
    });
    renderPortal(routes, '/dashboard/webhooks');
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable Books' }));
    expect(await screen.findByText('Webhook Updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isActive: false });
  });
});
