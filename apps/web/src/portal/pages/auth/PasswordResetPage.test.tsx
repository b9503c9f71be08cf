import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPortal } from '../../testing/renderPortal.tsx';
import { PasswordResetPage } from './PasswordResetPage.tsx';

const routes = [
  { path: '/password-reset', element: <PasswordResetPage /> },
  { path: '/login', element: <p>login page</p> },
];

describe('password reset', () => {
  it('checks the email, then replaces the form with the sent message and a link back to sign-in', async () => {
    const calls = fakeApi({ 'POST /api/auth/request-password-reset': { body: { status: true } } });
    renderPortal(routes, '/password-reset');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'dana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(calls[0]?.body).toEqual({ email: 'dana@example.com', redirectTo: '/password-reset' });
  });

  it('sets a new password from the e-mailed link and goes to sign-in', async () => {
    const calls = fakeApi({ 'POST /api/auth/reset-password': { body: { status: true } } });
    const { router } = renderPortal(routes, '/password-reset?token=abc123');
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'fresh-pass' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'fresh-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]?.body).toEqual({ newPassword: 'fresh-pass', token: 'abc123' });
  });

  it('says when the link has expired and offers the request form', async () => {
    fakeApi({});
    renderPortal(routes, '/password-reset?token=abc&error=INVALID_TOKEN');
    expect(
      await screen.findByText('This link is invalid or has expired. Please request a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });
});
