import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { NotFoundPage } from '../../app/pages/NotFoundPage.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Card } from '../../components/ui/card.tsx';
import { CodeBlock } from '../components/CodeBlock.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { findIntegration, type Integration, integrationSlug } from '../integrations/catalogue.ts';
import { DocsArticle } from './DocsArticle.tsx';
import { WEBHOOK_PAYLOAD } from './snippets.ts';

export function IntegrationDocPage() {
  const integration = findIntegration(useParams().slug);
  return integration ? <IntegrationDoc integration={integration} /> : <NotFoundPage />;
}

function IntegrationDoc({ integration }: { integration: Integration }) {
  const { t } = useTranslation('marketing');
  const { name, method } = integration;
  const title = t('integrations.doc.title', { name });
  usePageMeta(title, t('integrations.doc.metaDescription', { name }));
  const slug = integrationSlug(name);
  return (
    <DocsArticle title={title} lead={t(`integrations.cards.${slug}` as 'integrations.cards.zapier')}>
      <section>
        <h2 className="mb-4 text-2xl font-semibold">{t(`integrations.methods.${method}.title`, { name })}</h2>
        <ol className="space-y-4">
          {t(`integrations.methods.${method}.steps`, { returnObjects: true, name }).map((step, i) => (
            <li key={step} className="flex gap-4">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {i + 1}
              </span>
              <p className="pt-1">{step}</p>
            </li>
          ))}
        </ol>
      </section>
      <section>
        <h2 className="mb-2 text-2xl font-semibold">{t('integrations.doc.payloadTitle')}</h2>
        <p className="mb-4 text-muted-foreground">{t('integrations.doc.payloadText')}</p>
        <CodeBlock code={WEBHOOK_PAYLOAD} label="http" />
      </section>
      <Card>
        <h2 className="mb-2 text-xl font-semibold">{t('integrations.doc.helpTitle')}</h2>
        <p className="mb-4 text-muted-foreground">{t('integrations.doc.helpText')}</p>
        <div className="flex flex-wrap gap-3">
          <LinkButton to={integration.tab === 'enterprise' ? '/contact-sales' : '/contact'} size="md">
            {integration.tab === 'enterprise' ? t('shared.contactSales') : t('shared.contactUs')}
          </LinkButton>
          <a
            href="/api/docs"
            className="inline-flex h-10 items-center rounded-md border border-border px-4 font-medium hover:bg-muted"
          >
            {t('integrations.doc.apiReference')}
          </a>
        </div>
      </Card>
      <Link to="/integrations" className="inline-block font-medium text-primary hover:underline">
        {t('integrations.doc.all')}
      </Link>
    </DocsArticle>
  );
}
