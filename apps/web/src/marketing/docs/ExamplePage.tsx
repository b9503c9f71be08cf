import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { NotFoundPage } from '../../app/pages/NotFoundPage.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { CodeBlock } from '../components/CodeBlock.tsx';
import { DocsArticle } from './DocsArticle.tsx';
import { EXAMPLE_CODE, EXAMPLE_KEYS, type ExampleSlug, isExampleSlug } from './examples.ts';

export function ExamplePage() {
  const { slug } = useParams();
  return isExampleSlug(slug) ? <Example slug={slug} /> : <NotFoundPage />;
}

function Example({ slug }: { slug: ExampleSlug }) {
  const { t } = useTranslation('marketing');
  const key = EXAMPLE_KEYS[slug];
  const title = t(`docs.examples.items.${key}.title`);
  usePageMeta(title, t(`examplePage.${key}.meta`));
  const code = EXAMPLE_CODE[slug];
  return (
    <DocsArticle title={title} lead={t(`examplePage.${key}.intro`)}>
      <section>
        <h2 className="mb-3 text-2xl font-semibold">{t('examplePage.steps')}</h2>
        <ol className="list-decimal space-y-2 ps-6">
          {t(`examplePage.${key}.steps`, { returnObjects: true }).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section>
        <h2 className="mb-3 text-2xl font-semibold">{t('examplePage.request')}</h2>
        <CodeBlock code={code.request} label="bash" />
      </section>
      <section>
        <h2 className="mb-3 text-2xl font-semibold">{t('examplePage.response')}</h2>
        <CodeBlock code={code.response} label="json" />
      </section>
      <section>
        <h2 className="mb-3 text-2xl font-semibold">{t('examplePage.handling')}</h2>
        <CodeBlock code={code.handling} label="javascript" />
      </section>
      <Link to="/docs#tutorials" className="inline-block font-medium text-primary hover:underline">
        {t('examplePage.back')}
      </Link>
    </DocsArticle>
  );
}
