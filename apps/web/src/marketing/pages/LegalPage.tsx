import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { COMPANY_CONTACT } from '../company.ts';

/** The date the legal texts were last revised; change it with the texts. */
const LEGAL_TEXTS_DATE = '2026-11-22';

/** Privacy policy and terms of service share one layout: numbered sections and a contact line. */
export function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const { t, i18n } = useTranslation('marketing');
  usePageMeta(t(`${kind}.meta.title`), t(`${kind}.meta.description`));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(LEGAL_TEXTS_DATE),
  );
  const sections = t(`${kind}.sections`, { returnObjects: true });
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-bold">{t(`${kind}.title`)}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('legal.lastUpdated', { date })}</p>
      <p className="mt-6 text-lg">{t(`${kind}.intro`)}</p>
      {sections.map((section, i) => (
        <section key={section.title} className="mt-8">
          <h2 className="mb-2 text-2xl font-semibold">
            {i + 1}. {section.title}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{section.body}</p>
        </section>
      ))}
      {kind === 'terms' && (
        <section className="mt-8">
          <h2 className="mb-2 text-2xl font-semibold">{t('terms.prohibited.title')}</h2>
          <ul className="list-disc space-y-1 ps-6 text-muted-foreground">
            {t('terms.prohibited.items', { returnObjects: true }).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-10 rounded-xl border border-border bg-muted/40 p-6">
        <h2 className="mb-2 text-xl font-semibold">{t('legal.contactTitle')}</h2>
        <p>
          {t('legal.contactText')}{' '}
          <a
            href={`mailto:${COMPANY_CONTACT.privacyEmail}`}
            dir="ltr"
            className="font-medium text-primary hover:underline"
          >
            {COMPANY_CONTACT.privacyEmail}
          </a>
        </p>
      </section>
    </article>
  );
}

export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}
