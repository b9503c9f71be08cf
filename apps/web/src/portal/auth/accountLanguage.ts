import { i18n, setLocale } from '../../i18n/index.ts';
import type { Session } from './useMe.ts';

/**
 * The language saved in the account's profile wins on sign-in, so a new browser opens the portal in it.
 * Sign-up writes the language the visitor was reading into the profile, so this does not undo their choice.
 */
export async function applyAccountLanguage(session: Session): Promise<void> {
  const language = session.kind === 'anonymous' ? undefined : session.me?.profile.language;
  if (language && language !== i18n.language) await setLocale(language);
}
