import { type BillingUsage, PLANS } from '@docread/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import { DashboardLayout } from '../../dashboard/DashboardLayout.tsx';
import { leaveFor } from '../../lib/leaveFor.ts';
import { APPROVED_ME, fakeApi, renderPortal } from '../../testing/renderPortal.tsx';
import { BillingPage } from './BillingPage.tsx';

vi.mock('../../lib/leaveFor.ts', () => ({ leaveFor: vi.fn() }));

const routes = [
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [{ path: 'billing', element: <BillingPage /> }],
  },
];

const USAGE: BillingUsage = {
  plan: 'free_trial',
  documentsProcessed: 3,
  documentLimit: 10,
  suspended: false,
  periodStart: '2026-11-01T10:00:00.000Z',
  periodEnd: '2026-11-15T10:00:00.000Z',
  previousPeriodStart: '2026-10-18T10:00:00.000Z',
  trialStartedAt: '2026-11-01T10:00:00.000Z',
  trialEndsAt: '2026-11-15T10:00:00.000Z',
  trialDaysLeft: 5,
  daily: [],
  apiKeys: [],
  requestedPlan: null,
  payments: { checkout: [], manage: false },
};

describe('billing page', () => {
  beforeEach(() => vi.mocked(leaveFor).mockClear());

  it('without a payment provider, plan buttons ask the team and billing cannot be managed', async () => {
    const calls = fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/billing/usage': { body: USAGE },
      'POST /api/billing/plan-request': {
        status: 201,
        body: { plan: 'starter', period: 'monthly', createdAt: '2026-11-10T10:00:00.000Z' },
      },
    });
    renderPortal(routes, '/dashboard/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Request Starter' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/billing/plan-request')).toBe(true));
    expect(screen.getByRole('button', { name: 'Manage billing' }).hasAttribute('disabled')).toBe(true);
    expect(calls.some((c) => c.path === '/api/billing/checkout')).toBe(false);
  });

  it('with Stripe, a sold plan goes to Checkout and Manage billing opens the customer portal', async () => {
    const calls = fakeApi({
      'GET /api/me': { body: APPROVED_ME },
      'GET /api/billing/usage': {
        body: {
          ...USAGE,
          payments: { checkout: [{ plan: 'professional', period: 'monthly' }], manage: true },
        },
      },
      'POST /api/billing/checkout': { body: { url: 'https://checkout.stripe.test/c/pay/cs_1' } },
      'POST /api/billing/portal': { body: { url: 'https://billing.stripe.test/p/session/bps_1' } },
    });
    renderPortal(routes, '/dashboard/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Professional' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(calls.find((c) => c.path === '/api/billing/checkout')?.body).toEqual({
      plan: 'professional',
      period: 'monthly',
    });
    // Starter has no price here: it stays a request.
    expect(screen.getByRole('button', { name: 'Request Starter' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_1'));
  });

  it("lists each plan with the pricing page's own feature texts, nothing more", async () => {
    fakeApi({ 'GET /api/me': { body: APPROVED_ME }, 'GET /api/billing/usage': { body: USAGE } });
    renderPortal(routes, '/dashboard/billing');
    await screen.findByRole('button', { name: 'Request Starter' });
    const listed = screen.getAllByRole('listitem').map((item) => item.textContent);
    const catalogue = PLANS.flatMap((plan) =>
      plan.featureKeys.map(
        (key) =>
          common.plans.features[key.replace('plans.features.', '') as keyof typeof common.plans.features],
      ),
    );
    for (const feature of catalogue) expect(listed).toContain(feature);
    expect(screen.queryByText(/AI assistance|Custom model training|24\/7/)).toBeNull();
  });
});
