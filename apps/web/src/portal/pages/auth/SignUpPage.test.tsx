import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPortal } from '../../testing/renderPortal.tsx';
import { SignUpPage } from './SignUpPage.tsx';

const routes = [
  { path: '/signup', element: <SignUpPage /> },
  { path: '/login', element: <p>login page</p> },
];

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

describe('sign-up', () => {
  it('shows the message of every rule', async () => {
    fakeApi({});
    renderPortal(routes, '/signup');
    fill({ 'Full Name': 'A', Email: 'not-an-email', Password: '123', 'Confirm Password': '12345678' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 10 characters')).toBeTruthy();
    fill({ Password: 'Password1234' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('This password is one of the most common ones. Please choose another'),
    ).toBeTruthy();
    fill({ Password: 'ten-chars!' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the full name as the account name, confirms by email and goes to sign-in', async () => {
    const calls = fakeApi({
      'POST /api/auth/sign-up/email': { body: { token: null, user: { approved: false } } },
    });
    const { router } = renderPortal(routes, '/signup');
    fill({
      'Full Name': 'Dana Levi',
      Email: 'dana@example.com',
      'Company (Optional)': 'Levi Ltd',
      Password: 'secret-pass-1',
      'Confirm Password': 'secret-pass-1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Please check your email to confirm your account\./)).toBeTruthy();
    expect(screen.getByText(/waiting for admin approval/)).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({
      email: 'dana@example.com',
      password: 'secret-pass-1',
      name: 'Dana Levi',
      company: 'Levi Ltd',
    });
  });

  it('keeps the form and shows the server message in an Authentication Error toast', async () => {
    fakeApi({
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: { code: 'SOMETHING_ODD', message: 'Odd server reason' },
      },
    });
    renderPortal(routes, '/signup');
    fill({
      'Full Name': 'Dana Levi',
      Email: 'dana@example.com',
      Password: 'secret-pass-1',
      'Confirm Password': 'secret-pass-1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Authentication Error')).toBeTruthy();
    expect(screen.getByText('Odd server reason')).toBeTruthy();
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Dana Levi');
  });
});
