import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { linksIn } from './mailer.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative, when the mail has one. */
  html: string | null;
  links: string[];
}

/** Reads the outbox's `.eml` files, oldest first (file names start with the time of writing). */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails: OutboxMail[] = [];
  for (const name of names) mails.push(parseEml(await readFile(path.join(outboxDir, name), 'utf8')));
  return mails;
}

/**
 * Parses what our outbox writes: one text part, or a multipart/alternative of text and HTML, bodies in
 * base64 or quoted-printable. Not a general MIME parser.
 */
export function parseEml(raw: string): OutboxMail {
  const message = parsePart(raw);
  const parts = message.parts.length ? message.parts : [message];
  const text = parts.find((p) => p.type.startsWith('text/plain'))?.body ?? '';
  const html = parts.find((p) => p.type.startsWith('text/html'))?.body ?? null;
  return {
    to: decodeWords(message.headers.get('to') ?? ''),
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text,
    html,
    links: linksIn(text),
  };
}

interface Part {
  headers: Map<string, string>;
  type: string;
  body: string;
  parts: Part[];
}

function parsePart(raw: string): Part {
  const split = raw.indexOf('\n\n');
  const headerText = (split < 0 ? raw : raw.slice(0, split)).replace(/\n[ \t]+/g, ' ');
  const rawBody = split < 0 ? '' : raw.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of headerText.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = rawBody
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => parsePart(chunk.replace(/^\n/, '')));
    return { headers, type, body: '', parts };
  }
  return { headers, type, body: decodeBody(rawBody, headers.get('content-transfer-encoding')), parts: [] };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\n/g, '')
          .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
