import type { Locale } from '@docread/contracts';
import type { Mail } from './mailer.ts';

/** A paragraph of text, or a link shown as a button (HTML) and as the bare address on its own line (text). */
export type Block = string | { link: string; label: string };

/** One mail's words in one language, before it is rendered to plain text and HTML. */
export interface Letter {
  subject: string;
  blocks: Block[];
}

/**
 * Renders a letter as plain text and as HTML whose direction follows the language (`dir="rtl"` for
 * Hebrew). Links stay on lines of their own in the text part, so a right-to-left mail reader cannot
 * reorder the characters of an address.
 */
export function renderLetter(to: string, language: Locale, letter: Letter): Mail {
  const text = letter.blocks.map((b) => (typeof b === 'string' ? b : b.link)).join('\n\n');
  return { to, subject: letter.subject, text: `${text}\n`, html: letterHtml(language, letter) };
}

function letterHtml(language: Locale, letter: Letter): string {
  const dir = language === 'he' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const body = letter.blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p style="margin:0 0 16px">${escapeHtml(b)}</p>`
        : `<p style="margin:0 0 8px"><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(b.label)}</a></p>` +
          `<p dir="ltr" style="margin:0 0 16px;font-size:13px;color:#4b5563;text-align:left;word-break:break-all">${escapeHtml(b.link)}</p>`,
    )
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(letter.subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">`,
    `<div dir="${dir}" style="max-width:560px;text-align:${align}">`,
    body,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
