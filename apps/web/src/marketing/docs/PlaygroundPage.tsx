import { DOCUMENT_TYPES, type DocumentType } from '@docread/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { CodeBlock } from '../components/CodeBlock.tsx';
import { DocsArticle } from './DocsArticle.tsx';
import {
  buildRequest,
  type CodeLanguage,
  LANGUAGE_HINTS,
  type PlaygroundOptions,
  sampleAnswer,
} from './playgroundRequest.ts';

const CODE_LANGUAGES: readonly CodeLanguage[] = ['curl', 'node', 'python'];

/** Builds the exact /v3 call for the chosen options; it never sends anything itself. */
export function PlaygroundPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('playground.meta.title'), t('playground.meta.description'));
  const [options, setOptions] = useState<PlaygroundOptions>({
    endpoint: 'sync',
    documentType: 'invoice',
    languageHint: 'he+en',
    fileName: 'invoice.pdf',
    fileUrl: 'https://files.example.com/invoice-1042.pdf',
    webhookUrl: 'https://example.com/hooks/docread',
  });
  const [language, setLanguage] = useState<CodeLanguage>('curl');
  const id = useId();
  const set = <K extends keyof PlaygroundOptions>(key: K, value: PlaygroundOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));
  return (
    <DocsArticle title={t('playground.title')} lead={t('playground.lead')}>
      <form
        className="grid gap-5 rounded-xl border border-border bg-card p-6 sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-endpoint`}>{t('playground.endpoint')}</Label>
          <NativeSelect
            id={`${id}-endpoint`}
            value={options.endpoint}
            onChange={(e) => set('endpoint', e.target.value as PlaygroundOptions['endpoint'])}
          >
            <option value="sync">{t('playground.endpoints.sync')}</option>
            <option value="async">{t('playground.endpoints.async')}</option>
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-type`}>{t('playground.documentType')}</Label>
          <NativeSelect
            id={`${id}-type`}
            value={options.documentType}
            onChange={(e) => set('documentType', e.target.value as DocumentType | '')}
          >
            <option value="">{t('playground.auto')}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`playground.documentTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-lang`}>{t('playground.languageHint')}</Label>
          <NativeSelect
            id={`${id}-lang`}
            value={options.languageHint}
            onChange={(e) => set('languageHint', e.target.value as PlaygroundOptions['languageHint'])}
          >
            {LANGUAGE_HINTS.map((hint) => (
              <option key={hint} value={hint}>
                {t(`playground.languages.${hint}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-code`}>{t('playground.language')}</Label>
          <NativeSelect
            id={`${id}-code`}
            value={language}
            onChange={(e) => setLanguage(e.target.value as CodeLanguage)}
          >
            {CODE_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {lang === 'curl' ? 'cURL' : lang === 'node' ? 'Node.js' : 'Python'}
              </option>
            ))}
          </NativeSelect>
        </div>
        {options.endpoint === 'sync' ? (
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-file`}>{t('playground.fileName')}</Label>
            <Input
              id={`${id}-file`}
              dir="ltr"
              value={options.fileName}
              onChange={(e) => set('fileName', e.target.value)}
            />
          </div>
        ) : (
          <>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-url`}>{t('playground.fileUrl')}</Label>
              <Input
                id={`${id}-url`}
                dir="ltr"
                type="url"
                value={options.fileUrl}
                onChange={(e) => set('fileUrl', e.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-hook`}>{t('playground.webhookUrl')}</Label>
              <Input
                id={`${id}-hook`}
                dir="ltr"
                type="url"
                value={options.webhookUrl}
                onChange={(e) => set('webhookUrl', e.target.value)}
              />
            </div>
          </>
        )}
      </form>
      <section>
        <h2 className="mb-3 text-2xl font-semibold">{t('playground.request')}</h2>
        <CodeBlock code={buildRequest(options, language)} label={language} />
      </section>
      <section>
        <h2 className="mb-3 text-2xl font-semibold">{t('playground.sampleResponse')}</h2>
        <p className="mb-3 text-sm text-muted-foreground">{t('playground.note')}</p>
        <CodeBlock code={sampleAnswer(options)} label="json" />
      </section>
    </DocsArticle>
  );
}
