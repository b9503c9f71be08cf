import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { FAST_PIPELINE_ENV } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload } from './support.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A made-up shop's receipt: the same header every time, a different day and total. */
async function receiptPng(date: string, total: string): Promise<Buffer> {
  const header = [
    'HARBOUR LANE PROVISIONS SDN BHD',
    'CO REG 778812-K',
    '12 JALAN PELABUHAN 3, TAMAN LAUT',
    '41000 KLANG, SELANGOR',
    'TEL 03-3344 5566',
  ];
  const body = [
    'TAX INVOICE',
    `DATE: ${date}`,
    'RICE 5KG        18.90',
    `TOTAL           ${total}`,
    'THANK YOU',
  ];
  const text = (t: string, x: number, y: number, anchor: string) =>
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="DejaVu Sans Mono" font-size="22" fill="black">${escapeXml(t)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="white"/>${[
    ...header.map((t, i) => text(t, 320, 50 + i * 40, 'middle')),
    ...body.map((t, i) => text(t, 40, 290 + i * 40, 'start')),
  ].join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const PERSON_NAME = 'Harbour Lane Provisions Sdn. Bhd.';
const PERSON_ADDRESS = '12 Jalan Pelabuhan 3, Taman Laut, 41000 Klang';

/**
 * A person's corrections teach their own account: the next receipt of the same shop comes back with the
 * corrected vendor, marked as learned from the corrected document. Another account neither benefits nor
 * sees it, and undoing the corrections, or removing what was learned, un-learns.
 */
describe(`learning from corrections (${dialectName})`, () => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startServer(FAST_PIPELINE_ENV);
    const account = (label: string) =>
      createApprovedUser(server, { email: uniqueEmail(label), password: 'secret-pass-1', name: label });
    [alice, bob] = [await account('alice'), await account('bob')];
  }, 120_000);
  afterAll(() => server?.close());

  async function read(cookie: string, date: string, total: string, type: string | null = 'receipt') {
    const uploaded = await upload(server, cookie, [
      { name: 'documentName', value: `Receipt ${date}` },
      ...(type ? [{ name: 'documentType', value: type }] : []),
      {
        name: 'file',
        file: { filename: 'receipt.png', type: 'image/png', data: await receiptPng(date, total) },
      },
    ]);
    expect(uploaded.status).toBe(201);
    return completed(cookie, uploaded.body.id as string);
  }

  async function completed(cookie: string, id: string) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await http(server, 'GET', `/api/documents/${id}/result`, { cookie });
      if (res.body.status === 'completed')
        return { id, fields: res.body.result.fields, documentType: res.body.result.documentType as string };
      if (res.body.status === 'failed' || Date.now() > deadline) throw new Error(`${id}: ${res.body.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const correct = (cookie: string, id: string, name: string, value: string) =>
    http(server, 'PATCH', `/api/documents/${id}/fields/${name}`, { cookie, json: { value } });
  const learned = async (cookie: string) =>
    (await http(server, 'GET', '/api/learned-vendors', { cookie })).body.vendors as {
      id: string;
      documentId: string;
      fields: Record<string, unknown>;
    }[];

  it('applies a correction to the next receipt of the same shop, in that account only', async () => {
    const first = await read(alice, '03/11/2026', '26.40');
    expect(first.fields.merchantName.source).toBeUndefined();
    expect((await correct(alice, first.id, 'merchantName', PERSON_NAME)).status).toBe(200);
    expect((await correct(alice, first.id, 'merchantAddress', PERSON_ADDRESS)).status).toBe(200);

    // What a person stated, nothing the engine read by itself (its phone, date and total).
    const memory = await learned(alice);
    expect(memory).toHaveLength(1);
    expect(memory[0]).toMatchObject({ documentId: first.id, documentType: 'receipt' });
    expect(memory[0]?.fields).toEqual({ merchantName: PERSON_NAME, merchantAddress: PERSON_ADDRESS });

    const second = await read(alice, '17/11/2026', '31.10');
    for (const [name, value] of [
      ['merchantName', PERSON_NAME],
      ['merchantAddress', PERSON_ADDRESS],
    ] as const) {
      expect(second.fields[name]).toMatchObject({ value, source: 'learned', learnedFrom: first.id });
      expect(second.fields[name].confidence).toBeGreaterThan(0.6);
      expect(second.fields[name].confidence).toBeLessThanOrEqual(1);
    }
    expect(second.fields.total.value).toBe(31.1);
    expect(second.fields.total.source).toBeUndefined();

    // Bob sends the very same receipt: he reads what the engine reads, and sees nothing of Alice's.
    const bobs = await read(bob, '17/11/2026', '31.10');
    expect(bobs.fields.merchantName.source).toBeUndefined();
    expect(bobs.fields.merchantName.value).not.toBe(PERSON_NAME);
    expect(bobs.fields.merchantAddress?.value).not.toBe(PERSON_ADDRESS);
    expect(await learned(bob)).toEqual([]);
    const lessonId = memory[0]?.id as string;
    expect((await http(server, 'DELETE', `/api/learned-vendors/${lessonId}`, { cookie: bob })).status).toBe(
      404,
    );
    expect(await learned(alice)).toHaveLength(1);
  }, 240_000);

  it('un-learns when the corrections are undone', async () => {
    const first = await read(alice, '04/11/2026', '12.00');
    await correct(alice, first.id, 'merchantName', 'Another Name Entirely');
    expect((await learned(alice)).map((v) => v.documentId)).toContain(first.id);
    const undone = await http(server, 'DELETE', `/api/documents/${first.id}/fields/merchantName`, {
      cookie: alice,
    });
    expect(undone.status).toBe(200);
    expect(undone.body.corrections).toEqual({});
    expect(undone.body.result.fields.merchantName.value).not.toBe('Another Name Entirely');
    expect((await learned(alice)).map((v) => v.documentId)).not.toContain(first.id);
  }, 240_000);

  it('reads the next document of an issuer as the type a person gave its earlier one', async () => {
    const carol = await createApprovedUser(server, {
      email: uniqueEmail('carol'),
      password: 'secret-pass-1',
      name: 'carol',
    });
    const first = await read(carol, '05/11/2026', '14.20', null);
    const type = first.documentType === 'invoice' ? 'receipt' : 'invoice';
    const changed = await http(server, 'PUT', `/api/documents/${first.id}/type`, {
      cookie: carol,
      json: { documentType: type },
    });
    expect(changed.status).toBe(200);
    // The change sent the document to be read again: it completes as the chosen type.
    expect((await completed(carol, first.id)).documentType).toBe(type);
    expect((await learned(carol)).map((v) => v.documentId)).toEqual([first.id]);
    expect((await learned(carol))[0]).toMatchObject({ documentType: type, typeFromPerson: true });

    expect((await read(carol, '18/11/2026', '8.80', null)).documentType).toBe(type);
    // A type named on upload stands, and another account's documents are read as the engine finds them.
    expect((await read(carol, '19/11/2026', '7.70', first.documentType)).documentType).toBe(
      first.documentType,
    );
    expect((await read(bob, '18/11/2026', '8.80', null)).documentType).toBe(first.documentType);
  }, 300_000);

  it('forgets what a person removes: the next receipt reads as the engine reads it', async () => {
    for (const vendor of await learned(alice))
      expect(
        (await http(server, 'DELETE', `/api/learned-vendors/${vendor.id}`, { cookie: alice })).status,
      ).toBe(204);
    expect(await learned(alice)).toEqual([]);
    const next = await read(alice, '20/11/2026', '9.90');
    expect(next.fields.merchantName.source).toBeUndefined();
    expect(next.fields.merchantName.value).not.toBe(PERSON_NAME);
  }, 240_000);
});
