import { createRequire } from 'node:module';
import path from 'node:path';
import type { BBox } from '@docread/contracts';
import { EngineInputError } from '../errors.ts';
import { DEFAULT_INPUT_LIMITS, type InputLimits, PDF_RENDER_DPI, WORKING_PIXELS } from './limits.ts';
import { imagesOf, type PdfImageOps } from './pdf-images.ts';
import { type PdfOps, rulingsOf } from './pdf-rulings.ts';
import { type PdfTextItem, pdfTextToPage } from './pdf-text.ts';
import type { GreyImage, SourceDocument, SourcePage } from './source-page.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | undefined;
const loadPdfJs = () => {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
};

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const assetDir = (name: string) => `${path.join(pdfjsRoot, name)}${path.sep}`;

/** The part of pdf.js's Node canvas factory (backed by @napi-rs/canvas) used for rendering. */
type CanvasFactory = {
  create: (
    w: number,
    h: number,
  ) => {
    canvas: unknown;
    context: {
      fillStyle: string;
      fillRect: (x: number, y: number, w: number, h: number) => void;
      getImageData: (x: number, y: number, w: number, h: number) => { data: Uint8ClampedArray };
    };
  };
  destroy: (target: unknown) => void;
};

/** A page whose text layer holds fewer visible characters than this is treated as scanned. */
const MIN_TEXT_LAYER_CHARS = 16;
const OPEN_TIMEOUT_MS = 20_000;

type PdfTask = ReturnType<PdfJs['getDocument']>;
type PdfDoc = Awaited<PdfTask['promise']>;

/** Opens a PDF with every failure mapped to a typed input error; the caller destroys the task. */
async function loadPdf(bytes: Uint8Array, limits: InputLimits): Promise<{ task: PdfTask; doc: PdfDoc }> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    stopAtErrors: false,
    standardFontDataUrl: assetDir('standard_fonts'),
    cMapUrl: assetDir('cmaps'),
    cMapPacked: true,
    wasmUrl: assetDir('wasm'),
    iccUrl: assetDir('iccs'),
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new EngineInputError('corrupt', 'The PDF could not be opened in time.')),
      OPEN_TIMEOUT_MS,
    );
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await Promise.race([task.promise, timeout]);
  } catch (error) {
    await task.destroy().catch(() => undefined);
    if (error instanceof EngineInputError) throw error;
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException')
      throw new EngineInputError('encrypted', 'The PDF is password-protected.', { cause: error });
    throw new EngineInputError('corrupt', 'The PDF is damaged or not a PDF.', { cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (doc.numPages === 0) {
    await task.destroy();
    throw new EngineInputError('empty', 'The PDF has no pages.');
  }
  if (doc.numPages > limits.maxPages) {
    await task.destroy();
    throw new EngineInputError(
      'too_many_pages',
      `The PDF has ${doc.numPages} pages; the limit is ${limits.maxPages}.`,
    );
  }
  return { task, doc };
}

/**
 * Renders one page to greyscale at `dpi` (lowered for huge pages so they fit the pixel limit), or only
 * `region` of it (page points from the top-left) at that page's resolution.
 */
async function renderPage(
  doc: PdfDoc,
  pageNumber: number,
  limits: InputLimits,
  dpiWanted: number,
  region?: BBox,
): Promise<GreyImage> {
  const page = await doc.getPage(pageNumber);
  const unscaled = page.getViewport({ scale: 1 });
  let dpi = dpiWanted;
  const pixelsAt = (d: number) => ((unscaled.width * d) / 72) * ((unscaled.height * d) / 72);
  // Very large pages are rendered at a lower resolution rather than refused.
  if (pixelsAt(dpi) > limits.maxPixelsPerPage)
    dpi = Math.floor(72 * Math.sqrt(limits.maxPixelsPerPage / (unscaled.width * unscaled.height)));
  const scale = dpi / 72;
  const viewport = page.getViewport(
    region ? { scale, offsetX: -region.x * scale, offsetY: -region.y * scale } : { scale },
  );
  const width = Math.max(1, Math.round(region ? region.w * scale : viewport.width));
  const height = Math.max(1, Math.round(region ? region.h * scale : viewport.height));
  const factory = doc.canvasFactory as unknown as CanvasFactory;
  const target = factory.create(width, height);
  target.context.fillStyle = '#ffffff';
  target.context.fillRect(0, 0, width, height);
  await page.render({
    canvasContext: target.context,
    canvas: target.canvas,
    viewport,
  } as unknown as Parameters<typeof page.render>[0]).promise;
  const rgba = target.context.getImageData(0, 0, width, height).data;
  factory.destroy(target);
  page.cleanup();
  const grey = Buffer.allocUnsafe(width * height);
  for (let i = 0, p = 0; p < grey.length; i += 4, p++) {
    grey[p] =
      ((rgba[i] as number) * 299 + (rgba[i + 1] as number) * 587 + (rgba[i + 2] as number) * 114) / 1000;
  }
  return { data: grey, width, height, dpi };
}

export async function openPdf(bytes: Uint8Array, limits: InputLimits): Promise<SourceDocument> {
  const { task, doc } = await loadPdf(bytes, limits);
  const pdfjs = await loadPdfJs();
  // Pages read are drawn no larger than the working resolution: an A2 scan at 300 DPI is 35 Mpx, and
  // its canvas, pixel copy and reading took a child to 740 MB.
  const working = { ...limits, maxPixelsPerPage: Math.min(limits.maxPixelsPerPage, WORKING_PIXELS) };
  const render = (pageNumber: number, region?: BBox) =>
    renderPage(doc, pageNumber, working, PDF_RENDER_DPI, region);

  async function* pages(): AsyncGenerator<SourcePage> {
    for (let n = 1; n <= doc.numPages; n++) {
      let page: Awaited<ReturnType<typeof doc.getPage>>;
      try {
        page = await doc.getPage(n);
      } catch (error) {
        throw new EngineInputError('corrupt', `Page ${n} of the PDF is damaged.`, { cause: error });
      }
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.length === 0) continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        const [x, y] = viewport.convertToViewportPoint(e ?? 0, f ?? 0) as [number, number];
        const size = Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0) || item.height;
        items.push({
          str: item.str,
          dir: item.dir === 'rtl' ? 'rtl' : 'ltr',
          x,
          baseline: y,
          width: item.width,
          size,
        });
      }
      const visible = items.reduce((sum, i) => sum + i.str.replace(/\s/g, '').length, 0);
      if (visible >= MIN_TEXT_LAYER_CHARS) {
        yield {
          kind: 'text',
          number: n,
          page: pdfTextToPage(items, { number: n, width: viewport.width, height: viewport.height }),
          rulings: async () =>
            rulingsOf(
              await page.getOperatorList(),
              pdfjs.OPS as unknown as PdfOps,
              viewport.transform as Parameters<typeof rulingsOf>[2],
            ),
          images: async () =>
            imagesOf(
              await page.getOperatorList(),
              pdfjs.OPS as unknown as PdfImageOps,
              viewport.transform as Parameters<typeof imagesOf>[2],
              viewport,
            ),
          render: (region) => render(n, region),
        };
      } else {
        yield {
          kind: 'image',
          number: n,
          image: await render(n),
          pdfSize: { width: viewport.width, height: viewport.height },
        };
      }
    }
  }

  return { fileKind: 'pdf', pageCount: doc.numPages, pages, close: () => task.destroy() };
}

/** One page of a PDF as a greyscale image, e.g. for showing it beside its result. Pages are 1-based. */
export async function renderPdfPage(
  bytes: Uint8Array,
  pageNumber: number,
  dpi: number,
  limits: InputLimits = DEFAULT_INPUT_LIMITS,
): Promise<GreyImage> {
  const { task, doc } = await loadPdf(bytes, limits);
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages)
      throw new EngineInputError('empty', `The PDF has no page ${pageNumber}.`);
    return await renderPage(doc, pageNumber, limits, dpi);
  } finally {
    await task.destroy();
  }
}
