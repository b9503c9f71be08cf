import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { linksIn } from './mailer.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
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

/** Parses the single-part, base64-bodied messages our outbox writes; not a general MIME parser. */
export function parseEml(raw: string): OutboxMail {
  const split = raw.indexOf('\n\n');
  const headerText = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = raw.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of headerText.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return {
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    links: linksIn(text),
  };
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
