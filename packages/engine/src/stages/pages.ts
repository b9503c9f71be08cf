import type { Page } from '@docread/contracts';
import type { SourceDocument, SourcePage } from '../input/index.ts';

/**
 * Pages: each page of the document (a PDF's text layer or a raster) handed to `read`, at most
 * `concurrency` at a time, so a long file never holds more rasters than there are readers.
 * Results keep page order.
 */
export async function readEachPage<T = Page>(
  doc: SourceDocument,
  concurrency: number,
  read: (source: SourcePage) => Promise<T>,
  onPage?: (number: number, ms: number) => void,
): Promise<T[]> {
  const pages: Promise<T>[] = [];
  const inFlight = new Set<Promise<T>>();
  for await (const source of doc.pages()) {
    const started = performance.now();
    const tracked = read(source).then((page) => {
      onPage?.(source.number, performance.now() - started);
      return page;
    });
    pages.push(tracked);
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked)).catch(() => undefined);
    if (inFlight.size >= Math.max(1, concurrency)) await Promise.race(inFlight);
  }
  return Promise.all(pages);
}
