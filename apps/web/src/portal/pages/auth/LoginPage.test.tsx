import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPortal } from '../../testing/renderPortal.tsx';
import { LoginPage, returnPath } from './LoginPage.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/dashboard/*', element: <p>dashboard</p> },
];

function signIn() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'dana@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in', () => {
  it('returns to the protected page the user came from, else the dashboard', () => {
    expect(returnPath({ from: { pathname: '/dashboard/webhooks', search: '?x=1' } })).toBe(
      '/dashboard/webhooks?x=1',
    );
    expect(returnPath(null)).toBe('/dashboard');
    expect(returnPath({ from: { pathname: '//evil.example' } })).toBe('/dashboard');
  });

  it('checks the email and that a password is given, not its length: older accounts keep signing in', async () => {
    fakeApi({});
    renderPortal(routes, '/login');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.queryByText(/Password must be at least/)).toBeNull();
  });

  it('keeps the form on failure and shows an Authentication Error toast', async () => {
    fakeApi({
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    renderPortal(routes, '/login');
    signIn();
    expect(await screen.findByText('Authentication Error')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dana@example.com');
  });

  it('asks for the two-factor code when the account has it, then goes on', async () => {
    const calls = fakeApi({
      'POST /api/auth/sign-in/email': { body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } },
      'POST /api/auth/two-factor/verify-totp': { body: { token: 't' } },
      'GET /api/me': { status: 401, body: null },
    });
    const { router } = renderPortal(routes, '/login', { from: { pathname: '/dashboard/billing' } });
    signIn();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/billing'));
    expect(calls.find((c) => c.path.endsWith('verify-totp'))?.body).toEqual({ code: '123456' });
  });

  it('says the address is confirmed when arriving from the confirmation link', async () => {
    fakeApi({});
    renderPortal(routes, '/login?verified=1');
    expect(await screen.findByText('Your email address is confirmed. You can sign in now.')).toBeTruthy();
  });
});
