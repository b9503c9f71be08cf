import type { Page } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import type { SourceDocument, SourcePage } from '../src/input/index.ts';
import { layoutPage } from '../src/stages/layout.ts';
import { readEachPage } from '../src/stages/pages.ts';
import { centredOn } from '../src/stages/recognise.ts';
import { understandDocument } from '../src/stages/understand.ts';

const textPage = (number: number, text: string): Page => ({
  number,
  width: 100,
  height: 100,
  unit: 'point',
  source: 'text_layer',
  rotation: 0,
  language: ['en'],
  text,
  confidence: 1,
  blocks: [],
});

function document(count: number): SourceDocument {
  return {
    fileKind: 'pdf',
    pageCount: count,
    pages: async function* () {
      for (let i = 1; i <= count; i++)
        yield {
          kind: 'text',
          number: i,
          page: textPage(i, `page ${i}`),
          rulings: async () => [],
          images: async () => [],
          render: async () => ({}) as never,
        };
    },
    close: async () => undefined,
  };
}

describe('pages stage', () => {
  it('keeps page order and never reads more pages at once than asked', async () => {
    let running = 0;
    let most = 0;
    const read = async (source: SourcePage) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, (5 - source.number) * 2));
      running--;
      return (source as Extract<SourcePage, { kind: 'text' }>).page;
    };
    const pages = await readEachPage(document(4), 2, read);
    expect(pages.map((p) => p.number)).toEqual([1, 2, 3, 4]);
    expect(most).toBeLessThanOrEqual(2);
  });
});

describe('layout stage', () => {
  it('turns recognised lines into a page of blocks with its text and languages', () => {
    const page = layoutPage({
      number: 1,
      width: 400,
      height: 200,
      rotation: 0,
      reading: { reader: 'pp-ocr', passes: ['script-sample:latin', 'print-sample:not-clean'] },
      lines: [
        {
          text: 'TOTAL 12.50',
          bbox: { x: 10, y: 10, w: 200, h: 20 },
          confidence: 0.9,
          direction: 'ltr',
          words: [
            { text: 'TOTAL', bbox: { x: 10, y: 10, w: 60, h: 20 }, confidence: 0.9 },
            { text: '12.50', bbox: { x: 150, y: 10, w: 60, h: 20 }, confidence: 0.9 },
          ],
        },
      ],
    });
    expect(page.source).toBe('ocr');
    expect(page.text).toBe('TOTAL 12.50');
    expect(page.language).toEqual(['en']);
    expect(page.reading).toEqual({
      reader: 'pp-ocr',
      passes: ['script-sample:latin', 'print-sample:not-clean'],
    });
  });
});

describe('understand stage', () => {
  it('assembles a contract result from the pages, with the document’s languages', () => {
    const result = understandDocument([textPage(1, 'Receipt\nTotal 12.50')], [], {}, { tables: true });
    expect(result.pages).toHaveLength(1);
    expect(result.language).toEqual(['en']);
    expect(result.text).toBe('Receipt\nTotal 12.50');
  });
});

describe('a page read straightened', () => {
  it("moves its boxes from the grown canvas onto the upright page's frame, and says by how much it was turned", () => {
    const word = { text: 'Total', bbox: { x: 60, y: 40, w: 50, h: 20 }, confidence: 0.9 };
    const line = {
      text: 'Total',
      bbox: word.bbox,
      confidence: 0.9,
      direction: 'ltr' as const,
      words: [word],
    };
    const [moved] = centredOn([line], 24.5, 33.4);
    expect(moved?.bbox).toEqual({ x: 36, y: 7, w: 50, h: 20 });
    expect(moved?.words[0]?.bbox).toEqual({ x: 36, y: 7, w: 50, h: 20 });
    const read = {
      number: 1,
      width: 1200,
      height: 900,
      rotation: 0 as const,
      lines: [moved!],
      reading: { reader: 'tesseract' as const, passes: [] },
    };
    expect(layoutPage({ ...read, skew: 3.25 }).skew).toBe(3.25);
    expect(layoutPage(read).skew).toBeUndefined();
  });
});
