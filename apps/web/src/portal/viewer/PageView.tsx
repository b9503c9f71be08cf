import type { DocumentResult, Page } from '@docread/contracts';
import { ChevronLeft, ChevronRight, Maximize, MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReactZoomPanPinchContentRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { Button } from '../../components/ui/button.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { isLowConfidence } from './fieldValues.ts';
import { PageThumbnails } from './PageThumbnails.tsx';
import { viewerApi } from './viewerApi.ts';

/** What the page's keyboard shortcuts can do to the view. */
export interface PageViewHandle {
  zoomIn: () => void;
  zoomOut: () => void;
}

const ZOOM_STEP = 0.25;

/**
 * The SVG transform that lays the page's boxes on its image: a page read level (`skew`) has them on the
 * image turned back, so they turn by the skew about the page's centre.
 */
function levelToImage(page: Pick<Page, 'width' | 'height' | 'skew'>): string | undefined {
  return page.skew ? `rotate(${page.skew} ${page.width / 2} ${page.height / 2})` : undefined;
}

/**
 * One page image with the engine's boxes drawn over it: every word (optional), and the extracted fields,
 * amber when their confidence is low. Boxes are in the page's own units, so the overlay's viewBox is the
 * page size and the browser scales both together; a page read level has them turned back onto the image.
 * Buttons, the wheel and two fingers zoom; dragging pans. Clicking a field's box selects that field.
 */

export function PageView({
  documentId,
  result,
  pageIndex,
  onPageChange,
  selected,
  onSelect,
  handle,
}: {
  documentId: string;
  result: DocumentResult;
  pageIndex: number;
  onPageChange: (index: number) => void;
  selected: string | null;
  onSelect: (name: string) => void;
  handle?: Ref<PageViewHandle>;
}) {
  const { t, i18n } = useTranslation('viewer');
  const [showWords, setShowWords] = useState(false);
  const [scale, setScale] = useState(1);
  const transform = useRef<ReactZoomPanPinchContentRef>(null);
  useImperativeHandle(handle, () => ({
    zoomIn: () => void transform.current?.zoomIn(ZOOM_STEP),
    zoomOut: () => void transform.current?.zoomOut(ZOOM_STEP),
  }));
  const page: Page | undefined = result.pages[pageIndex];
  if (!page) return null;
  const words = showWords ? page.blocks.flatMap((b) => b.lines.flatMap((l) => l.words)) : [];
  const fields = Object.entries(result.fields).filter(([, f]) => f.page === page.number && f.bbox);
  const count = result.pages.length;

  // At scale 1 the image fills the frame's width; "fit page" shrinks it until its height fits too.
  const fitPage = () => void transform.current?.fitToView();
  const fitWidth = () => void transform.current?.setTransform(0, 0, 1);

  return (
    <figure className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          {/* Icons point the way pages turn in the reading direction. */}
          <Button
            variant="outline"
            size="icon"
            aria-label={t('page.previous')}
            disabled={pageIndex === 0}
            onClick={() => onPageChange(pageIndex - 1)}
          >
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Button>
          <span className="text-sm tabular-nums">{t('page.label', { number: page.number, count })}</span>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('page.next')}
            disabled={pageIndex >= count - 1}
            onClick={() => onPageChange(pageIndex + 1)}
          >
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('zoom.out')}
            onClick={() => void transform.current?.zoomOut(ZOOM_STEP)}
          >
            <ZoomOut className="size-4" aria-hidden="true" />
          </Button>
          <output
            className="w-14 text-center text-sm tabular-nums"
            aria-label={t('zoom.level')}
            data-testid="zoom-level"
          >
            {new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(scale)}
          </output>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('zoom.in')}
            onClick={() => void transform.current?.zoomIn(ZOOM_STEP)}
          >
            <ZoomIn className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label={t('zoom.fitWidth')} onClick={fitWidth}>
            <MoveHorizontal className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label={t('zoom.fitPage')} onClick={fitPage}>
            <Maximize className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <Switch id="viewer-show-words" checked={showWords} onCheckedChange={setShowWords} />
          <label htmlFor="viewer-show-words">{t('page.showWords')}</label>
        </div>
      </div>
      {/* The page keeps its own left-to-right geometry whatever the interface direction. */}
      <div
        className="h-[70vh] max-h-[60rem] touch-none overflow-hidden rounded-lg border border-border bg-muted"
        dir="ltr"
        data-testid="page-frame"
      >
        <TransformWrapper
          ref={transform}
          minScale={0.25}
          maxScale={8}
          limitToBounds={false}
          doubleClick={{ disabled: true }}
          wheel={{ step: 0.1 }}
          onTransform={(_, state) => setScale(state.scale)}
        >
          <TransformComponent
            wrapperStyle={{ width: '100%', height: '100%' }}
            contentStyle={{ width: '100%' }}
          >
            <div className="relative w-full bg-white" data-testid="page-content">
              <img
                src={viewerApi.pageImageUrl(documentId, page.number)}
                alt={t('page.imageAlt', { number: page.number })}
                className="block h-auto w-full"
                draggable={false}
              />
              <svg
                className="pointer-events-none absolute inset-0 size-full"
                viewBox={`0 0 ${page.width} ${page.height}`}
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                <g transform={levelToImage(page)}>
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
                    const active = selected === name;
                    return (
                      // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users select the same field in the fields list.
                      <rect
                        key={name}
                        data-field={name}
                        data-selected={active}
                        className="pointer-events-auto cursor-pointer"
                        onClick={() => onSelect(name)}
                        x={field.bbox!.x - 2}
                        y={field.bbox!.y - 2}
                        width={field.bbox!.w + 4}
                        height={field.bbox!.h + 4}
                        fill={
                          active
                            ? 'rgb(250 204 21 / 0.35)'
                            : low
                              ? 'rgb(245 158 11 / 0.12)'
                              : 'rgb(34 197 94 / 0.10)'
                        }
                        stroke={active ? 'rgb(202 138 4)' : low ? 'rgb(217 119 6)' : 'rgb(22 163 74)'}
                        strokeWidth={Math.max(2, page.width / (active ? 250 : 500))}
                      />
                    );
                  })}
                </g>
              </svg>
            </div>
          </TransformComponent>
        </TransformWrapper>
      </div>
      {count > 1 && (
        <PageThumbnails
          documentId={documentId}
          pages={result.pages}
          current={pageIndex}
          onSelect={onPageChange}
        />
      )}
    </figure>
  );
}
