import type { DocumentResult, Page } from '@docread/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { isLowConfidence } from './fieldValues.ts';
import { viewerApi } from './viewerApi.ts';

/**
 * One page image with the engine's boxes drawn over it: every word (optional), and the extracted fields,
 * amber when their confidence is low. Boxes are in the page's own units, so the overlay's viewBox is the
 * page size and the browser scales both together.
 */
export function PageView({
  documentId,
  result,
  highlighted,
}: {
  documentId: string;
  result: DocumentResult;
  highlighted: string | null;
}) {
  const { t } = useTranslation('viewer');
  const [index, setIndex] = useState(0);
  const [showWords, setShowWords] = useState(false);
  const page: Page | undefined = result.pages[index];
  if (!page) return null;
  const words = showWords ? page.blocks.flatMap((b) => b.lines.flatMap((l) => l.words)) : [];
  const fields = Object.entries(result.fields).filter(([, f]) => f.page === page.number && f.bbox);
  const count = result.pages.length;

  return (
    <figure className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          {/* Icons point the way pages turn in the reading direction. */}
          <Button
            variant="outline"
            size="icon"
            aria-label={t('page.previous')}
            disabled={index === 0}
            onClick={() => setIndex((i) => i - 1)}
          >
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Button>
          <span className="text-sm tabular-nums">{t('page.label', { number: page.number, count })}</span>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('page.next')}
            disabled={index >= count - 1}
            onClick={() => setIndex((i) => i + 1)}
          >
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Button>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <Switch id="viewer-show-words" checked={showWords} onCheckedChange={setShowWords} />
          <label htmlFor="viewer-show-words">{t('page.showWords')}</label>
        </div>
      </div>
      {/* The page keeps its own left-to-right geometry whatever the interface direction. */}
      <div className="relative overflow-hidden rounded-lg border border-border bg-white" dir="ltr">
        <img
          src={viewerApi.pageImageUrl(documentId, page.number)}
          alt={t('page.imageAlt', { number: page.number })}
          className="block h-auto w-full"
        />
        <svg
          className="pointer-events-none absolute inset-0 size-full"
          viewBox={`0 0 ${page.width} ${page.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {words.map((w, i) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: words have no identity beyond their place.
              key={i}
              x={w.bbox.x}
              y={w.bbox.y}
              width={w.bbox.w}
              height={w.bbox.h}
              fill="none"
              stroke="rgb(59 130 246 / 0.6)"
              strokeWidth={Math.max(1, page.width / 900)}
            />
          ))}
          {fields.map(([name, field]) => {
            const low = isLowConfidence(name, field, result);
            const active = highlighted === name;
            return (
              <rect
                key={name}
                data-field={name}
                x={field.bbox!.x - 2}
                y={field.bbox!.y - 2}
                width={field.bbox!.w + 4}
                height={field.bbox!.h + 4}
                fill={
                  active ? 'rgb(250 204 21 / 0.25)' : low ? 'rgb(245 158 11 / 0.12)' : 'rgb(34 197 94 / 0.10)'
                }
                stroke={low ? 'rgb(217 119 6)' : 'rgb(22 163 74)'}
                strokeWidth={Math.max(2, page.width / (active ? 300 : 500))}
              />
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
