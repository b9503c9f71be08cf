import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { CodeBlock } from '../components/CodeBlock.tsx';
import { DocsArticle } from './DocsArticle.tsx';
import { EXAMPLE_CODE } from './examples.ts';
import { CURL_ASYNC, CURL_PROCESS, CURL_RESULT, RETRY_NODE, SELF_HOST_COMMAND } from './snippets.ts';

const SECTIONS = [
  { key: 'account', code: [SELF_HOST_COMMAND] },
  { key: 'key', code: [] },
  { key: 'first', code: [CURL_PROCESS] },
  { key: 'result', code: [EXAMPLE_CODE['invoice-processing'].response] },
  { key: 'production', code: [CURL_ASYNC, CURL_RESULT, RETRY_NODE] },
] as const;

export function GettingStartedPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('gettingStarted.meta.title'), t('gettingStarted.meta.description'));
  return (
    <DocsArticle title={t('gettingStarted.title')} lead={t('gettingStarted.lead')}>
      {SECTIONS.map((section) => (
        <section key={section.key} id={section.key} className="scroll-mt-20">
          <h2 className="mb-2 text-2xl font-semibold">{t(`gettingStarted.sections.${section.key}.title`)}</h2>
          <p className="mb-4 leading-relaxed text-muted-foreground">
            {t(`gettingStarted.sections.${section.key}.text`)}
          </p>
          <div className="space-y-4">
            {section.code.map((code) => (
              <CodeBlock key={code} code={code} />
            ))}
          </div>
        </section>
      ))}
      <p className="rounded-xl border border-border bg-muted/40 p-5">
        {t('gettingStarted.next')}{' '}
        <Link to="/docs#tutorials" className="font-medium text-primary hover:underline">
          {t('docs.tabs.examples')}
        </Link>
        {' · '}
        <Link to="/docs/playground" className="font-medium text-primary hover:underline">
          {t('docs.resources.items.playground.title')}
        </Link>
      </p>
    </DocsArticle>
  );
}
