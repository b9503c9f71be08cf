import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../app/testing/renderRoute.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillContactForm() {
  fireEvent.input(await screen.findByLabelText(/^Full name/), { target: { value: 'Dana Cohen' } });
  fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'dana@example.com' } });
  fireEvent.input(screen.getByLabelText(/^Message/), { target: { value: 'About 300 invoices a month' } });
}

describe('contact form', () => {
  it('validates with the shared schema before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoute('/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on failure shows the error toast and keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/contact');
    await fillContactForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('There was an error sending your message. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Dana Cohen');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      'About 300 invoices a month',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });

  it('posts the lead with its source and goes to the thank-you page', async () => {
    const fetch = vi.fn().mockResolvedValue(Response.json({ ok: true }, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderRoute('/contact');
    await fillContactForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/thank-you'));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Dana Cohen',
      email: 'dana@example.com',
      company: '',
      message: 'About 300 invoices a month',
      website: '',
      source: 'contact',
    });
  });

  it('disables the button and says Sending... while the request runs', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve))));
    renderRoute('/contact');
    await fillContactForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toHaveProperty('disabled', true);
    answer(Response.json({ ok: true }, { status: 201 }));
  });
});

describe('early-access form', () => {
  it('requires both single choices and sends the folded fields', async () => {
    const fetch = vi.fn().mockResolvedValue(Response.json({ ok: true }, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderRoute('/early-access');
    fireEvent.input(await screen.findByLabelText(/^First name/), { target: { value: 'Noa' } });
    fireEvent.input(screen.getByLabelText(/^Last name/), { target: { value: 'Levi' } });
    fireEvent.input(screen.getByLabelText(/^Business email/), { target: { value: 'noa@example.com' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Company' }), { target: { value: 'Levi Ltd' } });
    fireEvent.input(screen.getByLabelText(/^Job title/), { target: { value: 'CFO' } });
    fireEvent.input(screen.getByLabelText(/^Describe your use case/), {
      target: { value: 'Supplier invoices' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply for early access' }));
    expect(await screen.findAllByText('Please choose an option')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Company size/), { target: { value: '11-50' } });
    fireEvent.change(screen.getByLabelText(/^Documents per month/), { target: { value: '100-500' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoices' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply for early access' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/thank-you'));
    const body = JSON.parse(String((fetch.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ source: 'early_access', companySize: '11-50', documentTypes: ['invoices'] });
  });
});
