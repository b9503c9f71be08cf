import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../i18n/all-resources.ts';
import { i18n, initI18n, setLocale } from '../../i18n/index.ts';
import { APPROVED_ME } from '../testing/renderPortal.tsx';
import { applyAccountLanguage } from './accountLanguage.ts';

describe('the account language on sign-in', () => {
  beforeAll(async () => {
    await initI18n('en', allResources).started;
  });

  afterEach(async () => {
    await setLocale('en');
  });

  it('switches the interface to the language saved in the profile', async () => {
    await applyAccountLanguage({
      kind: 'approved',
      me: { ...APPROVED_ME, profile: { ...APPROVED_ME.profile, language: 'he' } },
    });
    expect(i18n.language).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('keeps the interface language when there is no profile to read', async () => {
    await applyAccountLanguage({ kind: 'pending', me: null });
    await applyAccountLanguage({ kind: 'anonymous' });
    expect(i18n.language).toBe('en');
  });
});
