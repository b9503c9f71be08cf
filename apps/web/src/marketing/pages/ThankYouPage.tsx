import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Card } from '../../components/ui/card.tsx';
import { LinkButton } from '../components/LinkButton.tsx';

const LINKS = [
  { to: '/docs', key: 'docs' },
  { to: '/blog', key: 'blog' },
  { to: '/pricing', key: 'pricing' },
  { to: '/contact', key: 'contact' },
  { to: '/contact-sales', key: 'contactSales' },
] as const;

export function ThankYouPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('thankYou.meta.title'), t('thankYou.meta.description'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <CheckCircle2 aria-hidden="true" className="mx-auto mb-6 size-16 text-green-600" />
      <h1 className="text-4xl font-bold">{t('thankYou.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('thankYou.subtitle')}</p>
      <Card className="mt-10 text-start">
        <h2 className="mb-4 text-xl font-semibold">{t('thankYou.next.title')}</h2>
        <ol className="list-decimal space-y-2 ps-5">
          {t('thankYou.next.items', { returnObjects: true }).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </Card>
      <p className="mt-10 text-muted-foreground">{t('thankYou.explore')}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-block rounded-full border border-border px-4 py-1.5 hover:bg-muted"
            >
              {t(`thankYou.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <LinkButton to="/" className="mt-10">
        {t('thankYou.links.home')}
      </LinkButton>
    </div>
  );
}
