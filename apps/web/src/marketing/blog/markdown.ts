/**
 * A small Markdown reader for the blog's own articles: headings (#, ##, ###), paragraphs, lists (-, 1.),
 * ``` fences and > quotes, with **bold**, *italic*, `code` and [links](/path) inside.
 * It produces data, never HTML strings, so rendering cannot inject markup.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; id: string; text: string; inline: Inline[] }
  | { kind: 'paragraph'; inline: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; language: string; code: string }
  | { kind: 'quote'; inline: Inline[] };

export interface Heading {
  id: string;
  level: 1 | 2 | 3;
  text: string;
}

const INLINE = /\*\*(.+?)\*\*|\*(\S(?:.*?\S)?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ kind: 'text', text: source.slice(last, index) });
    const [, strong, em, code, linkText, href] = match;
    if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) out.push({ kind: 'em', children: parseInline(em) });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined)
      out.push({ kind: 'link', href, children: parseInline(linkText) });
    last = index + match[0].length;
  }
  if (last < source.length) out.push({ kind: 'text', text: source.slice(last) });
  return out;
}

/** Plain text of inline content (for heading ids and the table of contents). */
export function inlineText(nodes: Inline[]): string {
  return nodes
    .map((n) => (n.kind === 'text' || n.kind === 'code' ? n.text : inlineText(n.children)))
    .join('');
}

/** A URL-safe id that keeps Hebrew letters; repeated headings get -2, -3… */
function slugify(text: string, used: Map<string, number>): string {
  const base =
    text
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s+/g, '-') || 'section';
  const count = (used.get(base) ?? 0) + 1;
  used.set(base, count);
  return count === 1 ? base : `${base}-${count}`;
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*```\s*([\w+-]*)\s*$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  const usedIds = new Map<string, number>();
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !FENCE.test(lines[i] ?? '')) code.push(lines[i++] ?? '');
      i++; // closing fence
      blocks.push({ kind: 'code', language: fence[1] ?? '', code: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const inline = parseInline(heading[2]!.trim());
      const text = inlineText(inline);
      const level = heading[1]!.length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, id: slugify(text, usedIds), text, inline });
      i++;
      continue;
    }
    if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = NUMBERED.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      while (i < lines.length && pattern.test(lines[i] ?? '')) {
        items.push(parseInline(pattern.exec(lines[i] ?? '')![1]!));
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.trimStart().startsWith('>')) {
      const quote: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trimStart().startsWith('>')) {
        quote.push((lines[i] ?? '').trimStart().replace(/^>\s?/, ''));
        i++;
      }
      blocks.push({ kind: 'quote', inline: parseInline(quote.join(' ')) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const next = lines[i] ?? '';
      if (!next.trim() || HEADING.test(next) || FENCE.test(next) || BULLET.test(next) || NUMBERED.test(next))
        break;
      if (next.trimStart().startsWith('>')) break;
      paragraph.push(next.trim());
      i++;
    }
    blocks.push({ kind: 'paragraph', inline: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

export function headingsOf(blocks: Block[]): Heading[] {
  return blocks.flatMap((b) => (b.kind === 'heading' ? [{ id: b.id, level: b.level, text: b.text }] : []));
}
