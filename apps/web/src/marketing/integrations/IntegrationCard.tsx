import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { type Integration, integrationSlug } from './catalogue.ts';

/**
 * Connect opens the tool's setup guide (there is nothing to connect before reading it);
 * enterprise systems are set up with our team, so their button leads to contact sales.
 */
export function IntegrationCard({ integration }: { integration: Integration }) {
  const { t } = useTranslation('marketing');
  const slug = integrationSlug(integration.name);
  const docsPath = `/docs/integrations/${slug}`;
  const Icon = integration.icon;
  const name = integration.name;
  return (
    <article
      className="flex h-full flex-col rounded-xl border border-border bg-card p-6"
      data-testid={`integration-${slug}`}
    >
      <div className="mb-4 flex items-start justify-between gap-2">
        <span className="grid size-11 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {integration.popular && <Badge tone="yellow">{t('integrations.popularBadge')}</Badge>}
      </div>
      <h3 className="text-lg font-semibold">
        <bdi>{name}</bdi>
      </h3>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">
        {t(`integrations.cards.${slug}` as 'integrations.cards.zapier')}
      </p>
      <div className="mt-6 flex items-center justify-between gap-3">
        <Link
          to={docsPath}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          aria-label={t('integrations.learnMore', { name })}
        >
          {t('shared.learnMore')}
          <ArrowRight aria-hidden="true" className="rtl-flip size-4" />
        </Link>
        <Button asChild size="sm" variant={integration.tab === 'enterprise' ? 'outline' : 'primary'}>
          {integration.tab === 'enterprise' ? (
            <Link to="/contact-sales" aria-label={t('integrations.contactSalesLabel', { name })}>
              {t('integrations.contactSales')}
            </Link>
          ) : (
            <Link to={docsPath} aria-label={t('integrations.connectLabel', { name })}>
              {t('integrations.connect')}
            </Link>
          )}
        </Button>
      </div>
    </article>
  );
}
