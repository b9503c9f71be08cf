import type { BillingUsage } from '@docread/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardLayout } from '../dashboard/DashboardLayout.tsx';
import { listedDocument } from '../testing/fixtures.ts';
import { APPROVED_ME, fakeApi, renderPortal } from '../testing/renderPortal.tsx';
import { OverviewPage } from './OverviewPage.tsx';

const routes = [
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [{ index: true, element: <OverviewPage /> }],
  },
];

const USAGE: BillingUsage = {
  plan: 'unlimited',
  documentsProcessed: 3,
  documentLimit: null,
  suspended: false,
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  previousPeriodStart: '2026-10-01T00:00:00.000Z',
  trialStartedAt: '2026-11-20T10:00:00.000Z',
  trialEndsAt: '2026-12-04T10:00:00.000Z',
  trialDaysLeft: 14,
  daily: [],
  apiKeys: [],
  requestedPlan: null,
  payments: { checkout: [], manage: false },
};

function answers(usage: BillingUsage) {
  const doc = listedDocument({ id: 'd1', documentName: 'Receipt 7', status: 'completed', needsReview: true });
  return {
    'GET /api/me': { body: APPROVED_ME },
    'GET /api/overview': { body: { documentsThisMonth: 1, processingNow: 0, apiKeys: 0, webhooks: 0 } },
    'GET /api/billing/usage': { body: usage },
    'GET /api/documents?limit=5': { body: { items: [doc], nextCursor: null } },
    'GET /api/documents?limit=50&status=completed': { body: { items: [doc], nextCursor: null } },
  };
}

describe('dashboard overview', () => {
  it('counts no days down on a plan that does not end', async () => {
    fakeApi(answers(USAGE));
    renderPortal(routes, '/dashboard');
    const card = await screen.findByTestId('usage-card');
    await within(card).findByText('3 documents processed, no limit');
    expect(card.textContent).not.toMatch(/days? left/);
  });

  it('counts the days left of a trial', async () => {
    fakeApi(answers({ ...USAGE, plan: 'free_trial', documentLimit: 10, trialDaysLeft: 5 }));
    renderPortal(routes, '/dashboard');
    expect(await within(await screen.findByTestId('usage-card')).findByText('5 days left')).toBeTruthy();
  });

  it('marks what needs review as such, not by its completed status', async () => {
    fakeApi(answers(USAGE));
    renderPortal(routes, '/dashboard');
    const review = await screen.findByTestId('review-documents');
    await within(review).findByText('Receipt 7');
    expect(within(review).getByText('Needs review')).toBeTruthy();
    expect(within(review).queryByText('Completed')).toBeNull();
  });
});
