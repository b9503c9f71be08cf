import { bestAnnualSavingPercent, PLANS } from '@docread/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../app/testing/renderRoute.tsx';

afterEach(cleanup);

describe('pricing page', () => {
  it('starts on annual prices and the toggle switches to monthly ones', async () => {
    renderRoute('/pricing');
    const starter = await screen.findByTestId('plan-starter');
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveProperty('ariaChecked', 'true');
    expect(within(starter).getByTestId('plan-price').textContent).toBe('$290/year');
    fireEvent.click(toggle);
    expect(toggle).toHaveProperty('ariaChecked', 'false');
    expect(within(starter).getByTestId('plan-price').textContent).toBe('$29/month');
    expect(within(screen.getByTestId('plan-professional')).getByTestId('plan-price').textContent).toBe(
      '$79/month',
    );
  });

  it('shows the saving computed from the catalogue prices', async () => {
    renderRoute('/pricing');
    const percent = bestAnnualSavingPercent(PLANS);
    expect(percent).toBe(17);
    expect(await screen.findByText(`Save ${percent}%`)).toBeTruthy();
  });

  it('sends Starter and Professional to sign-up and Enterprise to sales', async () => {
    renderRoute('/pricing');
    const link = async (id: string) => within(await screen.findByTestId(`plan-${id}`)).getByRole('link');
    expect((await link('starter')).getAttribute('href')).toBe('/signup');
    expect((await link('professional')).getAttribute('href')).toBe('/signup');
    expect((await link('enterprise')).getAttribute('href')).toBe('/en/contact-sales');
  });
});
