import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentsPage } from '../pages/documents/DocumentsPage.tsx';
import { APPROVED_ME, fakeApi, never, renderPortal } from '../testing/renderPortal.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page, from {from}</p>;
}

const routes = [
  { path: '/login', element: <LoginProbe /> },
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [
      { index: true, element: <p>overview content</p> },
      { path: 'documents', element: <p>documents content</p> },
    ],
  },
];

describe('the dashboard access gate', () => {
  it('shows loading placeholders while the session loads', () => {
    fakeApi({ 'GET /api/me': never });
    const { container } = renderPortal(routes, '/dashboard');
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('overview content')).toBeNull();
  });

  it('sends a visitor to /login, remembering the page and replacing the history entry', async () => {
    fakeApi({
      'GET /api/me': {
        status: 401,
        body: { code: 'unauthenticated', title: 'Unauthorized', status: 401, type: 'about:blank' },
      },
    });
    const { router } = renderPortal(routes, '/dashboard/documents');
    expect(await screen.findByText('login page, from /dashboard/documents')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the pending-approval title and message to an unapproved user', async () => {
    fakeApi({
      'GET /api/me': { body: { ...APPROVED_ME, profile: { ...APPROVED_ME.profile, approved: false } } },
    });
    renderPortal(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Account Pending Approval' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your account has been created successfully but requires admin approval before you can access the system. You will receive an email notification once your account is approved.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('overview content')).toBeNull();
  });

  it('treats an approval_pending refusal as unapproved', async () => {
    fakeApi({
      'GET /api/me': {
        status: 403,
        body: { code: 'approval_pending', title: 'Forbidden', status: 403, type: 'about:blank' },
      },
    });
    renderPortal(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Account Pending Approval' })).toBeTruthy();
  });

  it('shows the content, the six menu entries and sign-out to an approved user', async () => {
    fakeApi({ 'GET /api/me': { body: APPROVED_ME } });
    renderPortal(routes, '/dashboard');
    expect(await screen.findByText('overview content')).toBeTruthy();
    const desktopMenu = screen.getByRole('navigation', { name: 'Dashboard menu' });
    const pages = ['Documents', 'Upload', 'API Keys', 'Webhooks', 'Billing', 'Settings'];
    for (const name of pages) expect(within(desktopMenu).getByRole('link', { name })).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: 'Users' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Sign Out' })).toHaveLength(1);
    // Phones: one labelled menu holds every page and signing out; opening it signs nobody out.
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of pages) expect(within(menu).getByRole('link', { name })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('notices a session that ended while a page was open and goes to sign-in', async () => {
    let meCalls = 0;
    const unauthenticated = {
      status: 401,
      body: { code: 'unauthenticated', title: 'Unauthorized', status: 401, type: 'about:blank' },
    };
    fakeApi({
      'GET /api/me': () => (++meCalls === 1 ? { body: APPROVED_ME } : unauthenticated),
      'GET /api/documents?limit=50': unauthenticated,
    });
    renderPortal(
      [
        routes[0]!,
        {
          path: '/dashboard',
          element: <DashboardLayout />,
          children: [{ path: 'documents', element: <DocumentsPage /> }],
        },
      ],
      '/dashboard/documents',
    );
    expect(await screen.findByText('login page, from /dashboard/documents')).toBeTruthy();
  });

  it('links the admin pages for admins only', async () => {
    fakeApi({ 'GET /api/me': { body: { ...APPROVED_ME, role: 'admin' } } });
    renderPortal(routes, '/dashboard');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Users' }).length).toBeGreaterThan(0));
    expect(screen.getAllByRole('link', { name: 'Leads' })[0]?.getAttribute('href')).toBe(
      '/dashboard/admin/leads',
    );
  });
});
