import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { CodeBlock } from '../components/CodeBlock.tsx';
import { DocsArticle } from './DocsArticle.tsx';
import {
  CURL_ASYNC,
  CURL_PROCESS,
  CURL_RESULT,
  PYTHON_PROCESS,
  RETRY_NODE,
  WEBHOOK_PAYLOAD,
  WEBHOOK_VERIFY_NODE,
  WEBHOOK_VERIFY_PYTHON,
} from './snippets.ts';

const SAMPLES = [
  { key: 'processCurl', code: CURL_PROCESS, label: 'bash' },
  { key: 'processPython', code: PYTHON_PROCESS, label: 'python' },
  { key: 'asyncCurl', code: CURL_ASYNC, label: 'bash' },
  { key: 'resultCurl', code: CURL_RESULT, label: 'bash' },
  { key: 'webhookPayload', code: WEBHOOK_PAYLOAD, label: 'http' },
  { key: 'verifyNode', code: WEBHOOK_VERIFY_NODE, label: 'javascript' },
  { key: 'verifyPython', code: WEBHOOK_VERIFY_PYTHON, label: 'python' },
  { key: 'retryNode', code: RETRY_NODE, label: 'javascript' },
] as const;

export function SamplesPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('samples.meta.title'), t('samples.meta.description'));
  return (
    <DocsArticle title={t('samples.title')} lead={t('samples.lead')}>
      {SAMPLES.map((sample) => (
        <section key={sample.key} id={sample.key} className="scroll-mt-20">
          <h2 className="text-xl font-semibold">{t(`samples.items.${sample.key}.title`)}</h2>
          <p className="mb-3 mt-1 text-muted-foreground">{t(`samples.items.${sample.key}.text`)}</p>
          <CodeBlock code={sample.code} label={sample.label} />
        </section>
      ))}
    </DocsArticle>
  );
}
