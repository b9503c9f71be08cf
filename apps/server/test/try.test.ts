import { readFile } from 'node:fs/promises';
import { jobResultSchema } from '@docread/contracts';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../test-support/start-test-server.ts';
import { http, startServer } from './support.ts';

const receipt = new URL('../../web/public/try/english-receipt.png', import.meta.url);

function formWith(parts: Record<string, string | { data: Buffer; name: string; type: string }>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  return form;
}

describe('the public playground, POST /api/try', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ TRY_UPLOADS_PER_HOUR: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a sample at once from its precomputed result, in the /v3/process shape, without signing in', async () => {
    const res = await http(server, 'POST', '/api/try', { form: formWith({ sample: 'passport-specimen' }) });
    expect(res.status).toBe(200);
    expect(jobResultSchema.parse(res.body)).toMatchObject({ status: 'completed', documentType: 'passport' });
    expect(res.body.structuredData.fields.surname.value).toBe('ERIKSSON');
    // Samples are not counted against the visitor's uploads.
    for (const sample of ['hebrew-invoice', 'english-receipt']) {
      const again = await http(server, 'POST', '/api/try', { form: formWith({ sample }) });
      expect(again.status).toBe(200);
    }
  });

  it('refuses an unknown sample, a missing file and a file of the wrong type', async () => {
    expect((await http(server, 'POST', '/api/try', { form: formWith({ sample: 'nope' }) })).status).toBe(400);
    expect((await http(server, 'POST', '/api/try', { form: formWith({}) })).status).toBe(400);
    const text = { data: Buffer.from('hello'), name: 'a.png', type: 'image/png' };
    expect((await http(server, 'POST', '/api/try', { form: formWith({ file: text }) })).status).toBe(415);
  });

  it('refuses files over the size limit before reading them', async () => {
    const big = { data: Buffer.alloc(6 * 1024 * 1024, 1), name: 'big.png', type: 'image/png' };
    const res = await http(server, 'POST', '/api/try', { form: formWith({ file: big }) });
    expect(res.status).toBe(413);
    // The playground's own limit, not an account's 10 MB (issue 30, item 4).
    expect(res.body.errors[0].messageKey).toBe('validation.tryFileTooLarge');
    expect(res.body.detail).toContain('5 MB');
  });

  it('reads an uploaded file with the engine, then answers 429 with Retry-After past the hourly limit', async () => {
    const file = { data: await readFile(receipt), name: 'receipt.png', type: 'image/png' };
    const first = await http(server, 'POST', '/api/try', { form: formWith({ file }) });
    expect(first.status).toBe(200);
    expect(jobResultSchema.parse(first.body).documentType).toBe('receipt');
    expect(first.body.text).toContain('HARBOUR LANE');
    const second = await fetch(`${server.url}/api/try`, { method: 'POST', body: formWith({ file }) });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);
});

/** A PDF of `pages` blank pages written by hand, each page object typed with the name escape `/P#61ge`. */
function escapedPdf(pages: number): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /P#61ges /Kids [${kids}] /Count ${pages} >>`);
  for (let i = 0; i < pages; i++) objects.push('<< /Type /P#61ge /Parent 2 0 R /MediaBox [0 0 200 200] >>');
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Issue 30, item 4: pages are counted from the parsed file before the engine reads any. */
describe('the playground counts pages before reading (POST /api/try)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ TRY_UPLOADS_PER_HOUR: '20' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses 4-page PDFs (escaped names, object streams) and a 40-page TIFF without reading a page', async () => {
    const process = vi.spyOn(server.engine!, 'process');
    const packed = await PDFDocument.create();
    for (let i = 0; i < 4; i++) packed.addPage([200, 200]);
    const compressed = Buffer.from(await packed.save({ useObjectStreams: true }));
    expect(compressed.toString('latin1')).not.toMatch(/\/Type\s*\/Page\b/);
    const [w, h, n] = [64, 48, 40];
    const tiff = await sharp(Buffer.alloc(w * h * n, 255), {
      raw: { width: w, height: h * n, channels: 1, pageHeight: h },
    })
      .tiff()
      .toBuffer();
    const files = [
      { data: escapedPdf(4), name: 'escaped.pdf', type: 'application/pdf' },
      { data: compressed, name: 'packed.pdf', type: 'application/pdf' },
      { data: escapedPdf(200), name: 'long.pdf', type: 'application/pdf' },
      { data: tiff, name: 'scan.tiff', type: 'image/tiff' },
    ];
    for (const file of files) {
      const res = await http(server, 'POST', '/api/try', { form: formWith({ file }) });
      expect(res.status, file.name).toBe(413);
      expect(res.body.errors[0].messageKey).toBe('validation.tryTooManyPages');
    }
    expect(process).not.toHaveBeenCalled();
    process.mockRestore();
  });

  it('counts no visit for a busy answer', async () => {
    const limited = await startServer({ TRY_UPLOADS_PER_HOUR: '2' });
    try {
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      const count = vi.spyOn(limited.engine!, 'pageCount').mockImplementationOnce(async () => {
        await held;
        return 9;
      });
      const file = { data: escapedPdf(4), name: 'a.pdf', type: 'application/pdf' };
      const first = http(limited, 'POST', '/api/try', { form: formWith({ file }) });
      await vi.waitFor(() => expect(count).toHaveBeenCalled());
      for (let i = 0; i < 3; i++) {
        const busy = await http(limited, 'POST', '/api/try', { form: formWith({ file }) });
        expect(busy.status).toBe(503);
      }
      release();
      expect((await first).status).toBe(413);
      // The first visit and this one: the three busy answers were not counted.
      expect((await http(limited, 'POST', '/api/try', { form: formWith({ file }) })).status).toBe(413);
      expect((await http(limited, 'POST', '/api/try', { form: formWith({ file }) })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
