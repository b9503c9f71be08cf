import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/index.ts';
import { DashboardLayout } from '../../dashboard/DashboardLayout.tsx';
import { APPROVED_ME, fakeApi, renderPortal } from '../../testing/renderPortal.tsx';
import { LearnedVendorsPage } from './LearnedVendorsPage.tsx';

const routes = [
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [{ path: 'learned', element: <LearnedVendorsPage /> }],
  },
];

const LESSON = {
  id: 'l1',
  documentId: 'd1',
  documentName: 'March receipt',
  documentType: 'receipt',
  typeFromPerson: false,
  identifiers: ['0333445566'],
  fields: { merchantName: 'Harbour Lane Provisions', merchantAddress: '12 Jalan Pelabuhan 3' },
  learnedAt: '2026-11-20T08:00:00.000Z',
};

describe('learned from corrections', () => {
  afterEach(() => setLocale('en'));

  it('shows what was learned, from which document, and forgets it when asked', async () => {
    let forgotten = false;
    const calls = fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/learned-vendors': () => ({ body: { vendors: forgotten ? [] : [LESSON] } }),
      'DELETE /api/learned-vendors/l1': () => {
        forgotten = true;
        return { status: 204, body: null };
      },
    });
    renderPortal(routes, '/dashboard/learned');
    const card = await screen.findByTestId('learned-vendor');
    expect(within(card).getByRole('heading', { name: 'Harbour Lane Provisions' })).toBeTruthy();
    expect(within(card).getByText('Merchant address')).toBeTruthy();
    expect(within(card).getByText('12 Jalan Pelabuhan 3')).toBeTruthy();
    expect(within(card).getByText('0333445566')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'March receipt' }).getAttribute('href')).toBe(
      '/dashboard/documents/d1',
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Forget Harbour Lane Provisions' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Nothing learned yet')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it("says when a person set the issuer's document type", async () => {
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/learned-vendors': {
        body: { vendors: [{ ...LESSON, documentType: 'invoice', typeFromPerson: true, fields: {} }] },
      },
    });
    renderPortal(routes, '/dashboard/learned');
    const card = await screen.findByTestId('learned-vendor');
    expect(within(card).getByText('Its documents are read as')).toBeTruthy();
    expect(within(card).getByText('Invoice')).toBeTruthy();
  });

  it('speaks Hebrew, right to left', async () => {
    await setLocale('he');
    fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/learned-vendors': { body: { vendors: [LESSON] } },
    });
    renderPortal(routes, '/dashboard/learned');
    expect(await screen.findByRole('heading', { name: 'נלמד מתיקונים' })).toBeTruthy();
    expect(await screen.findByText('כתובת בית העסק')).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
