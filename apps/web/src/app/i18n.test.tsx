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

  it('the header switch sets dir and lang, opens the same page in the other language and is kept', async () => {
    const { router } = renderRoute('/pricing', 'he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('he');
    const trigger = await screen.findByRole('button', { name: /^שפה/ });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.cookie).toContain('locale=en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/pricing'));
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
