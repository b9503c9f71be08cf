import fs from 'node:fs/promises';

/**
 * The text browser viewers copy from a PDF: pdf.js's `getTextContent` items in order, a line break
 * where pdf.js ends a line (`hasEOL`), pages joined by a line break.
 */
export async function pdfjsText(file: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(await fs.readFile(file)), verbosity: 0 });
  try {
    const doc = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return pages.join('\n');
  } finally {
    await task.destroy();
  }
}
