import { type Field, fieldLabel, type Locale } from '@docread/contracts';
import { FileUp, Loader2 } from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { type BoxedField, PageWithBoxes } from './PageWithBoxes.tsx';
import { TRY_LIMITS, TRY_SAMPLES, type TrySample } from './samples.ts';
import { type TryResult, tryDocument } from './tryApi.ts';

type Source = { kind: 'sample'; sample: TrySample } | { kind: 'file'; file: File; preview: string | null };
type State =
  | { kind: 'idle' }
  | { kind: 'reading'; source: Source }
  | { kind: 'done'; source: Source; result: TryResult }
  | { kind: 'failed'; source: Source; message: string };

/** Single fields on the first page, in the engine's order, for the boxes and the list. */
function firstPageFields(result: TryResult): BoxedField[] {
  return Object.entries(result.structuredData?.fields ?? {})
    .map(([name, field]) => ({ name, field }))
    .filter(({ field }) => field.page === null || field.page === 1);
}

/**
 * Try the engine without an account: a sample (answered at once from a precomputed result) or the
 * visitor's own file, then the page with boxes, the fields, the JSON and a way to sign up.
 */
export function Playground() {
  const { t } = useTranslation('marketing');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [active, setActive] = useState<string | null>(null);
  const inputId = useId();
  const preview = 'source' in state && state.source.kind === 'file' ? state.source.preview : null;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const run = async (source: Source) => {
    setState({ kind: 'reading', source });
    try {
      const result = await tryDocument(
        source.kind === 'sample' ? { sample: source.sample.id } : { file: source.file },
      );
      setState({ kind: 'done', source, result });
    } catch (error) {
      const failure = error as ApiError & { retryAfter?: number | null };
      const message =
        failure.status === 429
          ? t('try.errors.rateLimited', { minutes: Math.max(1, Math.ceil((failure.retryAfter ?? 60) / 60)) })
          : failure.status === 503
            ? t('try.errors.busy')
            : failure.status === 413
              ? t('try.errors.tooLarge', TRY_LIMITS)
              : failure.status === 415
                ? t('try.errors.type')
                : t('try.errors.generic');
      setState({ kind: 'failed', source, message });
    }
  };

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    const preview =
      file.type.startsWith('image/') && file.type !== 'image/tiff' ? URL.createObjectURL(file) : null;
    void run({ kind: 'file', file, preview });
  };

  const reading = state.kind === 'reading';
  const chosen = 'source' in state && state.source.kind === 'sample' ? state.source.sample.id : null;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]" data-testid="playground">
      <div className="space-y-6">
        <fieldset>
          <legend className="mb-3 font-semibold">{t('try.samples.title')}</legend>
          <ul className="grid gap-3">
            {TRY_SAMPLES.map((sample) => (
              <li key={sample.id}>
                <button
                  type="button"
                  disabled={reading}
                  aria-pressed={chosen === sample.id}
                  onClick={() => void run({ kind: 'sample', sample })}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg border p-2 text-start transition hover:border-primary disabled:opacity-60',
                    chosen === sample.id ? 'border-primary bg-primary/5' : 'border-border bg-card',
                  )}
                >
                  <img
                    src={sample.thumbnail}
                    alt=""
                    width={64}
                    height={Math.round((64 * sample.height) / sample.width)}
                    loading="lazy"
                    decoding="async"
                    className="w-16 shrink-0 rounded border border-border bg-white"
                  />
                  <span className="text-sm font-medium">{t(`try.samples.items.${sample.id}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        <div>
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border bg-card p-5 text-center hover:border-primary"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              pickFile(event.dataTransfer.files[0]);
            }}
          >
            <FileUp aria-hidden="true" className="size-6 text-primary" />
            <span className="font-medium">{t('try.upload.label')}</span>
            <span className="text-xs text-muted-foreground">{t('try.upload.hint', TRY_LIMITS)}</span>
          </label>
          <input
            id={inputId}
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.tiff,application/pdf,image/png,image/jpeg,image/tiff"
            className="sr-only"
            disabled={reading}
            onChange={(event) => pickFile(event.target.files?.[0])}
          />
          <p className="mt-2 text-xs text-muted-foreground">{t('try.upload.privacy')}</p>
        </div>
      </div>

      <div aria-live="polite" className="min-w-0">
        {state.kind === 'idle' && (
          <p className="rounded-lg border border-border bg-card p-8 text-center text-muted-foreground">
            {t('try.idle')}
          </p>
        )}
        {state.kind === 'reading' && (
          <p className="flex items-center justify-center gap-2 rounded-lg border border-border bg-card p-8">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            {t('try.reading')}
          </p>
        )}
        {state.kind === 'failed' && (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {state.message}
          </p>
        )}
        {state.kind === 'done' && (
          // Field and type names come from the portal's catalogues, loaded with the first result.
          <Suspense fallback={null}>
            <Result result={state.result} source={state.source} active={active} onActive={setActive} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function Result({
  result,
  source,
  active,
  onActive,
}: {
  result: TryResult;
  source: Source;
  active: string | null;
  onActive: (name: string | null) => void;
}) {
  const { t, i18n } = useTranslation('marketing');
  const { t: tPortal } = useTranslation('portal');
  const { t: tViewer } = useTranslation('viewer');
  const typeName = (type: string) =>
    tPortal(`documentTypes.${type}` as 'documentTypes.invoice', { defaultValue: type });
  const fieldName = (name: string) => fieldLabel(name, i18n.language as Locale) ?? name;
  const shown = (field: Field) =>
    typeof field.value === 'boolean'
      ? tViewer(field.value ? 'fields.yes' : 'fields.no')
      : String(field.value ?? field.text);
  const fields = firstPageFields(result);
  const page = result.pages[0];
  const image = source.kind === 'sample' ? source.sample.image : source.preview;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const type = result.documentType ?? 'other';
  return (
    <div className="space-y-6" data-testid="try-result">
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <h2 className="text-2xl font-bold">
          {t('try.result.documentType')}: {typeName(type)}
        </h2>
        {result.confidence !== null && (
          <span className="text-sm text-muted-foreground">
            {t('try.result.confidence', { value: percent.format(result.confidence) })}
          </span>
        )}
      </div>
      {/* Tracks may shrink below their content's width: a long unbroken value (a passport's machine-readable
          line) wraps inside its column instead of widening the page past the screen. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {image && page ? (
          <PageWithBoxes
            image={image}
            width={page.width}
            height={page.height}
            skew={page.skew}
            fields={fields}
            active={active}
            alt={t('try.result.pageAlt')}
          />
        ) : (
          <p className="rounded-lg border border-border bg-card p-6 text-sm text-muted-foreground">
            {t('try.result.noPreview')}
          </p>
        )}
        <div>
          <h3 className="mb-2 font-semibold">{t('try.result.fields')}</h3>
          <dl className="divide-y divide-border rounded-lg border border-border bg-card text-sm">
            {fields.map(({ name, field }) => (
              // biome-ignore lint/a11y/noStaticElementInteractions: hovering only highlights the field's box; the value is readable without it
              <div
                key={name}
                className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-3 px-3 py-2"
                onMouseEnter={() => onActive(name)}
                onMouseLeave={() => onActive(null)}
              >
                <dt className="text-muted-foreground">{fieldName(name)}</dt>
                <dd className="font-medium [overflow-wrap:anywhere]">
                  <bdi>{shown(field)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <details className="rounded-lg border border-border bg-card">
        <summary className="cursor-pointer px-4 py-2 font-semibold">{t('try.result.json')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable by keyboard (WCAG 2.1.1) */}
        <pre dir="ltr" tabIndex={0} className="max-h-96 overflow-auto border-t border-border p-4 text-xs">
          {JSON.stringify(result, null, 2)}
        </pre>
      </details>
      <div className="rounded-xl border border-primary/30 bg-primary/5 p-6">
        <h3 className="text-xl font-bold">{t('try.cta.title')}</h3>
        <p className="mt-1 text-muted-foreground">{t('try.cta.text', { type: typeName(type) })}</p>
        <Button asChild className="mt-4">
          <Link to={`/signup?documentType=${encodeURIComponent(type)}`}>{t('try.cta.button')}</Link>
        </Button>
      </div>
    </div>
  );
}
