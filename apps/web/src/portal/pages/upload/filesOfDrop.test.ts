import { describe, expect, it } from 'vitest';
import { filesOfDrop } from './filesOfDrop.ts';

/** Just enough of the entries API (as Chromium gives it for a drop) to describe a tree of folders. */
type Tree = { [name: string]: Tree | string };

function entryOf(name: string, node: Tree | string): FileSystemEntry {
  if (typeof node === 'string')
    return {
      name,
      isFile: true,
      isDirectory: false,
      file: (resolve: (f: File) => void) => resolve(new File([node], name)),
    } as unknown as FileSystemEntry;
  const children = Object.entries(node).map(([n, child]) => entryOf(n, child));
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      // Answers in batches of two, then an empty batch, as directory readers do.
      let at = 0;
      return {
        readEntries: (resolve: (batch: FileSystemEntry[]) => void) => {
          resolve(children.slice(at, at + 2));
          at += 2;
        },
      };
    },
  } as unknown as FileSystemEntry;
}

function drop(tree: Tree): DataTransfer {
  const items = Object.entries(tree).map(([name, node]) => ({ webkitGetAsEntry: () => entryOf(name, node) }));
  return { items, files: [] } as unknown as DataTransfer;
}

describe('files of a drop', () => {
  it('reads dropped folders recursively, every batch of each folder, beside loose files', async () => {
    const files = await filesOfDrop(
      drop({
        'loose.pdf': '%PDF',
        scans: {
          'a.png': 'png',
          'b.png': 'png',
          'c.png': 'png',
          receipts: { 'r1.jpg': 'jpg', empty: {} },
        },
      }),
    );
    expect(files.map((f) => f.name)).toEqual(['loose.pdf', 'a.png', 'b.png', 'c.png', 'r1.jpg']);
  });

  it('falls back to the plain file list when the browser gives no entries', async () => {
    const file = new File(['x'], 'plain.pdf');
    const data = { items: [{ webkitGetAsEntry: () => null }], files: [file] } as unknown as DataTransfer;
    expect(await filesOfDrop(data)).toEqual([file]);
  });
});
