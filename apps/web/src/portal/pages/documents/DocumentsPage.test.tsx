import type { DocumentListItem } from '@docread/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardLayout } from '../../dashboard/DashboardLayout.tsx';
import { listedDocument } from '../../testing/fixtures.ts';
import { APPROVED_ME, fakeApi, never, renderPortal } from '../../testing/renderPortal.tsx';
import { DocumentsPage, hasUnfinished } from './DocumentsPage.tsx';
import { STATUS_TONE } from './StatusBadge.tsx';

const routes = [
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [{ path: 'documents', element: <DocumentsPage /> }],
  },
];

const doc = (over: Partial<DocumentListItem>) =>
  listedDocument({
    vendor: 'Acme Ltd',
    documentDate: '2026-11-18',
    total: 1234.5,
    currency: 'ILS',
    needsReview: false,
    ...over,
  });

describe('documents', () => {
  it('shows three placeholder rows while loading', async () => {
    fakeApi({ 'GET /api/me': { body: APPROVED_ME }, 'GET /api/documents?limit=50': never });
    renderPortal(routes, '/dashboard/documents');
    expect(await screen.findAllByTestId('document-skeleton-row')).toHaveLength(3);
  });

  it('shows the empty state with an upload link', async () => {
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/documents?limit=50': { body: { items: [], nextCursor: null } },
    });
    renderPortal(routes, '/dashboard/documents');
    expect(
      await screen.findByText('Upload your first document to get started with OCR processing'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Document' }).getAttribute('href')).toBe(
      '/dashboard/upload',
    );
  });

  it('lists documents with vendor, document date, total and status badges', async () => {
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/documents?limit=50': {
        body: {
          nextCursor: null,
          items: [
            doc({}),
            doc({
              id: 'd2',
              documentName: 'Receipt',
              documentType: 'receipt',
              fileSize: null,
              status: 'failed',
            }),
          ],
        },
      },
    });
    renderPortal(routes, '/dashboard/documents');
    await screen.findByText('March invoice');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Document Name',
      'Type',
      'Status',
      'Vendor',
      'Document date',
      'Total',
      'Created',
      'Actions',
    ]);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('Acme Ltd')).toBeTruthy();
    expect(within(first!).getByText(/1,234\.50/)).toBeTruthy();
    expect(within(first!).getByText('Completed').className).toContain('green');
    expect(within(second!).getByText('Failed').className).toContain('red');
    expect(within(first!).getByRole('button', { name: 'Download March invoice' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Delete March invoice' })).toBeTruthy();
  });

  it('keeps every filter changed before the URL has followed the last one', async () => {
    const list = { body: { items: [doc({})], nextCursor: null } };
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/documents?limit=50': list,
      'GET /api/documents?status=completed&limit=50': list,
      'GET /api/documents?sort=name&limit=50': list,
      'GET /api/documents?status=completed&sort=name&limit=50': list,
    });
    const { router } = renderPortal(routes, '/dashboard/documents');
    await screen.findByText('March invoice');
    // One act: React renders after both changes, as when the router renders a navigation in a transition.
    act(() => {
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } });
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed&sort=name'));
  });

  it('acts on the selected documents: process again, then delete with an Undo that restores them', async () => {
    const calls = fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/documents?limit=50': {
        body: { nextCursor: null, items: [doc({}), doc({ id: 'd2', documentName: 'Receipt' })] },
      },
      'POST /api/documents/bulk/reprocess': { body: { count: 2 } },
      'POST /api/documents/bulk/delete': { body: { count: 1, undoUntil: '2026-11-20T08:01:00.000Z' } },
      'POST /api/documents/bulk/restore': { body: { count: 1 } },
    });
    renderPortal(routes, '/dashboard/documents');
    await screen.findByText('March invoice');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown documents' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions on selected documents' });
    expect(within(toolbar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Process again' }));
    await screen.findByText('2 documents will be processed again');
    expect(calls.find((c) => c.path === '/api/documents/bulk/reprocess')?.body).toEqual({
      ids: ['d1', 'd2'],
    });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Receipt' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Document deleted successfully');
    expect(calls.find((c) => c.path === '/api/documents/bulk/delete')?.body).toEqual({ ids: ['d2'] });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/documents/bulk/restore')?.body).toEqual({ ids: ['d2'] }),
    );
  });

  it('colours statuses as the specification says and keeps polling only while work is unfinished', () => {
    expect(STATUS_TONE).toEqual({
      pending: 'default',
      processing: 'yellow',
      completed: 'green',
      failed: 'red',
    });
    expect(hasUnfinished([{ status: 'completed' }, { status: 'processing' }])).toBe(true);
    expect(hasUnfinished([{ status: 'completed' }, { status: 'failed' }])).toBe(false);
  });
});
