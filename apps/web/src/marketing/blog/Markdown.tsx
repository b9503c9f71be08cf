import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CodeBlock } from '../components/CodeBlock.tsx';
import type { Block, Inline } from './markdown.ts';

/** Only site paths and http(s) links are followed; anything else (javascript:, data:) renders as text. */
function safeHref(href: string): { internal: boolean; href: string } | null {
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true, href };
  try {
    const url = new URL(href);
    if (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:') {
      return { internal: false, href: url.href };
    }
  } catch {
    // Not a URL.
  }
  return null;
}

// Keys are positions: an article's content never reorders while shown.
function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => renderInlineNode(node, i));
}

function renderInlineNode(node: Inline, i: number): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'strong':
      return <strong key={i}>{renderInline(node.children)}</strong>;
    case 'em':
      return <em key={i}>{renderInline(node.children)}</em>;
    case 'code':
      return (
        <code key={i} dir="ltr" className="rounded bg-muted px-1.5 py-0.5 text-[0.9em]">
          {node.text}
        </code>
      );
    case 'link': {
      const target = safeHref(node.href);
      if (!target) return <span key={i}>{renderInline(node.children)}</span>;
      const className = 'font-medium text-primary underline-offset-4 hover:underline';
      return target.internal ? (
        <Link key={i} to={target.href} className={className}>
          {renderInline(node.children)}
        </Link>
      ) : (
        <a key={i} href={target.href} className={className} rel="noopener noreferrer" target="_blank">
          {renderInline(node.children)}
        </a>
      );
    }
  }
}

const HEADING_CLASS = {
  1: 'mt-10 mb-4 text-3xl font-bold',
  2: 'mt-10 mb-3 text-2xl font-semibold',
  3: 'mt-8 mb-2 text-xl font-semibold',
} as const;

/**
 * Article body. Headings are shifted one level down (# becomes h2) because the article title is the page's h1;
 * each keeps its id for the table of contents.
 */
export function Markdown({ blocks }: { blocks: Block[] }) {
  return <div className="leading-relaxed">{blocks.map((block, i) => renderBlock(block, i))}</div>;
}

function renderBlock(block: Block, i: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = (['h2', 'h3', 'h4'] as const)[block.level - 1]!;
      return (
        <Tag key={i} id={block.id} className={`scroll-mt-24 ${HEADING_CLASS[block.level]}`}>
          {renderInline(block.inline)}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p key={i} className="my-4">
          {renderInline(block.inline)}
        </p>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={i} className={`my-4 space-y-1 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items are fixed article content
            <li key={j}>{renderInline(item)}</li>
          ))}
        </Tag>
      );
    }
    case 'code':
      return <CodeBlock key={i} code={block.code} label={block.language} className="my-6" />;
    case 'quote':
      return (
        <blockquote key={i} className="my-6 border-s-4 border-primary ps-4 text-muted-foreground italic">
          {renderInline(block.inline)}
        </blockquote>
      );
  }
}
