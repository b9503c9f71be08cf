import { PROBLEM_CODES, PROBLEM_STATUS } from '@docread/contracts';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { DocsArticle } from './DocsArticle.tsx';
import { useScrollToHash } from './useScrollToHash.ts';

/** better-auth's own codes share one entry: the `type` of those problems points at it. */
const ENTRIES = [...PROBLEM_CODES, 'auth'] as const;

/**
 * Where a problem's `type` (`/docs/errors#<code>`) leads: one entry per code, its anchor the code itself,
 * with the HTTP status it comes with and what to do about it.
 */
export function ErrorCodesPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('errorCodes.meta.title'), t('errorCodes.meta.description'));
  useScrollToHash();
  return (
    <DocsArticle title={t('errorCodes.title')} lead={t('errorCodes.lead')}>
      <dl className="space-y-8">
        {ENTRIES.map((code) => (
          <div key={code} id={code} className="scroll-mt-20 border-s-4 border-primary/40 ps-4">
            <dt>
              <code className="font-mono text-lg font-bold" dir="ltr">
                {code}
              </code>
              <span className="ms-3 text-muted-foreground">
                {code === 'auth'
                  ? t('errorCodes.status', { status: '400–429' })
                  : t('errorCodes.status', { status: PROBLEM_STATUS[code] })}
              </span>
              <span className="mt-1 block text-xl font-semibold">{t(`errorCodes.codes.${code}.title`)}</span>
            </dt>
            <dd className="mt-2 space-y-2">
              <p>{t(`errorCodes.codes.${code}.text`)}</p>
              <p className="text-muted-foreground">
                <span className="font-medium text-foreground">{t('errorCodes.whatToDo')}: </span>
                {t(`errorCodes.codes.${code}.action`)}
              </p>
            </dd>
          </div>
        ))}
      </dl>
      <section id="fields" className="scroll-mt-20">
        <h2 className="text-xl font-semibold">{t('errorCodes.fieldsTitle')}</h2>
        <p className="mt-2 text-muted-foreground">{t('errorCodes.fieldsText')}</p>
      </section>
    </DocsArticle>
  );
}
