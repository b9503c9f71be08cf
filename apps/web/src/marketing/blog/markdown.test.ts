import { describe, expect, it } from 'vitest';
import { headingsOf, parseInline, parseMarkdown } from './markdown.ts';

describe('markdown reader', () => {
  it('reads headings, paragraphs, lists, fences and quotes', () => {
    const blocks = parseMarkdown(
      [
        '# Top',
        '',
        'Some **bold** text',
        'continues.',
        '',
        '## Steps',
        '1. one',
        '2. two',
        '',
        '- a',
        '- b',
        '',
        '```json',
        '{"a": 1}',
        '```',
        '',
        '> quoted',
        '### Deep',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'list',
      'list',
      'code',
      'quote',
      'heading',
    ]);
    expect(blocks[5]).toEqual({ kind: 'code', language: 'json', code: '{"a": 1}' });
    expect(headingsOf(blocks)).toEqual([
      { id: 'top', level: 1, text: 'Top' },
      { id: 'steps', level: 2, text: 'Steps' },
      { id: 'deep', level: 3, text: 'Deep' },
    ]);
  });

  it('keeps Hebrew in heading ids and numbers repeated headings', () => {
    const ids = headingsOf(parseMarkdown('## מה בודקים\n\n## מה בודקים')).map((h) => h.id);
    expect(ids).toEqual(['מה-בודקים', 'מה-בודקים-2']);
  });

  it('reads inline bold, italic, code and links', () => {
    expect(parseInline('see [the docs](/docs) and `POST /v3/process`, *really*')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', href: '/docs', children: [{ kind: 'text', text: 'the docs' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'code', text: 'POST /v3/process' },
      { kind: 'text', text: ', ' },
      { kind: 'em', children: [{ kind: 'text', text: 'really' }] },
    ]);
  });
});
