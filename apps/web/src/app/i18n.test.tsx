import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, readSavedLocale } from '../i18n/index.ts';
import { renderRoute } from './testing/renderRoute.tsx';

afterEach(cleanup);

describe('language', () => {
  it('is Hebrew when nothing is saved', () => {
    localStorage.removeItem('locale');
    expect(readSavedLocale()).toBe('he');
  });

  it('the header switch is a link to the same page in the other language, which it sets and keeps', async () => {
    const { router } = renderRoute('/pricing', 'he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('he');
    const link = (await screen.findAllByRole('link', { name: /English/ }))[0]!;
    expect(link.getAttribute('href')).toBe('/en/pricing');
    expect(link.getAttribute('hreflang')).toBe('en');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/pricing'));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.cookie).toContain('locale=en');
    expect((await screen.findAllByRole('link', { name: 'Pricing' })).length).toBeGreaterThan(0);
  });

  it('a missing translation shows its key and is logged', () => {
    renderRoute('/', 'en');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const text = i18n.t('marketing:home.doesNotExist' as 'marketing:home.hero.title');
    expect(text).toBe('home.doesNotExist');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('home.doesNotExist'));
    warn.mockRestore();
  });
});
